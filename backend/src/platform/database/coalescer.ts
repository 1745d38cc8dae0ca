/** One statement for many calls (inputs in, one output per input, in the same order). */
export type RunMany<I, O> = (inputs: I[]) => Promise<O[]>;
/** The same work for one call alone: the statement a call sends when nothing else is waiting. */
export type RunOne<I, O> = (input: I) => Promise<O>;

interface Waiting<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

export interface CoalescerOptions {
  /** Statements of this coalescer running at once; calls beyond them wait and go together. */
  maxInFlight?: number;
  /** At most this many calls in one statement. */
  maxBatch?: number;
}

/**
 * Group execution for a short statement that many concurrent callers send with one row each (a background job's first
 * read and its done record, say). A call that finds fewer than `maxInFlight` of them running goes at once, alone, with
 * the statement it always sent, so a quiet system waits for nothing; calls that arrive while the slots are busy wait for
 * the next free slot and go together as one statement: one round trip, and one statement's work on both sides, for all
 * of them. Under a backlog, that is most of the per-call cost on a machine where each statement costs far more in
 * system calls and wake-ups than in SQL.
 *
 * Only for work that is safe to send again: reads, and writes that are idempotent (an insert that ignores a conflict).
 * When a shared statement fails, each call is sent again alone, so one bad input (a malformed id) fails only its own
 * caller, and each caller gets the answer it would have had alone.
 */
export class Coalescer<I, O> {
  private readonly waiting: Array<Waiting<I, O>> = [];
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;

  constructor(
    private readonly runMany: RunMany<I, O>,
    private readonly runOne: RunOne<I, O>,
    options: CoalescerOptions = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? 1;
    this.maxBatch = options.maxBatch ?? 64;
  }

  call(input: I): Promise<O> {
    if (this.inFlight < this.maxInFlight && !this.waiting.length) {
      this.inFlight++;
      return this.runOne(input).finally(() => this.done());
    }
    return new Promise<O>((resolve, reject) => this.waiting.push({ input, resolve, reject }));
  }

  private done(): void {
    this.inFlight--;
    while (this.inFlight < this.maxInFlight && this.waiting.length) this.send(this.waiting.splice(0, this.maxBatch));
  }

  private send(batch: Array<Waiting<I, O>>): void {
    this.inFlight++;
    void this.settle(batch).finally(() => this.done());
  }

  private async settle(batch: Array<Waiting<I, O>>): Promise<void> {
    if (batch.length > 1) {
      try {
        const outputs = await this.runMany(batch.map((waiting) => waiting.input));
        if (outputs.length !== batch.length) throw new Error(`coalesced statement answered ${outputs.length} rows for ${batch.length} calls`);
        batch.forEach((waiting, i) => waiting.resolve(outputs[i]));
        return;
      } catch {
        // Each call again, alone, for its own answer (below).
      }
    }
    await Promise.all(batch.map((waiting) => this.runOne(waiting.input).then(waiting.resolve, waiting.reject)));
  }
}

/**
 * Coalescers kept per pool (a call's batch partners must use the same connections: a job's pool is not a request's)
 * and per key (the statement's fixed parameters, such as a consumer's name).
 */
export class CoalescerMap<P extends object, I, O> {
  private readonly byPool = new WeakMap<P, Map<string, Coalescer<I, O>>>();

  constructor(private readonly make: (pool: P, key: string) => Coalescer<I, O>) {}

  for(pool: P, key: string): Coalescer<I, O> {
    let byKey = this.byPool.get(pool);
    if (!byKey) this.byPool.set(pool, (byKey = new Map()));
    let coalescer = byKey.get(key);
    if (!coalescer) byKey.set(key, (coalescer = this.make(pool, key)));
    return coalescer;
  }
}
