import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { isoOrNull } from '../../../platform/http/simple-rest';
import { AffiliatePhrase } from './link-affiliate-phrases';

export interface AffiliateLink {
  id: string;
  phrase: string;
  affiliate_url: string;
  search_term: string;
  is_active: boolean;
  created_at: string;
}

export interface AffiliateLinkInput {
  phrase: string;
  affiliate_url: string;
  search_term: string;
  is_active?: boolean;
}

export const toAffiliateLink = (row: Record<string, unknown>): AffiliateLink => ({
  id: String(row.id),
  phrase: String(row.phrase),
  affiliate_url: String(row.affiliate_url),
  search_term: String(row.search_term),
  is_active: Boolean(row.is_active),
  created_at: isoOrNull(row.created_at)!,
});

/** The affiliate_links table (spec 001 §7: list, insert, update, delete, toggle; public read of active ones). */
@Injectable()
export class AffiliateLinks {
  constructor(@Inject(Database) private readonly db: Database) {}

  async active(): Promise<AffiliatePhrase[]> {
    const rows = await this.db.query<{ phrase: string; affiliate_url: string; search_term: string }>(
      `select phrase, affiliate_url, search_term from affiliate_links where is_active order by created_at, id`,
    );
    return rows.map((r) => ({ phrase: r.phrase, tag: r.affiliate_url, searchTerm: r.search_term }));
  }

  async byId(id: string): Promise<AffiliateLink | null> {
    const [row] = await this.db.query(`select * from affiliate_links where id = $1`, [id]);
    return row ? toAffiliateLink(row) : null;
  }

  async create(input: AffiliateLinkInput): Promise<AffiliateLink> {
    const [row] = await this.db.query(
      `insert into affiliate_links (phrase, affiliate_url, search_term, is_active) values ($1, $2, $3, $4) returning *`,
      [input.phrase, input.affiliate_url, input.search_term, input.is_active ?? true],
    );
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
