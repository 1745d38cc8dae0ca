import { Queryable } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { pickFreeCode } from '../domain/short-code';

const ATTEMPTS = 20;

/**
 * Gives an article its short code once (idempotent). A racing save that takes the same code makes our insert a
 * no-op, so we pick again; the unique index is the referee.
 */
export async function assignShortCode(db: Queryable, articleId: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { rows: existing } = await db.query<{ short_code: string }>('select short_code from short_urls where article_id = $1', [articleId]);
    if (existing.length) return existing[0].short_code;
    const { rows: taken } = await db.query<{ short_code: string }>('select short_code from short_urls');
    const code = pickFreeCode(new Set(taken.map((r) => r.short_code)));
    if (!code) throw new Problem(409, 'Conflict', CONTENT_MESSAGES.shortCodesExhausted, undefined, 'SHORT_CODES_EXHAUSTED');
    const { rows } = await db.query<{ short_code: string }>(
      `insert into short_urls (short_code, article_id, created_at) values ($1, $2, $3) on conflict do nothing returning short_code`,
      [code, articleId, now],
    );
    if (rows.length) return rows[0].short_code;
  }
  throw new Problem(409, 'Conflict', 'Could not assign a short code right now. Please save again.', undefined, 'SHORT_CODE_BUSY');
}
