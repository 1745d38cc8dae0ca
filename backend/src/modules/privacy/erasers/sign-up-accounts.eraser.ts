import { ErasedPerson, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';

/** Roles that make an account staff's, not a customer's. */
const CUSTOMER_ROLE = 'customer';

/**
 * Customer accounts go with the person: the users row, and with it (on delete cascade) their sessions, roles
 * and sign-up tokens (which hold the pending name and password hash). Staff accounts (any role besides
 * 'customer': admin, scooper) are left alone: a deletion request is no way to lock staff out, and staff
 * records are the business's own; removing a colleague is an admin's job.
 */
export const signUpAccountsEraser: PersonalDataEraser = {
  name: 'users (customer accounts)',
  async erase(_subjectId: string, client: Queryable, person: ErasedPerson): Promise<void> {
    if (!person.emails.length) return;
    await client.query(
      `delete from users u where lower(u.email) = any($1::text[])
         and not exists (select 1 from user_roles r where r.user_id = u.id and r.role <> $2)`,
      [person.emails, CUSTOMER_ROLE],
    );
  },
};
