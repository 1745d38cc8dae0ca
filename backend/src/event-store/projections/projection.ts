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

  handling(events: RecordedEvent[]): Array<{ projection: Projection; events: RecordedEvent[] }> {
    const out: Array<{ projection: Projection; events: RecordedEvent[] }> = [];
    for (const projection of this.projections.values()) {
      const mine = events.filter((e) => projection.handles(e.type));
      if (mine.length) out.push({ projection, events: mine });
    }
    return out;
  }
}
