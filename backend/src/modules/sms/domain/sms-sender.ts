/** The SMS port (issue 16): the built-in outbox keeps texts for staff to read; Twilio sends them. */
export abstract class SmsSender {
  abstract readonly transport: 'outbox' | 'twilio';
  /** Sends one text; answers the provider's id for it, or throws with the provider's reason. */
  abstract send(to: string, body: string): Promise<{ providerId: string | null }>;
}

/** The default: nothing leaves the server; the admin's SMS messages list is where the text is read. */
export class OutboxSmsSender extends SmsSender {
  readonly transport = 'outbox' as const;

  send(): Promise<{ providerId: string | null }> {
    return Promise.resolve({ providerId: null });
  }
}

/** The provider asked us to slow down (HTTP 429): the text is not refused, it must wait; `retryAfterSeconds` when it said how long. */
export class SmsRateLimited extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'SmsRateLimited';
  }
}
