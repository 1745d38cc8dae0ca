import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { AffiliateLink, toAffiliateLink } from '../queries/affiliate-link-row';

export interface AffiliateLinkInput {
  phrase: string;
  affiliate_url: string;
  search_term: string;
  is_active?: boolean;
}

/** The affiliate_links table's writes (spec 001 §7: insert, update, delete, toggle). Used by the affiliate command handlers only; null is "no such link". */
@Injectable()
export class AffiliateLinks {
  constructor(@Inject(Database) private readonly db: Database) {}

  async create(input: AffiliateLinkInput): Promise<AffiliateLink> {
    const [row] = await this.db.query(`insert into affiliate_links (phrase, affiliate_url, search_term, is_active) values ($1, $2, $3, $4) returning *`, [
      input.phrase,
      input.affiliate_url,
      input.search_term,
      input.is_active ?? true,
    ]);
    return toAffiliateLink(row);
  }

  async update(id: string, input: AffiliateLinkInput): Promise<AffiliateLink | null> {
    const [row] = await this.db.query(
      `update affiliate_links set phrase = $2, affiliate_url = $3, search_term = $4, is_active = coalesce($5, is_active) where id = $1 returning *`,
      [id, input.phrase, input.affiliate_url, input.search_term, input.is_active ?? null],
    );
    return row ? toAffiliateLink(row) : null;
  }

  async toggle(id: string): Promise<AffiliateLink | null> {
    const [row] = await this.db.query(`update affiliate_links set is_active = not is_active where id = $1 returning *`, [id]);
    return row ? toAffiliateLink(row) : null;
  }

  async remove(id: string): Promise<AffiliateLink | null> {
    const [row] = await this.db.query(`delete from affiliate_links where id = $1 returning *`, [id]);
    return row ? toAffiliateLink(row) : null;
  }
}
