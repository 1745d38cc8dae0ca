import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Checkpoint, EventStore, START } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { businessFigures, BusinessFigures, FigureEvent, lastMonths } from '../domain/business-figures';

/** Months the dashboard's business figures cover, ending with the current business month. */
export const BUSINESS_FIGURE_MONTHS = 6;
const PAGE = 2000;
const STREAM_TYPES = ['order', 'lead', 'service-plan'];

/** MRR and its movement, customers, churn, ARPU, LTV, recovery, cancellation reasons and conversion by source. */
export class BusinessFiguresQuery extends Query<BusinessFigures> {}

/**
 * Reads the order, lead and service-plan streams from the start of the log and folds them with the pure
 * businessFigures: no read table of its own, so the answer is what a replay of the log gives, in business time.
 */
@QueryHandler(BusinessFiguresQuery)
export class BusinessFiguresHandler implements IQueryHandler<BusinessFiguresQuery> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<BusinessFigures> {
    const events: FigureEvent[] = [];
    let after: Checkpoint = START;
    for (;;) {
      const page = await this.store.readAll(after, PAGE, { streamTypes: STREAM_TYPES });
      for (const event of page) {
        events.push({ type: event.type, streamId: event.streamId, data: event.data as Record<string, unknown>, occurredAt: event.metadata.occurredAt });
      }
      if (page.length < PAGE) break;
      const last = page[page.length - 1];
      after = { tx: last.transactionId, position: last.globalPosition };
    }
    const timeZone = this.config.business.timeZone;
    return businessFigures(events, timeZone, lastMonths(timeZone, this.clock.now(), BUSINESS_FIGURE_MONTHS));
  }
}
