import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { BusinessFigures, lastMonths, summariseFigures } from '../domain/business-figures';
import { readFigureTotals } from '../projections/business-figures.projection';

/** Months the dashboard's business figures cover, ending with the current business month. */
export const BUSINESS_FIGURE_MONTHS = 6;

/** MRR and its movement, customers, churn, ARPU, LTV, recovery, cancellation reasons and conversion by source. */
export class BusinessFiguresQuery extends Query<BusinessFigures> {}

/**
 * Reads the business_figure_* tables the business_figures projection keeps from the order, lead and service-plan
 * streams (a few rows: month totals, invoice, reason and source counts) and sums them with the pure summariseFigures,
 * in business time. A replay of the projection gives the same tables, so the same answer as folding the log.
 */
@QueryHandler(BusinessFiguresQuery)
export class BusinessFiguresHandler implements IQueryHandler<BusinessFiguresQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<BusinessFigures> {
    const timeZone = this.config.business.timeZone;
    return summariseFigures(await readFigureTotals(this.db.pool), timeZone, lastMonths(timeZone, this.clock.now(), BUSINESS_FIGURE_MONTHS));
  }
}
