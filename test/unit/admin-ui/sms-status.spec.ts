import { smsStatusDetail, SmsStatusFields } from '../../../admin-ui/src/sms-messages/sms-status';
import { en } from '../../../admin-ui/src/i18n/en';

/** react-admin's substitution of %{name}, over the admin's English messages. */
const translate = (key: string, options: Record<string, unknown> = {}): string => {
  const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof message !== 'string') throw new Error(`no message ${key}`);
  return message.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
};

const text = (fields: Partial<SmsStatusFields>): SmsStatusFields => ({ status: 'queued', reason: null, error: null, send_after: null, ...fields });

describe("a text's status detail in the admin's Text messages list", () => {
  it('says a queued text is waiting to try again after the provider refused it, and nothing while it merely waits its turn', () => {
    expect(smsStatusDetail(text({ error: 'Twilio answered 429: Too Many Requests' }), translate)).toBe(
      'trying again after "Twilio answered 429: Too Many Requests"',
    );
    expect(smsStatusDetail(text({}), translate)).toBeNull();
  });

  it("gives a failed text's last refusal, a held text's sending time, and a suppressed text's reason", () => {
    expect(smsStatusDetail(text({ status: 'failed', error: "The 'To' number is not a valid phone number." }), translate)).toBe(
      "The 'To' number is not a valid phone number.",
    );
    expect(smsStatusDetail(text({ status: 'held', reason: 'quiet hours', send_after: '2026-03-04T15:00:00.000Z' }), translate)).toBe(
      'sends Mar 4, 2026, 7:00 AM PST',
    );
    expect(smsStatusDetail(text({ status: 'suppressed', reason: 'replied STOP' }), translate)).toBe('replied STOP');
    expect(smsStatusDetail(text({ status: 'sent' }), translate)).toBeNull();
  });
});
