import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Problem } from '../../../platform/http/problem';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { CONTENT_MESSAGES } from '../content.messages';
import { ArticleDetail, ArticleSummary } from './article.types';
import { ArticlesQuery } from './articles.query';

/** The public blog: published articles only; admins also get each post's short code. */
@ApiTags('blog')
@Controller('articles')
export class ArticlesController {
  constructor(@Inject(ArticlesQuery) private readonly articles: ArticlesQuery) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Published articles, newest first' })
  @ApiOkResponse({ description: '{ data: ArticleSummary[] }' })
  async list(@CurrentUser() user?: AuthenticatedUser): Promise<{ data: ArticleSummary[] }> {
    return { data: await this.articles.listPublished({ includeShortCode: user?.isAdmin ?? false }) };
  }

  @Get(':slug')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One published article by slug, affiliate links applied' })
  async one(@Param('slug') slug: string, @CurrentUser() user?: AuthenticatedUser): Promise<ArticleDetail> {
    const article = await this.articles.publishedBySlug(slug, { includeShortCode: user?.isAdmin ?? false });
    if (!article) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.postNotFound);
    return article;
  }
}
