import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { EXPIRED_PENDING_HOURS } from '../domain/order';

export interface CleanupStats {
  pendingWithoutPayment: number;
  expiredPending: number;
  duplicateOrders: number;
  duplicateGroups: number;
  olderThanHours: number;
}

/** An order the cleanup would remove; a duplicate names the order kept in its place. */
export interface CleanupCandidate {
  id: string;
  stream_id: string;
  kept_id?: string;
}

// Cleanable: pending, no payment intent, not already removed (spec 001 §4).
const CLEANABLE = `payment_status = 'pending' and stripe_payment_intent_id is null and removed_at is null`;
const DUPLICATES = `
  select id, first_value(id) over w as kept_id, row_number() over w as rank
  from customer_orders where ${CLEANABLE}
  window w as (partition by lower(customer_email), service_frequency, number_of_dogs, yard_size order by created_at desc, id desc)`;

const cutoff = (clock: Clock) => new Date(clock.now().getTime() - EXPIRED_PENDING_HOURS * 3600_000);

/** The cleanup card's counts, from customer_orders. */
export class CleanupStatsQuery extends Query<CleanupStats> {}

@QueryHandler(CleanupStatsQuery)
export class CleanupStatsHandler implements IQueryHandler<CleanupStatsQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<CleanupStats> {
    const [row] = await this.db.query<{ pending: number; expired: number; dup_orders: number; dup_groups: number }>(
      `select (select count(*)::int from customer_orders where ${CLEANABLE}) as pending,
              (select count(*)::int from customer_orders where ${CLEANABLE} and created_at < $1) as expired,
              (select count(*)::int from (${DUPLICATES}) d where rank > 1) as dup_orders,
              (select count(distinct kept_id)::int from (${DUPLICATES}) d where rank > 1) as dup_groups`,
      [cutoff(this.clock)],
    );
    return {
      pendingWithoutPayment: row.pending,
      expiredPending: row.expired,
      duplicateOrders: row.dup_orders,
      duplicateGroups: row.dup_groups,
      olderThanHours: EXPIRED_PENDING_HOURS,
    };
  }
}

/**
 * What the cleanup would remove: pending orders unpaid past the expiry, or the older orders sharing e-mail,
 * frequency, dogs and yard with a more recent one (the most recent is kept, spec 001 §5).
 */
export class CleanupCandidatesQuery extends Query<CleanupCandidate[]> {
  constructor(readonly kind: 'expired' | 'duplicates') {
    super();
  }
}

@QueryHandler(CleanupCandidatesQuery)
export class CleanupCandidatesHandler implements IQueryHandler<CleanupCandidatesQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  execute({ kind }: CleanupCandidatesQuery): Promise<CleanupCandidate[]> {
    if (kind === 'expired')
      return this.db.query<CleanupCandidate>(`select id, stream_id from customer_orders where ${CLEANABLE} and created_at < $1`, [cutoff(this.clock)]);
    return this.db.query<CleanupCandidate>(`select d.id, o.stream_id, d.kept_id from (${DUPLICATES}) d join customer_orders o using (id) where d.rank > 1`);
  }
}
