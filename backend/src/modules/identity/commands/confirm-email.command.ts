import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { confirmationTokenId, isPlausibleConfirmationToken } from '../domain/sign-up-token';
import { SignUpTokensRepository } from '../users/sign-up-tokens.repository';

/** The confirmation page's button (POST): true when it confirmed an account, false for a bad, used or expired link. */
export class ConfirmEmailCommand extends Command<boolean> {
  constructor(readonly token: unknown) {
    super();
  }
}

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    @Inject(SignUpTokensRepository) private readonly tokens: SignUpTokensRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<boolean> {
    if (!isPlausibleConfirmationToken(token)) return false;
    return (await this.tokens.confirm(confirmationTokenId(token), this.clock.now())) !== null;
  }
}
