import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ArticleDetail, ArticleSummary } from '../domain/article.types';
import { GetPublishedArticleQuery, ListPublishedArticlesQuery } from '../queries/articles.query';

/** The public blog: published articles only; admins also get each post's short code. */
@ApiTags('blog')
@Controller('articles')
export class ArticlesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Published articles, newest first' })
  @ApiOkResponse({ description: '{ data: ArticleSummary[] }' })
  async list(@CurrentUser() user?: AuthenticatedUser): Promise<{ data: ArticleSummary[] }> {
    return { data: await this.queries.execute(new ListPublishedArticlesQuery(user?.isAdmin ?? false)) };
  }

  @Get(':slug')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One published article by slug, affiliate links applied' })
  one(@Param('slug') slug: string, @CurrentUser() user?: AuthenticatedUser): Promise<ArticleDetail> {
    return this.queries.execute(new GetPublishedArticleQuery({ slug }, user?.isAdmin ?? false));
  }
}
