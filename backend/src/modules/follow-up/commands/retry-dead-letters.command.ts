import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FollowUpRelay } from '../consumers/follow-up-relay';

/** Enqueues every task-board and e-mail dead letter again with a full set of attempts. */
export class RetryDeadLettersCommand extends Command<{ retried: number }> {}

@CommandHandler(RetryDeadLettersCommand)
export class RetryDeadLettersHandler implements ICommandHandler<RetryDeadLettersCommand> {
  constructor(@Inject(FollowUpRelay) private readonly relay: FollowUpRelay) {}

  async execute(): Promise<{ retried: number }> {
    return { retried: await this.relay.retryDeadLetters() };
  }
}
