import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FixedArticlesSeed } from '../seed/fixed-articles.seed';

/** Puts back any of the six fixed articles that were deleted, as first published; the others are left as they are. */
export class RestoreFixedArticlesCommand extends Command<{ restored: number }> {}

@CommandHandler(RestoreFixedArticlesCommand)
export class RestoreFixedArticlesHandler implements ICommandHandler<RestoreFixedArticlesCommand> {
  constructor(@Inject(FixedArticlesSeed) private readonly fixedArticles: FixedArticlesSeed) {}

  async execute(): Promise<{ restored: number }> {
    return { restored: await this.fixedArticles.seed() };
  }
}
