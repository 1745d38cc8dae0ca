import type { EmailTransportName, OutgoingEmail } from '../domain/email-message';

export interface TransportReceipt {
  /** What the server answered, e.g. "250 2.0.0 Ok: queued as 1A2B3C"; null when there is no server. */
  response: string | null;
}

/** A transport could not deliver; `refused` when the server answered with a refusal, not when it was unreachable. */
export class TransportFailure extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
    readonly response: string | null = null,
  ) {
    super(message);
    this.name = 'TransportFailure';
  }
}

/** Where a message goes (DESIGN.md §7): SMTP when SMTP_URL is set, otherwise the built-in outbox. */
export abstract class EmailTransport {
  abstract readonly name: EmailTransportName;
  /** One line for the start-up banner and the admin, never with credentials. */
  abstract describe(): string;
  /** Resolves once the message is handed over; throws TransportFailure otherwise. */
  abstract deliver(email: OutgoingEmail): Promise<TransportReceipt>;
  /** Checks the transport is usable (connects and authenticates for SMTP). */
  abstract verify(): Promise<void>;
  close(): void {}
}
