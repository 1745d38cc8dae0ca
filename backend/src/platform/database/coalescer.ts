// The real event loop's, even where a test fakes the global timers: a batch must not wait for a fake clock to move.
import { setImmediate } from 'node:timers';

/** One statement for many calls (inputs in, one output per input, in the same order). */
export type RunMany<I, O> = (inputs: I[]) => Promise<O[]>;
/** The same work for one call alone: the statement a call sends when nothing else is waiting. */
export type RunOne<I, O> = (input: I) => Promise<O>;

/** A RunOne that sends the shared statement with one row: for work with no lone statement of its own to keep. */
export function oneRowOf<I, O>(runMany: RunMany<I, O>): RunOne<I, O> {
  return async (input) => (await runMany([input]))[0];
}

/**
 * Parameters `$first`, `$first + 1`, … as arrays of the given types whose lengths the planner cannot see, for an unnest:
 * each is `(select $n::type[])`, run once as an init plan, where a bare `$n::type[]` is a constant to a custom plan.
 *
 * For the columns of a batch statement (a Coalescer's, one row per caller). Its best plan is the same for 1 row or 64,
 * but PostgreSQL, seeing each call's length, judges its custom plans cheaper than the generic plan (which assumes 10
 * rows) and so plans the statement again on every call, for as long as the connection lives: 0.3 to 0.8 ms of planning
 * each time, more than running it. With the lengths out of sight both plans cost the same, and after its five custom
 * plans the connection keeps the generic one. Its lookups should then be per row (laterals with a limit, scalar
 * subqueries): a join or EXISTS in a plan cached while a table was small may hash the whole table on every call.
 */
export function unsizedArrays(first: number, types: string[]): string {
  return types.map((type, i) => `(select $${first + i}::${type}[])`).join(', ');
}

interface Waiting<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

export interface CoalescerOptions<I> {
  /** Statements of this coalescer running at once; calls beyond them wait and go together. */
  maxInFlight?: number;
  /** At most this many calls in one statement. */
  maxBatch?: number;
  /**
   * Calls with the same key never share a statement: a later one waits for the next (two appends to one stream, whose
   * guards must each see the other's outcome). Without it, any waiting calls may share.
   */
  distinctBy?: (input: I) => string;
  /**
   * Whether a shared statement that failed with this error may be sent again call by call (the default: always, for
   * reads and idempotent writes). When it answers false, every call of the statement gets the error and none is sent
   * again (an append whose connection was lost may have committed).
   */
  resendAlone?: (error: unknown) => boolean;
}

/**
 * Group execution for a short statement that many concurrent callers send with one row each (appends that are their
 * own transaction, a background job's first read and its done record). A call that finds fewer than `maxInFlight` of
 * them running goes at once, alone (runOne: a lone statement, or the shared one with one row), so a quiet system waits
 * for nothing (unless one of them answered in this very turn of the event loop: then it goes with the next batch, at
 * the turn's end); calls that arrive while the slots are busy wait for the next free slot and go together as one statement:
 * one round trip, and one statement's work on both sides, for all of them. Under load, that is most of the per-call cost on a machine where each
 * statement costs far more in system calls and wake-ups than in SQL.
 *
 * When a shared statement fails (and `resendAlone` allows it), each of its calls is sent again alone, in order, so one
 * bad input (a malformed id, an event id used before) fails only its own caller, and each caller gets the answer it
 * would have had alone.
 */
export class Coalescer<I, O> {
  private readonly waiting: Array<Waiting<I, O>> = [];
  private inFlight = 0;
  /** A slot freed this turn of the event loop: the waiting calls go at its end (done). */
  private dispatching = false;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;

  constructor(
    private readonly runMany: RunMany<I, O>,
    private readonly runOne: RunOne<I, O>,
    private readonly options: CoalescerOptions<I> = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? 1;
    this.maxBatch = options.maxBatch ?? 64;
  }

  call(input: I): Promise<O> {
    if (this.inFlight < this.maxInFlight && !this.waiting.length && !this.dispatching) {
      this.inFlight++;
      return this.runOne(input).finally(() => this.done());
    }
    return new Promise<O>((resolve, reject) => this.waiting.push({ input, resolve, reject }));
  }

  /**
   * A statement has answered: the calls waiting for a slot go at the end of this turn of the event loop, not at once.
   * The callers it answered are resumed by promise callbacks that run first, and a caller in a loop (a writer appending
   * again, a worker taking its next job) calls again from them: it joins this batch instead of waiting for the next
   * slot. Sent at once, the batch held only the calls that came while the statement ran, and the resumed callers each
   * waited a whole statement more, in the next small batch. Event-store appends at 8 writers: 2.6 appends per commit
   * and 70% of raw INSERT's rate became 7.8 and 98% (npm run bench -- event-store).
   */
  private done(): void {
    this.inFlight--;
    if (this.dispatching) return;
    this.dispatching = true;
    setImmediate(() => {
      this.dispatching = false;
      while (this.inFlight < this.maxInFlight && this.waiting.length) this.send(this.take());
    });
  }

  /** The next batch: the oldest waiting calls, one per distinct key, maxBatch at most; the rest keep their places. */
  private take(): Array<Waiting<I, O>> {
    const { distinctBy } = this.options;
    if (!distinctBy) return this.waiting.splice(0, this.maxBatch);
    const batch: Array<Waiting<I, O>> = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < this.maxBatch;) {
      const key = distinctBy(this.waiting[i].input);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(...this.waiting.splice(i, 1));
    }
    return batch;
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
      } catch (error) {
        if (this.options.resendAlone && !this.options.resendAlone(error)) {
          batch.forEach((waiting) => waiting.reject(error));
          return;
        }
        // Each call again, alone, in order, for its own answer (below).
      }
    }
    const outcomes: Array<{ ok: true; output: O } | { ok: false; error: unknown }> = [];
    for (const waiting of batch) {
      outcomes.push(
        await this.runOne(waiting.input).then(
          (output) => ({ ok: true as const, output }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      );
    }
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) waiting.resolve(outcome.output);
      else waiting.reject(outcome.error);
    });
  }
}

/**
 * Coalescers kept per pool (a call's batch partners must use the same connections: a job's pool is not a request's)
 * and per key (the statement's fixed parameters, such as a consumer's name).
 */
export class CoalescerMap<P extends object, I, O, K extends string = string> {
  private readonly byPool = new WeakMap<P, Map<K, Coalescer<I, O>>>();

  constructor(private readonly make: (pool: P, key: K) => Coalescer<I, O>) {}

  for(pool: P, key: K): Coalescer<I, O> {
    let byKey = this.byPool.get(pool);
    if (!byKey) this.byPool.set(pool, (byKey = new Map()));
    let coalescer = byKey.get(key);
    if (!coalescer) byKey.set(key, (coalescer = this.make(pool, key)));
    return coalescer;
  }
}

/**
 * A resendAlone for writes: a statement the server answered with an error rolled back by itself, so its calls may go
 * again one by one; a lost connection has no such code, and its statement may have committed.
 */
export function refusedByDatabase(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}
