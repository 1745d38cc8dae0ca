import { loadConfig } from '../../../config/config';
import { unsubscribePage } from './unsubscribe-page';

describe('unsubscribe page', () => {
  const { business } = loadConfig({ NODE_ENV: 'test' });

  it('asks first, with a button that posts the token back', () => {
    const html = unsubscribePage('confirm', business, 'https://www.example.com/', '?token=abc.def');
    expect(html).toContain('Stop quote reminders?');
    expect(html).toContain('<form method="post" action="?token=abc.def"');
    expect(html).toContain('>Unsubscribe</button>');
  });

  it('confirms without a button once unsubscribed, and says order messages still come', () => {
    const html = unsubscribePage('unsubscribed', business, 'https://www.example.com/');
    expect(html).toContain('You’re unsubscribed');
    expect(html).toContain('Messages about orders and visits you book still reach you.');
    expect(html).not.toContain('<form');
  });

  it('explains a bad link and offers the support address, without a button', () => {
    const html = unsubscribePage('invalid-link', business, 'https://www.example.com/');
    expect(html).toContain('This unsubscribe link is invalid');
    expect(html).toContain(business.supportEmail);
    expect(html).not.toContain('<form');
  });
});
