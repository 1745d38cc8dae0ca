/** The clock is injected everywhere so tests control time. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export class FakeClock extends Clock {
  constructor(private current = new Date('2026-01-15T17:00:00.000Z')) {
    super();
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
