import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { EmailSummary, SUMMARY_COLUMNS, toEmailSummary } from './list-emails.query';
import { isUuid } from '../../../platform/http/request';

export interface EmailDetail extends EmailSummary {
  html: string;
  text: string;
  provider_response: string | null;
  event_id: string | null;
}


/** One message with its rendered parts; an id that is not a uuid simply names no message. */
export async function getEmail(db: Database, id: string): Promise<EmailDetail> {
  const [row] = isUuid(id)
    ? await db.query(`select ${SUMMARY_COLUMNS}, html, text, provider_response, event_id from email_outbox where id = $1`, [id])
    : [];
  if (!row) throw new Problem(404, 'Not Found', 'This e-mail does not exist.', undefined, 'NOT_FOUND');
  return {
    ...toEmailSummary(row),
    html: String(row.html),
    text: String(row.text),
    provider_response: (row.provider_response as string | null) ?? null,
    event_id: (row.event_id as string | null) ?? null,
  };
}
