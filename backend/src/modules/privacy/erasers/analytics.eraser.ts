import { ErasedPerson, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { addressPatterns } from './address-patterns';

/**
 * website_analytics rows carry only a browser session id. A session is the person's when their address
 * appears in one of its page URLs or event data (as typed or percent-encoded, e.g. a quote link with
 * ?email=), or when it is the session one of their leads came from. Every row of such a session is deleted:
 * the journey itself is what identifies them.
 */
export const analyticsEraser: PersonalDataEraser = {
  name: 'website_analytics',
  async erase(subjectId: string, client: Queryable, person: ErasedPerson): Promise<void> {
    const patterns = addressPatterns(person.emails);
    await client.query(
      `with theirs as (
         select session_id from website_analytics where page_url ~* any($2::text[]) or event_data::text ~* any($2::text[])
         union
         select session_id from website_analytics
          where session_id::text in (select user_session from lead_tracking where subject_id = $1 and user_session is not null)
       )
       delete from website_analytics where session_id in (select session_id from theirs)`,
      [subjectId, patterns],
    );
  },
};
