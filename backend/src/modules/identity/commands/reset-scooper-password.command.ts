import { Inject, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { temporaryPassword } from '../domain/temporary-password';
import { SCOOPER_MESSAGES } from '../identity.messages';
import { PasswordHasher } from '../users/password-hasher';
import { ScooperAccountsRepository } from '../users/scooper-accounts.repository';

/** A scooper who lost their password gets a new temporary one from staff; their sessions end. */
export class ResetScooperPasswordCommand extends Command<{ temporaryPassword: string }> {
  constructor(readonly scooperId: string) {
    super();
  }
}

@CommandHandler(ResetScooperPasswordCommand)
export class ResetScooperPasswordHandler implements ICommandHandler<ResetScooperPasswordCommand> {
  constructor(
    @Inject(ScooperAccountsRepository) private readonly accounts: ScooperAccountsRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ scooperId }: ResetScooperPasswordCommand): Promise<{ temporaryPassword: string }> {
    const password = temporaryPassword();
    if (!(await this.accounts.resetPassword(scooperId, await this.hasher.hash(password), this.clock.now()))) {
      throw new NotFoundException(SCOOPER_MESSAGES.notFound);
    }
    return { temporaryPassword: password };
  }
}
