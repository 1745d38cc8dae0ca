import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, PersonalDataVault } from '../../../event-store';
import { throwIfErrors } from '../../../platform/http/problem';
import { clientKey, digestKey, GENERAL_RATE_LIMIT, RateLimiter } from '../../../platform/rate-limit';
import { emailError, sanitizeInstructions, stripMarkup } from '../../pricing';
import { DATA_DELETION_STREAM_DEFINITION, decideDataDeletion } from '../domain/data-deletion';
import { DATA_DELETION_MESSAGES } from '../privacy.messages';

/** Links sent to one address: enough for a typo'd first try, too few to flood anyone's mailbox. */
export const DATA_DELETION_EMAIL_LIMIT = { limit: 3, windowMs: 3_600_000 } as const;

export interface DataDeletionForm {
  email: string;
  fullName: string;
  reason?: string;
  accountDetails?: string;
}

/** What the data-deletion form sent, from which client (for the rate limits) and which HTTP request (for the audit). */
export class RequestDataDeletionCommand extends Command<{ requestId: string }> {
  constructor(
    readonly form: DataDeletionForm,
    readonly ip: string,
    readonly httpRequestId: string | null,
  ) {
    super();
  }
}

/**
 * Files a data-deletion request (spec 001 §2): the answer is the same for anyone's address; the address gets a
 * confirmation link (the follow-up relay sends it on data-deletion.requested).
 */
@CommandHandler(RequestDataDeletionCommand)
export class RequestDataDeletionHandler implements ICommandHandler<RequestDataDeletionCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute({ form, ip, httpRequestId }: RequestDataDeletionCommand): Promise<{ requestId: string }> {
    const email = stripMarkup(form.email).trim().toLowerCase();
    const fullName = stripMarkup(form.fullName).trim();
    const errors: Record<string, string> = {};
    const invalid = emailError(email);
    if (invalid) errors.email = invalid;
    if (!fullName) errors.fullName = DATA_DELETION_MESSAGES.fullNameRequired;
    throwIfErrors(errors);
    await this.limiter.enforce(
      [
        { key: `data-deletion:${clientKey(ip)}`, ...GENERAL_RATE_LIMIT },
        { key: `data-deletion-email:${digestKey(email)}`, ...DATA_DELETION_EMAIL_LIMIT },
      ],
      { title: 'Too Many Requests', detail: DATA_DELETION_MESSAGES.tooMany, code: 'RATE_LIMITED' },
    );

    const requestId = randomUUID();
    const requests = this.store.stream(DATA_DELETION_STREAM_DEFINITION);
    const { state, expected } = await requests.aggregate(requestId);
    const events = decideDataDeletion(
      {
        type: 'request',
        requestId,
        email,
        fullName,
        reason: sanitizeInstructions(form.reason ?? ''),
        accountDetails: sanitizeInstructions(form.accountDetails ?? ''),
      },
      state,
    );
    await requests.append(requestId, expected, events, {
      subjectId: this.vault.subjectIdFor(email),
      metadata: { actor: 'visitor', requestId: httpRequestId, correlationId: requestId },
    });
    return { requestId };
  }
}
