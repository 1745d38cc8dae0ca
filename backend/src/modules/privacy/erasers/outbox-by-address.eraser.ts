import { ERASED, ErasedPerson, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';

/**
 * The outbox's own eraser finds messages by subject id; this one finds every message sent to the address,
 * whatever subject the sender named (sign-up mail, staff test mail). Same shredding: the fact a message went stays.
 */
export const outboxByAddressEraser: PersonalDataEraser = {
  name: 'email_outbox (by address)',
  async erase(_subjectId: string, client: Queryable, person: ErasedPerson): Promise<void> {
    if (!person.emails.length) return;
    await client.query(
      `update email_outbox set to_address = $2, subject = $2, html = $2, text = $2,
         error = case when error is null then null else $2 end,
         provider_response = case when provider_response is null then null else $2 end
       where lower(trim(to_address)) = any($1::text[])`,
      [person.emails, ERASED],
    );
  },
};
