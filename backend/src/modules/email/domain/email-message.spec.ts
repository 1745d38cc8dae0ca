import { assertSendable, EMAIL_KINDS, EmailMessage, isUnsubscribable, singleLineSubject } from './email-message';

const message = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  kind: 'test',
  to: 'pat@example.com',
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
  ...overrides,
});

describe('e-mail message rules', () => {
  it('lets recipients opt out of quote reminders only; every other kind is transactional', () => {
    expect(EMAIL_KINDS.filter(isUnsubscribable)).toEqual(['abandoned-quote']);
  });

  it('keeps a subject on one header line', () => {
    expect(singleLineSubject('  Your order \r\n  is confirmed\n')).toBe('Your order is confirmed');
    expect(singleLineSubject('Bcc: x\r\nInjected: y')).toBe('Bcc: x Injected: y');
    expect(singleLineSubject('Plain subject')).toBe('Plain subject');
  });

  it('sends to one plain address, surrounding spaces aside', () => {
    expect(() => assertSendable(message())).not.toThrow();
    expect(() => assertSendable(message({ to: '  pat@example.com ' }))).not.toThrow();
    for (const to of [
      'pat@example.com\r\nBcc: eve@example.com',
      'a@example.com, b@example.com',
      'Pat <pat@example.com>',
      'pat',
      'a@b@c',
      '"pat"@example.com',
    ]) {
      expect(() => assertSendable(message({ to }))).toThrow(/Not a single e-mail address/);
    }
  });

  it('needs an HTML or a text part', () => {
    expect(() => assertSendable(message({ html: '', text: 'Hi' }))).not.toThrow();
    expect(() => assertSendable(message({ html: '<p>Hi</p>', text: '' }))).not.toThrow();
    expect(() => assertSendable(message({ html: '', text: '' }))).toThrow('An e-mail needs an HTML or a text part');
  });

  it('takes only an http(s) unsubscribe link', () => {
    expect(() => assertSendable(message({ unsubscribeUrl: 'https://example.com/api/email/unsubscribe?token=x' }))).not.toThrow();
    expect(() => assertSendable(message({ unsubscribeUrl: null }))).not.toThrow();
    expect(() => assertSendable(message({ unsubscribeUrl: 'mailto:stop@example.com' }))).toThrow('unsubscribeUrl must be an http(s) URL');
    expect(() => assertSendable(message({ unsubscribeUrl: 'javascript:alert(1)' }))).toThrow('unsubscribeUrl must be an http(s) URL');
  });
});
