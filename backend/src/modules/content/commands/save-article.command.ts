import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import { localDate } from '../../../platform/time/local-time';
import { CONTENT_MESSAGES } from '../content.messages';
import { ArticleDraft, articleValues } from '../domain/article-values';
import { AdminArticle, toAdminArticle } from '../queries/admin-article-row';
import { Articles } from './articles.repository';

/** A new post: the server assigns the slug and the short code and sanitises the HTML. */
export class CreateArticleCommand extends Command<AdminArticle> {
  constructor(readonly draft: ArticleDraft) {
    super();
  }
}

/** A post saved again (a post without a short code gets one); an unknown id is 404. */
export class UpdateArticleCommand extends Command<AdminArticle> {
  constructor(
    readonly articleId: string,
    readonly draft: ArticleDraft,
  ) {
    super();
  }
}

/** Deletes a post (its short code and clicks go with it); answers the post as it was. */
export class DeleteArticleCommand extends Command<AdminArticle> {
  constructor(readonly articleId: string) {
    super();
  }
}

const notFound = () => new Problem(404, 'Not Found', CONTENT_MESSAGES.postNotFound);

@CommandHandler(CreateArticleCommand)
export class CreateArticleHandler implements ICommandHandler<CreateArticleCommand> {
  constructor(
    @Inject(Articles) private readonly articles: Articles,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ draft }: CreateArticleCommand): Promise<AdminArticle> {
    const { values, errors } = articleValues(draft, { currentDate: null, today: localDate(this.config.business.timeZone, this.clock.now()) });
    throwIfErrors(errors);
    const saved = await this.articles.find(await this.articles.create(values));
    if (!saved) throw notFound();
    return toAdminArticle(saved);
  }
}

@CommandHandler(UpdateArticleCommand)
export class UpdateArticleHandler implements ICommandHandler<UpdateArticleCommand> {
  constructor(
    @Inject(Articles) private readonly articles: Articles,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ articleId, draft }: UpdateArticleCommand): Promise<AdminArticle> {
    const current = await this.articles.find(articleId);
    if (!current) throw notFound();
    const today = localDate(this.config.business.timeZone, this.clock.now());
    const { values, errors } = articleValues(draft, { currentDate: (current.published_date as string | null) ?? null, today });
    throwIfErrors(errors);
    await this.articles.update(articleId, values);
    const saved = await this.articles.find(articleId);
    if (!saved) throw notFound();
    return toAdminArticle(saved);
  }
}

@CommandHandler(DeleteArticleCommand)
export class DeleteArticleHandler implements ICommandHandler<DeleteArticleCommand> {
  constructor(@Inject(Articles) private readonly articles: Articles) {}

  async execute({ articleId }: DeleteArticleCommand): Promise<AdminArticle> {
    const row = await this.articles.find(articleId);
    if (!row) throw notFound();
    await this.articles.remove(articleId);
    return toAdminArticle(row);
  }
}
