import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ArticleDetail } from '../articles/article.types';
import { ArticlesQuery } from '../articles/articles.query';
import { CONTENT_MESSAGES } from '../content.messages';
import { isShortCode } from './short-code';

/** /{shortCode} on the site: the post it points to, and one click in short_url_clicks. */
@ApiTags('blog')
@Controller('short-links')
export class ShortLinksController {
  constructor(
    @Inject(ArticlesQuery) private readonly articles: ArticlesQuery,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get(':code')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The published article behind a short code; counts one click' })
  async follow(@Param('code') code: string, @CurrentUser() user?: AuthenticatedUser): Promise<ArticleDetail> {
    const article = isShortCode(code) ? await this.articles.publishedByShortCode(code, { includeShortCode: user?.isAdmin ?? false }) : null;
    if (!article) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.shortUrlNotFound);
    await this.db.query(
      `insert into short_url_clicks (short_url_id, clicked_at) select id, $2 from short_urls where short_code = $1`,
      [code, this.clock.now()],
    );
    return article;
  }
}
