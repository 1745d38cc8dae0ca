import { Inject, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { checkScooperProfile, ScooperProfileInput } from '../domain/scooper-profile';
import { SCOOPER_MESSAGES } from '../identity.messages';
import { ScooperAccountsRepository } from '../users/scooper-accounts.repository';

/** Staff edit a scooper's profile; `active: false` deactivates the account and ends its sessions. */
export class UpdateScooperAccountCommand extends Command<void> {
  constructor(
    readonly scooperId: string,
    readonly profile: ScooperProfileInput,
  ) {
    super();
  }
}

@CommandHandler(UpdateScooperAccountCommand)
export class UpdateScooperAccountHandler implements ICommandHandler<UpdateScooperAccountCommand> {
  constructor(
    @Inject(ScooperAccountsRepository) private readonly accounts: ScooperAccountsRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ scooperId, profile }: UpdateScooperAccountCommand): Promise<void> {
    const check = checkScooperProfile(profile);
    if (!check.ok) throw Problem.validation(check.errors);
    if (!(await this.accounts.update(scooperId, check.fields, this.clock.now()))) throw new NotFoundException(SCOOPER_MESSAGES.notFound);
  }
}
