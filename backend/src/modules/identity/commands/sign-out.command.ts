import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionService } from '../sessions/session.service';

/** Revokes the session a cookie token names; fine without one. */
export class SignOutCommand extends Command<void> {
  constructor(readonly token: string | undefined) {
    super();
  }
}

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async execute({ token }: SignOutCommand): Promise<void> {
    await this.sessions.revoke(token);
  }
}
