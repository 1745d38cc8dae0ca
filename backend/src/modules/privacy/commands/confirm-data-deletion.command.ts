import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { CONFIRMATION_KEY_PURPOSE, verifyConfirmationToken } from '../domain/confirmation-token';
import { DATA_DELETION_STREAM_DEFINITION, DataDeletionRejected, decideDataDeletion, filedAt, LinkState } from '../domain/data-deletion';

export type ConfirmDeletionOutcome = 'confirmed' | Exclude<LinkState, 'confirm'>;

export class ConfirmDataDeletionCommand extends Command<ConfirmDeletionOutcome> {
  constructor(readonly token: unknown) {
    super();
  }
}

/**
 * The mailbox owner confirms a data-deletion request by the e-mailed link. The token is signed (it names
 * the request), works for CONFIRMATION_LINK_DAYS after the request, and has one effect: the first POST appends
 * data-deletion.confirmed; later ones answer 'used'. Only then may staff erase.
 */
@CommandHandler(ConfirmDataDeletionCommand)
export class ConfirmDataDeletionHandler implements ICommandHandler<ConfirmDataDeletionCommand> {
  private readonly key: Buffer;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    this.key = store.vault.derivedKey(CONFIRMATION_KEY_PURPOSE);
  }

  async execute({ token }: ConfirmDataDeletionCommand): Promise<ConfirmDeletionOutcome> {
    const requestId = verifyConfirmationToken(token, this.key);
    if (!requestId) return 'invalid-link';
    const requests = this.store.stream(DATA_DELETION_STREAM_DEFINITION);
    return this.db.transaction(async (client) => {
      // Two presses at once: the second waits here, then finds the request confirmed.
      await client.query(`select pg_advisory_xact_lock(hashtext('confirm-deletion:' || $1))`, [requestId]);
      const { state, events, expected } = await requests.aggregate(requestId);
      try {
        const decided = decideDataDeletion({ type: 'confirm', requestedAt: filedAt(events), now: this.clock.now() }, state);
        await requests.append(requestId, expected, decided, { metadata: { actor: 'requester', correlationId: requestId } });
        return 'confirmed';
      } catch (error) {
        if (error instanceof DataDeletionRejected && (error.reason === 'used' || error.reason === 'expired' || error.reason === 'invalid-link'))
          return error.reason;
        throw error;
      }
    });
  }
}
