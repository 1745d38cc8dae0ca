import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionService } from '../sessions/session.service';

/** Revokes every session of a user: all devices, the one asking too. */
export class SignOutEverywhereCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async execute({ userId }: SignOutEverywhereCommand): Promise<void> {
    await this.sessions.revokeAllOf(userId);
  }
}
