/** What the embedded PostgreSQL's supervisor last saw; health reports it (one per process, as the server is). */
export class EmbeddedPostgresState {
  supervised = false;
  up = true;
  restarts = 0;
  attempt = 0;
  gaveUp = false;
  lastFailure?: string;
  lastFailureAt?: Date;
  lastRecoveryAt?: Date;

  markDown(how: string): void {
    this.up = false;
    this.lastFailure = how;
    this.lastFailureAt = new Date();
  }

  markUp(): void {
    this.up = true;
    this.attempt = 0;
    this.restarts += 1;
    this.lastRecoveryAt = new Date();
  }

  /** null when this process does not run an embedded server. */
  report(): { state: 'running' | 'restarting' | 'gave up'; restarts: number; lastFailure?: string; lastFailureAt?: string; lastRecoveryAt?: string } | null {
    if (!this.supervised) return null;
    return {
      state: this.gaveUp ? 'gave up' : this.up ? 'running' : 'restarting',
      restarts: this.restarts,
      ...(this.lastFailure ? { lastFailure: this.lastFailure, lastFailureAt: this.lastFailureAt?.toISOString() } : {}),
      ...(this.lastRecoveryAt ? { lastRecoveryAt: this.lastRecoveryAt.toISOString() } : {}),
    };
  }
}

export const embeddedPostgresState = new EmbeddedPostgresState();
