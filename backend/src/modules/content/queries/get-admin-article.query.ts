import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { AdminArticle, ARTICLES, toAdminArticle } from './admin-article-row';

/** One post for staff, drafts included, with its short code and clicks. */
export class GetAdminArticleQuery extends Query<AdminArticle> {
  constructor(readonly articleId: string) {
    super();
  }
}

@QueryHandler(GetAdminArticleQuery)
export class GetAdminArticleHandler implements IQueryHandler<GetAdminArticleQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ articleId }: GetAdminArticleQuery): Promise<AdminArticle> {
    const [row] = await this.db.query(`select ${ARTICLES.select} from ${ARTICLES.from} where a.id = $1`, [articleId]);
    if (!row) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.postNotFound);
    return toAdminArticle(row);
  }
}
