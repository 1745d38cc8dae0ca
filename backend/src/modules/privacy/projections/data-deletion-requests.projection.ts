import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { DataDeletionEvent } from '../domain/data-deletion.events';

/** data_deletion_requests: what staff list and show (awaiting confirmation → confirmed → erased). */
export const dataDeletionRequestsProjection: Projection = {
  name: 'data_deletion_requests',
  tables: ['data_deletion_requests'],
  independent: true,
  handles: (type) => type === 'data-deletion.requested' || type === 'data-deletion.confirmed' || type === 'data-deletion.erasure-recorded',
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) {
      const event = narrow<DataDeletionEvent>(recorded);
      switch (event.type) {
        case 'data-deletion.requested': {
          const d = event.data;
          await client.query(
            `insert into data_deletion_requests (id, email, full_name, reason, account_details, status, subject_id, created_at)
             values ($1, $2, $3, $4, $5, 'awaiting-confirmation', $6, $7) on conflict (id) do nothing`,
            [d.requestId, d.email, d.fullName, d.reason, d.accountDetails, event.subjectId, event.metadata.occurredAt],
          );
          break;
        }
        case 'data-deletion.confirmed':
          await client.query(`update data_deletion_requests set status = 'confirmed', confirmed_at = $2 where id = $1 and confirmed_at is null`, [
            event.data.requestId,
            event.metadata.occurredAt,
          ]);
          break;
        case 'data-deletion.erasure-recorded': {
          const e = event.data;
          await client.query(`update data_deletion_requests set status = 'erased', erased_at = $2, erased_by = $3, erased_streams = $4 where id = $1`, [
            e.requestId,
            event.metadata.occurredAt,
            e.erasedBy,
            e.erasedStreams,
          ]);
          break;
        }
      }
    }
  },
  async erase(subjectId, client) {
    await client.query(`update data_deletion_requests set email = $2, full_name = $2, reason = $2, account_details = $2 where subject_id = $1`, [
      subjectId,
      ERASED,
    ]);
  },
};
