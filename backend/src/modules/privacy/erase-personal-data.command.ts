import { HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { eraseSubject, EventStore } from '../../event-store';
import { Clock } from '../../platform/clock';
import { Database } from '../../platform/database/database';
import { Problem } from '../../platform/http/problem';
import { DATA_DELETION_STREAM, dataDeletionStreamId, ErasureRecorded } from '../leads/data-deletion/data-deletion.events';
import { DATA_DELETION_REQUEST_COLUMNS, DataDeletionRequestView, toDataDeletionRequestView } from './data-deletion-request.view';
import { PRIVACY_MESSAGES } from './privacy.messages';

/**
 * Erases the person behind a data-deletion request through the vault (key shredded, read tables purged,
 * personal-data-erased on each of their streams), then records on the request who did it and what it reached.
 * A second call answers the request as recorded the first time.
 */
@Injectable()
export class ErasePersonalData {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(requestId: string, staffEmail: string): Promise<DataDeletionRequestView> {
    // One erasure per request at a time: the lock holds a second click until the first has recorded its result.
    await this.db.transaction(async (client) => {
      await client.query(`select pg_advisory_xact_lock(hashtext('erase-request:' || $1))`, [requestId]);
      const { rows } = await client.query<{ subject_id: string | null; erased_at: Date | null }>('select subject_id, erased_at from data_deletion_requests where id = $1', [requestId]);
      if (!rows.length) throw new NotFoundException(PRIVACY_MESSAGES.requestNotFound);
      const [{ subject_id: subjectId, erased_at: erasedAt }] = rows;
      if (erasedAt) return;
      if (!subjectId) throw new Problem(HttpStatus.CONFLICT, 'Nothing to erase', PRIVACY_MESSAGES.noSubject, undefined, 'NO_SUBJECT');
      const actor = `staff:${staffEmail}`;
      const report = await eraseSubject(this.db, this.store, subjectId, actor);
      const data: ErasureRecorded = { requestId, subjectId, erasedBy: staffEmail, erasedStreams: report.streams };
      await this.store.append(dataDeletionStreamId(requestId), DATA_DELETION_STREAM, 'any', [{ type: 'data-deletion.erasure-recorded', data: { ...data } }], {
        metadata: { actor, correlationId: requestId },
      });
    });
    return this.view(requestId);
  }

  async view(requestId: string): Promise<DataDeletionRequestView> {
    const [row] = await this.db.query(`select ${DATA_DELETION_REQUEST_COLUMNS} from data_deletion_requests where id = $1`, [requestId]);
    if (!row) throw new NotFoundException(PRIVACY_MESSAGES.requestNotFound);
    return toDataDeletionRequestView(row, this.clock.now());
  }
}
