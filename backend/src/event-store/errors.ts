import type { ExpectedVersion } from './types';

/** Another writer appended to the stream first; handlers reload and retry, then answer 409. */
export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY_CONFLICT';

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
  ) {
    super(`Stream ${streamId} was not at expected version ${expected}`);
  }
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Event type ${eventType} is not registered`);
  }
}
