import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { AffiliateLink, toAffiliateLink } from './affiliate-link-row';

export class GetAffiliateLinkQuery extends Query<AffiliateLink> {
  constructor(readonly linkId: string) {
    super();
  }
}

@QueryHandler(GetAffiliateLinkQuery)
export class GetAffiliateLinkHandler implements IQueryHandler<GetAffiliateLinkQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ linkId }: GetAffiliateLinkQuery): Promise<AffiliateLink> {
    const [row] = await this.db.query(`select * from affiliate_links where id = $1`, [linkId]);
    if (!row) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.affiliateNotFound);
    return toAffiliateLink(row);
  }
}
