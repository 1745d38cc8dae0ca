import { loadConfig } from '../../../config/config';
import { senderAddress } from './email-sender.service';

describe('senderAddress', () => {
  it('defaults to the business name and support e-mail, quoting the name safely', () => {
    expect(senderAddress(loadConfig({ NODE_ENV: 'test' }))).toBe('"SCV Scoopers" <support@scvscoopers.example>');
    expect(senderAddress(loadConfig({ NODE_ENV: 'test', BUSINESS_NAME: 'Scoop "Pros" \\ Co' }))).toBe(
      '"Scoop \\"Pros\\" \\\\ Co" <support@scvscoopers.example>',
    );
  });

  it('uses EMAIL_FROM as given', () => {
    expect(senderAddress(loadConfig({ NODE_ENV: 'test', EMAIL_FROM: 'Yard Team <yard@example.com>' }))).toBe('Yard Team <yard@example.com>');
  });
});
