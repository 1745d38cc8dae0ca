import { EventDefinition, ERASED, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';

export const DATA_DELETION_STREAM = 'data-deletion';
export const dataDeletionStreamId = (id: string) => `data-deletion-${id}`;

/** Spec 001 §3 data deletion request: email, fullName, reason, accountDetails. */
export interface DataDeletionRequested {
  requestId: string;
  email: string;
  fullName: string;
  reason: string;
  accountDetails: string;
}

/** Staff erased the person through this request: who, and which streams the erasure reached. */
export interface ErasureRecorded {
  requestId: string;
  subjectId: string;
  erasedBy: string;
  erasedStreams: string[];
}

export const DATA_DELETION_EVENTS: EventDefinition[] = [
  { type: 'data-deletion.requested', version: 1, personalFields: ['email', 'fullName', 'reason', 'accountDetails'] },
  { type: 'data-deletion.personal-data-erased', version: 1 },
  { type: 'data-deletion.erasure-recorded', version: 1 },
];

export const dataDeletionRequestsProjection: Projection = {
  name: 'data_deletion_requests',
  tables: ['data_deletion_requests'],
  handles: (type) => type === 'data-deletion.requested' || type === 'data-deletion.erasure-recorded',
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const event of events) {
      if (event.type === 'data-deletion.erasure-recorded') {
        const e = event.data as unknown as ErasureRecorded;
        await client.query(`update data_deletion_requests set status = 'erased', erased_at = $2, erased_by = $3, erased_streams = $4 where id = $1`, [
          e.requestId,
          event.metadata.occurredAt,
          e.erasedBy,
          e.erasedStreams,
        ]);
        continue;
      }
      const d = event.data as unknown as DataDeletionRequested;
      await client.query(
        `insert into data_deletion_requests (id, email, full_name, reason, account_details, subject_id, created_at)
         values ($1, $2, $3, $4, $5, (select subject_id from es_streams where stream_id = $6), $7) on conflict (id) do nothing`,
        [d.requestId, d.email, d.fullName, d.reason, d.accountDetails, event.streamId, event.metadata.occurredAt],
      );
    }
  },
  async erase(subjectId, client) {
    await client.query(`update data_deletion_requests set email = $2, full_name = $2, reason = $2, account_details = $2 where subject_id = $1`, [subjectId, ERASED]);
  },
};
