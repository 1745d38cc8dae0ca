import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { CONFIRMATION_KEY_PURPOSE, verifyConfirmationToken } from '../domain/confirmation-token';
import { DATA_DELETION_STREAM_DEFINITION, filedAt, LinkState, linkState } from '../domain/data-deletion';

/** What a confirmation link's page should offer (GET), without changing anything. */
export class CheckDeletionLinkQuery extends Query<LinkState> {
  constructor(readonly token: unknown) {
    super();
  }
}

@QueryHandler(CheckDeletionLinkQuery)
export class CheckDeletionLinkHandler implements IQueryHandler<CheckDeletionLinkQuery> {
  private readonly key: Buffer;

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    this.key = store.vault.derivedKey(CONFIRMATION_KEY_PURPOSE);
  }

  async execute({ token }: CheckDeletionLinkQuery): Promise<LinkState> {
    const requestId = verifyConfirmationToken(token, this.key);
    if (!requestId) return 'invalid-link';
    const { state, events } = await this.store.stream(DATA_DELETION_STREAM_DEFINITION).aggregate(requestId);
    return linkState(state, filedAt(events), this.clock.now());
  }
}
