import { twilioSignature, validTwilioSignature } from './twilio-sms.sender';

describe("Twilio's request signature", () => {
  // Twilio's documented example (Security: Validating Requests).
  const token = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it("matches Twilio's published example", () => expect(twilioSignature(token, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ='));
  it('accepts the right signature and refuses a wrong, missing or huge one', () => {
    expect(validTwilioSignature(token, url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    expect(validTwilioSignature(token, url, { ...params, Digits: '9999' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(validTwilioSignature(token, url, params, undefined)).toBe(false);
    expect(validTwilioSignature(token, url, params, 'x'.repeat(5000))).toBe(false);
  });
});
