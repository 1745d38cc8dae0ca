import { ErasedPerson, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { addressPatterns } from './address-patterns';

/**
 * Chat transcripts carry no subject id, so a conversation counts as the person's when
 *  - any of its messages (either side) names their address as a whole address, or
 *  - it came from the browser session one of their leads came from (lead_tracking.user_session; 'anonymous'
 *    is every session-less visitor, so it links nobody).
 * Such a conversation is deleted whole, summary row included: a transcript without the address would still
 * hold what the person told the guide about their yard, dogs and home.
 */
export const chatTranscriptsEraser: PersonalDataEraser = {
  name: 'ai_guide_chats',
  async erase(subjectId: string, client: Queryable, person: ErasedPerson): Promise<void> {
    const patterns = addressPatterns(person.emails);
    await client.query(
      `with sessions as (
         select user_session from lead_tracking where subject_id = $1 and user_session is not null and user_session not in ('', 'anonymous')
       ), theirs as (
         select conversation_id from ai_guide_chats where message ~* any($2::text[]) or user_session in (select user_session from sessions)
         union
         select conversation_id from ai_guide_conversations where first_user_message ~* any($2::text[]) or user_session in (select user_session from sessions)
       ), turns as (
         delete from ai_guide_chats where conversation_id in (select conversation_id from theirs)
       )
       delete from ai_guide_conversations where conversation_id in (select conversation_id from theirs)`,
      [subjectId, patterns],
    );
  },
};
