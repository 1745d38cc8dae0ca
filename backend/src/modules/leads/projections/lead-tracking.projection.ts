import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { LeadEvent, leadIdOf } from '../domain/lead.events';

const json = (value: unknown) => JSON.stringify(value ?? {});

/** lead_tracking, projected inline: the public flow reads its own writes (reuse, block, progress). */
export const leadTrackingProjection: Projection = {
  name: 'lead_tracking',
  tables: ['lead_tracking'],
  independent: true,
  handles: (type) => type.startsWith('lead.'),
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) await applyOne(recorded, client);
  },
  async erase(subjectId, client) {
    // Exactly what a replay of the erased log produces, so replay --verify stays clean after an erasure.
    await client.query(
      `update lead_tracking set contact_info = $2,
         contact_name = case when contact_name is null then null else $2 end,
         contact_phone = case when contact_phone is null then null else $2 end,
         user_agent = $2, form_data = to_jsonb($2::text)
       where subject_id = $1`,
      [subjectId, ERASED],
    );
  },
};

async function applyOne(recorded: RecordedEvent, client: Queryable): Promise<void> {
  const event = narrow<LeadEvent>(recorded);
  const id = leadIdOf(recorded.streamId);
  const at = recorded.metadata.occurredAt;
  const touch: unknown[] = [id, recorded.version, at];
  switch (event.type) {
    case 'lead.started': {
      const d = event.data;
      await client.query(
        `insert into lead_tracking (id, stream_id, contact_info, contact_type, form_type, form_data, source_page, referrer, user_agent,
           user_session, status, existing_client, last_activity_at, subject_id, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active', $11, $12, $14, $13, $12, $12)
         on conflict (id) do nothing`,
        [
          id,
          recorded.streamId,
          d.contactInfo,
          d.contactType,
          d.formType,
          json(d.formData),
          d.sourcePage,
          d.referrer,
          d.userAgent,
          d.userSession,
          d.existingClient,
          at,
          recorded.version,
          recorded.subjectId,
        ],
      );
      return;
    }
    case 'lead.reused':
      await client.query(
        `update lead_tracking set reuse_count = reuse_count + 1, form_data = $4, last_activity_at = $3, version = $2, updated_at = $3 where id = $1`,
        [...touch, json(event.data.formData)],
      );
      return;
    case 'lead.progressed':
      await client.query(`update lead_tracking set last_step = $4, form_data = $5, last_activity_at = $3, version = $2, updated_at = $3 where id = $1`, [
        ...touch,
        event.data.step,
        json(event.data.formData),
      ]);
      return;
    case 'lead.contact-updated': {
      const column = { email: 'contact_info', name: 'contact_name', phone: 'contact_phone' }[event.data.fieldType];
      await client.query(`update lead_tracking set ${column} = $4, last_activity_at = $3, version = $2, updated_at = $3 where id = $1`, [
        ...touch,
        event.data.value,
      ]);
      return;
    }
    case 'lead.moved-to-in-progress':
      await client.query(
        `update lead_tracking set status = case when status = 'active' then 'in-progress' else status end,
           moved_to_in_progress_at = coalesce(moved_to_in_progress_at, $3), last_activity_at = $3, version = $2, updated_at = $3 where id = $1`,
        touch,
      );
      return;
    case 'lead.existing-client-confirmed':
      await client.query(`update lead_tracking set existing_client_confirmed_at = $3, version = $2, updated_at = $3 where id = $1`, touch);
      return;
    case 'lead.abandoned':
      await client.query(
        `update lead_tracking set status = 'abandoned', abandoned_at = $3, abandonment_reason = $4,
           form_data = coalesce($5::jsonb, form_data), version = $2, updated_at = $3 where id = $1`,
        [...touch, event.data.reason, event.data.lastFormData == null ? null : json(event.data.lastFormData)],
      );
      return;
    case 'lead.converted':
      await client.query(
        `update lead_tracking set status = 'converted', converted_at = $3, converted_order_id = $4, conversion_value = $5,
           version = $2, updated_at = $3 where id = $1`,
        [...touch, event.data.orderId, event.data.value],
      );
      return;
    default:
      await client.query(`update lead_tracking set version = $2 where id = $1`, [id, recorded.version]);
  }
}
