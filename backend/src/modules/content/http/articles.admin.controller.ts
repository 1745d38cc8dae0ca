import { Body, Controller, Delete, Get, Header, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { Problem } from '../../../platform/http/problem';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CreateArticleCommand, DeleteArticleCommand, UpdateArticleCommand } from '../commands/save-article.command';
import { CONTENT_MESSAGES } from '../content.messages';
import { AdminArticle, ARTICLES } from '../queries/admin-article-row';
import { GetAdminArticleQuery } from '../queries/get-admin-article.query';
import { RestoreFixedArticlesCommand } from '../commands/restore-fixed-articles.command';
import { ArticleInput } from './article.dto';

const articleId = new ParseUUIDPipe({ exceptionFactory: () => new Problem(404, 'Not Found', CONTENT_MESSAGES.postNotFound) });

/** Blog management (spec 001 §2 /admin/blog) in the ra-data-simple-rest dialect. */
@ApiTags('admin: blog')
@Controller('admin/articles')
export class ArticlesAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post('restore-fixed')
  @ApiOperation({ summary: 'Puts back any of the six fixed articles that were deleted (as first published); the others are left as they are' })
  async restoreFixed(): Promise<{ restored: number }> {
    return this.commands.execute(new RestoreFixedArticlesCommand());
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All posts, drafts included (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"words in the title","status":"draft"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminArticle[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(ARTICLES, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', articleId) id: string): Promise<AdminArticle> {
    return this.queries.execute(new GetAdminArticleQuery(id));
  }

  @Post()
  @ApiOperation({ summary: 'New post: the server assigns the slug and the short code and sanitises the HTML' })
  create(@Body() body: ArticleInput): Promise<AdminArticle> {
    return this.commands.execute(new CreateArticleCommand(body));
  }

  @Put(':id')
  update(@Param('id', articleId) id: string, @Body() body: ArticleInput): Promise<AdminArticle> {
    return this.commands.execute(new UpdateArticleCommand(id, body));
  }

  @Delete(':id')
  remove(@Param('id', articleId) id: string): Promise<AdminArticle> {
    return this.commands.execute(new DeleteArticleCommand(id));
  }
}
