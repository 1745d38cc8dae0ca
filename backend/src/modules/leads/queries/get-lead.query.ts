import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { LEAD_MESSAGES } from '../leads.messages';
import { LeadRow, LEADS } from './lead-row';

/** One lead from lead_tracking, for the admin show page. */
export class GetLeadQuery extends Query<LeadRow> {
  constructor(readonly leadId: string) {
    super();
  }
}

@QueryHandler(GetLeadQuery)
export class GetLeadHandler implements IQueryHandler<GetLeadQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ leadId }: GetLeadQuery): Promise<LeadRow> {
    const rows = await this.db.query(`select ${LEADS.select} from ${LEADS.from} where l.id = $1`, [leadId]);
    if (!rows.length) throw new NotFoundException(LEAD_MESSAGES.notFound);
    return LEADS.map(rows[0]);
  }
}
