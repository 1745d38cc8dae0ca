import { Inject, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eraseSubject, EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { DATA_DELETION_STREAM_DEFINITION, DataDeletionRejected, decideDataDeletion, erasureTarget } from '../domain/data-deletion';

/** Staff erase the person behind a confirmed data-deletion request. */
export class ErasePersonalDataCommand extends Command<void> {
  constructor(
    readonly requestId: string,
    readonly staffEmail: string,
  ) {
    super();
  }
}

/**
 * Erases the person behind a data-deletion request through the vault (key shredded, read tables purged,
 * personal-data-erased on each of their streams), then records on the request who did it and what it reached.
 * A second call changes nothing (the request stays as recorded the first time).
 */
@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ requestId, staffEmail }: ErasePersonalDataCommand): Promise<void> {
    const requests = this.store.stream(DATA_DELETION_STREAM_DEFINITION);
    // One erasure per request at a time: the lock holds a second click until the first has recorded its result.
    await this.db.transaction(async (client) => {
      await client.query(`select pg_advisory_xact_lock(hashtext('erase-request:' || $1))`, [requestId]);
      try {
        const before = await requests.aggregate(requestId);
        const subjectId = erasureTarget(before.state, before.subjectId);
        if (!subjectId) return;
        const actor = `staff:${staffEmail}`;
        // The address reaches tables keyed by no subject (accounts, chats, analytics, sessions): read before it is shredded.
        const requested = before.events.find((event) => event.type === 'data-deletion.requested');
        const emails = requested?.type === 'data-deletion.requested' ? [requested.data.email] : [];
        const report = await eraseSubject(this.db, this.store, subjectId, actor, { emails });
        // The erasure appended personal-data-erased to this stream too: decide on the stream as it is now.
        const after = await requests.aggregate(requestId);
        const events = decideDataDeletion({ type: 'erase', subjectId: after.subjectId, erasedBy: staffEmail, erasedStreams: report.streams }, after.state);
        await requests.append(requestId, after.expected, events, { metadata: { actor, correlationId: requestId } });
      } catch (error) {
        throw error instanceof DataDeletionRejected ? toHttp(error) : error;
      }
    });
  }
}

function toHttp(rejection: DataDeletionRejected): Error {
  if (rejection.status === 404) return new NotFoundException(rejection.message);
  return new Problem(rejection.status, rejection.title ?? 'Conflict', rejection.message, undefined, rejection.code);
}
