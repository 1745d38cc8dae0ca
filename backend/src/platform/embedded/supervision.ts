/** The embedded server's state as it crosses a process boundary (start.ts tells its API process). */
export interface EmbeddedStateSnapshot {
  supervised: boolean;
  up: boolean;
  restarts: number;
  attempt: number;
  gaveUp: boolean;
  lastFailure?: string;
  lastFailureAt?: string;
  lastRecoveryAt?: string;
}

/**
 * What the embedded PostgreSQL's supervisor last saw; health reports it (one per process, as the server is). Under
 * start.ts the server belongs to the parent, which passes each change on to its API process (adopt).
 */
export class EmbeddedPostgresState {
  supervised = false;
  up = true;
  restarts = 0;
  attempt = 0;
  gaveUp = false;
  lastFailure?: string;
  lastFailureAt?: Date;
  lastRecoveryAt?: Date;
  private readonly listeners: Array<(snapshot: EmbeddedStateSnapshot) => void> = [];

  supervise(): void {
    this.supervised = true;
    this.changed();
  }

  markDown(how: string): void {
    this.up = false;
    this.lastFailure = how;
    this.lastFailureAt = new Date();
    this.changed();
  }

  markAttempt(attempt: number): void {
    this.attempt = attempt;
    this.changed();
  }

  markUp(): void {
    this.up = true;
    this.attempt = 0;
    this.restarts += 1;
    this.lastRecoveryAt = new Date();
    this.changed();
  }

  giveUp(): void {
    this.gaveUp = true;
    this.changed();
  }

  /** Calls listener with every change from now on. */
  onChange(listener: (snapshot: EmbeddedStateSnapshot) => void): void {
    this.listeners.push(listener);
  }

  snapshot(): EmbeddedStateSnapshot {
    const { supervised, up, restarts, attempt, gaveUp, lastFailure } = this;
    return {
      supervised,
      up,
      restarts,
      attempt,
      gaveUp,
      ...(lastFailure ? { lastFailure } : {}),
      ...(this.lastFailureAt ? { lastFailureAt: this.lastFailureAt.toISOString() } : {}),
      ...(this.lastRecoveryAt ? { lastRecoveryAt: this.lastRecoveryAt.toISOString() } : {}),
    };
  }

  /** Takes on the state another process's supervisor saw (the one that runs the server). */
  adopt(snapshot: EmbeddedStateSnapshot): void {
    this.supervised = snapshot.supervised === true;
    this.up = snapshot.up !== false;
    this.restarts = Number(snapshot.restarts) || 0;
    this.attempt = Number(snapshot.attempt) || 0;
    this.gaveUp = snapshot.gaveUp === true;
    this.lastFailure = typeof snapshot.lastFailure === 'string' ? snapshot.lastFailure : undefined;
    this.lastFailureAt = dateOrNothing(snapshot.lastFailureAt);
    this.lastRecoveryAt = dateOrNothing(snapshot.lastRecoveryAt);
  }

  /** null when this process does not run an embedded server. */
  report(): { state: 'running' | 'restarting' | 'gave up'; restarts: number; lastFailure?: string; lastFailureAt?: string; lastRecoveryAt?: string } | null {
    if (!this.supervised) return null;
    const { lastFailure, lastFailureAt, lastRecoveryAt } = this.snapshot();
    return {
      state: this.gaveUp ? 'gave up' : this.up ? 'running' : 'restarting',
      restarts: this.restarts,
      ...(lastFailure ? { lastFailure, lastFailureAt } : {}),
      ...(lastRecoveryAt ? { lastRecoveryAt } : {}),
    };
  }

  private changed(): void {
    if (!this.listeners.length) return;
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }
}

function dateOrNothing(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export const embeddedPostgresState = new EmbeddedPostgresState();
