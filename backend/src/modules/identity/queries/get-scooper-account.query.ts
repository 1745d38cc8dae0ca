import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { SCOOPER_MESSAGES } from '../identity.messages';
import { AdminScooperAccount, SCOOPER_ACCOUNT_FROM, SCOOPER_ACCOUNT_SELECT, toScooperAccount } from './scooper-account-row';

/** One scooper account for the admin's show and edit pages; 404 for an id that is no scooper's. */
export class GetScooperAccountQuery extends Query<AdminScooperAccount> {
  constructor(readonly scooperId: string) {
    super();
  }
}

@QueryHandler(GetScooperAccountQuery)
export class GetScooperAccountHandler implements IQueryHandler<GetScooperAccountQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ scooperId }: GetScooperAccountQuery): Promise<AdminScooperAccount> {
    if (!isUuid(scooperId)) throw new NotFoundException(SCOOPER_MESSAGES.notFound);
    const [row] = await this.db.query(`select ${SCOOPER_ACCOUNT_SELECT} from ${SCOOPER_ACCOUNT_FROM} where p.user_id = $1`, [scooperId]);
    if (!row) throw new NotFoundException(SCOOPER_MESSAGES.notFound);
    return toScooperAccount(row);
  }
}
