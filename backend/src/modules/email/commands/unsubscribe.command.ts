import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EmailUnsubscribes } from '../unsubscribe/email-unsubscribes.service';

/** Records the opt-out an unsubscribe link carries; false when the token is malformed or forged. Repeating it is harmless. */
export class UnsubscribeCommand extends Command<boolean> {
  constructor(readonly token: unknown) {
    super();
  }
}

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(@Inject(EmailUnsubscribes) private readonly unsubscribes: EmailUnsubscribes) {}

  execute({ token }: UnsubscribeCommand): Promise<boolean> {
    return this.unsubscribes.unsubscribe(token);
  }
}
