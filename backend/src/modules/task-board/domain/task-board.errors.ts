/** The board could not be reached or asked us to slow down (429, 5xx, network, timeout): retry later. */
export class TaskBoardUnavailable extends Error {
  readonly retryable = true;

  constructor(
    message: string,
    /** Seconds the board asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TaskBoardUnavailable';
  }
}

/** The board refused the request (4xx other than 429), with the board's own message; retrying the same request will not help. */
export class TaskBoardRejected extends Error {
  readonly retryable = false;

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TaskBoardRejected';
  }
}

/** True when the board says the card is gone (deleted on Trello, or removed from the built-in board). */
export function isCardMissing(error: unknown): boolean {
  return error instanceof TaskBoardRejected && error.status === 404;
}
