import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, PersonalDataVault } from '../../../event-store';
import { Problem } from '../../../platform/http/problem';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { AREA_REQUEST_STREAM_DEFINITION, AreaRequestRejected, decideAreaRequest, initialAreaRequestState } from '../domain/area-request';
import { AreaRequestSubmitted } from '../domain/area-request.events';
import { AREA_REQUEST_MESSAGES } from '../leads.messages';

/** Spec 001 §9: 5 area requests per 5 minutes. */
export const AREA_REQUEST_LIMIT = { limit: 5, windowMs: 5 * 60_000 } as const;

/** A visitor outside the served ZIP codes asks to be told when we reach theirs. */
export class SubmitAreaRequestCommand extends Command<{ id: string }> {
  constructor(
    readonly request: Omit<AreaRequestSubmitted, 'requestId'>,
    readonly ip: string,
    readonly requestId: string | null,
  ) {
    super();
  }
}

/** The rules first, then the per-address limit (a refused request does not count), then a new stream. */
@CommandHandler(SubmitAreaRequestCommand)
export class SubmitAreaRequestHandler implements ICommandHandler<SubmitAreaRequestCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute({ request, ip, requestId }: SubmitAreaRequestCommand): Promise<{ id: string }> {
    const id = randomUUID();
    let events;
    try {
      events = decideAreaRequest({ type: 'submit', request: { requestId: id, ...request } }, initialAreaRequestState());
    } catch (error) {
      throw error instanceof AreaRequestRejected ? Problem.validation(error.errors) : error;
    }
    await this.limiter.enforce([{ key: `area-request:${clientKey(ip)}`, ...AREA_REQUEST_LIMIT }], {
      title: AREA_REQUEST_MESSAGES.tooManyTitle,
      detail: AREA_REQUEST_MESSAGES.tooMany,
      code: 'AREA_REQUEST_LIMIT',
    });
    await this.store.stream(AREA_REQUEST_STREAM_DEFINITION).append(id, 'no-stream', events, {
      subjectId: this.vault.subjectIdFor(request.customerEmail),
      metadata: { actor: 'visitor', requestId, correlationId: id },
    });
    return { id };
  }
}
