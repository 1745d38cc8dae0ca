import { createHmac, timingSafeEqual } from 'node:crypto';
import { retryAfterSeconds } from '../../../platform/http/retry-after';
import { SmsRateLimited, SmsSender } from '../domain/sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

/** Twilio's Programmable Messaging REST API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. */
export class TwilioSmsSender extends SmsSender {
  readonly transport = 'twilio' as const;

  constructor(private readonly settings: TwilioSettings) {
    super();
  }

  async send(to: string, body: string): Promise<{ providerId: string | null }> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown; code?: unknown } | null;
    if (!response.ok) {
      const reason = `Twilio answered ${response.status}: ${typeof answer?.message === 'string' ? answer.message.slice(0, 300) : 'no message'}`;
      // Too many requests (Twilio's 20429, or a queue overflow): the account's rate, not this text, is the problem.
      if (response.status === 429) throw new SmsRateLimited(reason, retryAfterSeconds(response.headers.get('retry-after')));
      throw new Error(reason);
    }
    return { providerId: typeof answer?.sid === 'string' ? answer.sid : null };
  }
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed by the auth token, of the full URL
 * followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length > 100) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
