import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { PRIVACY_MESSAGES } from '../privacy.messages';
import { DATA_DELETION_REQUEST_COLUMNS, DataDeletionRequestView, toDataDeletionRequestView } from './data-deletion-request-row';

/** One data-deletion request from data_deletion_requests, with its due date and whether it is overdue now. */
export class GetDataDeletionRequestQuery extends Query<DataDeletionRequestView> {
  constructor(readonly requestId: string) {
    super();
  }
}

@QueryHandler(GetDataDeletionRequestQuery)
export class GetDataDeletionRequestHandler implements IQueryHandler<GetDataDeletionRequestQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ requestId }: GetDataDeletionRequestQuery): Promise<DataDeletionRequestView> {
    const [row] = await this.db.query(`select ${DATA_DELETION_REQUEST_COLUMNS} from data_deletion_requests where id = $1`, [requestId]);
    if (!row) throw new NotFoundException(PRIVACY_MESSAGES.requestNotFound);
    return toDataDeletionRequestView(row, this.clock.now());
  }
}
