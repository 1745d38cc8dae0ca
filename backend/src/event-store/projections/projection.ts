import { Queryable } from '../../platform/database/database';
import { RecordedEvent } from '../types';

/**
 * A read model built from events. Inline projections run inside the append transaction (read-your-writes);
 * replay rebuilds their tables from position 0. apply() gets events in log order, in batches.
 */
export interface Projection {
  name: string;
  /** Tables this projection owns; replay truncates and rebuilds them. */
  tables: string[];
  /** Stored-name prefixes it handles, without version, e.g. ['lead.']. */
  handles(eventType: string): boolean;
  apply(events: RecordedEvent[], client: Queryable): Promise<void>;
  /**
   * Reads no table of another projection, and no other projection reads its tables: it may run beside the others in
   * the append's transaction (ProjectionRegistry.apply), its statements sent with theirs instead of a round trip after
   * them. projections-independent.spec.ts checks both halves against the projections' source.
   */
  independent?: boolean;
  /** Replaces the subject's personal fields in its tables with '[erased]'. */
  erase?(subjectId: string, client: Queryable): Promise<void>;
  /**
   * How replay --verify reads a table to compare it (its rows by default): a select over `{table}`, for a table whose
   * rows differ between equal states (a count spread over rows, of which only the sums mean anything).
   */
  compareAs?: Record<string, string>;
}

/** Who is being erased, beyond the subject id: the addresses that name them in tables keyed by no subject. */
export interface ErasedPerson {
  /** Normalised (trimmed, lower-case) e-mail addresses. */
  emails: readonly string[];
}

/** A table outside the projections that holds copies of personal data (e.g. the e-mail outbox); erasure purges it too. */
export interface PersonalDataEraser {
  name: string;
  erase(subjectId: string, client: Queryable, person: ErasedPerson): Promise<void>;
}

/** PostgreSQL's answer to a statement in a transaction an earlier statement failed (in_failed_sql_transaction). */
const TRANSACTION_ABORTED = '25P02';

export class ProjectionRegistry {
  private readonly projections = new Map<string, Projection>();
  private readonly erasers = new Map<string, PersonalDataEraser>();

  registerEraser(...erasers: PersonalDataEraser[]): this {
    for (const eraser of erasers) this.erasers.set(eraser.name, eraser);
    return this;
  }

  /** Every projection's erase plus the registered erasers. */
  personalDataErasers(): PersonalDataEraser[] {
    const fromProjections = this.all().flatMap((p) => (p.erase ? [{ name: p.name, erase: p.erase.bind(p) }] : []));
    return [...fromProjections, ...this.erasers.values()];
  }

  register(...projections: Projection[]): this {
    for (const projection of projections) this.projections.set(projection.name, projection);
    return this;
  }

  all(): Projection[] {
    return [...this.projections.values()];
  }

  get(name: string): Projection | undefined {
    return this.projections.get(name);
  }

  handlesAny(eventTypes: string[]): boolean {
    return this.all().some((projection) => eventTypes.some((type) => projection.handles(type)));
  }

  /**
   * Projects `events` in the transaction of `client` (a pipelining one, so statements sent together share a round trip):
   * the independent projections all at once, beside the others, which run one after another in the order registered
   * (a later one may read what an earlier one wrote). Returns once every projection has finished, even after a failure
   * (no statement is left in flight on the client); then throws the failure that caused the others', not the
   * "current transaction is aborted" they met because of it.
   */
  async apply(events: RecordedEvent[], client: Queryable): Promise<void> {
    const running: Array<Promise<void>> = [];
    let inOrder: Promise<void> | null = null;
    for (const { projection, events: mine } of this.handling(events)) {
      const run = () => {
        try {
          return projection.apply(mine, client);
        } catch (error) {
          return Promise.reject(error as Error);
        }
      };
      if (projection.independent) running.push(run());
      else inOrder = inOrder ? inOrder.then(run) : run();
    }
    if (inOrder) running.push(inOrder);
    if (running.length === 1) return running[0];
    const failures = (await Promise.allSettled(running)).flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failures.length) throw failures.find((f) => (f as { code?: unknown } | null)?.code !== TRANSACTION_ABORTED) ?? failures[0];
  }

  handling(events: RecordedEvent[]): Array<{ projection: Projection; events: RecordedEvent[] }> {
    const out: Array<{ projection: Projection; events: RecordedEvent[] }> = [];
    for (const projection of this.projections.values()) {
      const mine = events.filter((e) => projection.handles(e.type));
      if (mine.length) out.push({ projection, events: mine });
    }
    return out;
  }
}
