import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { RecordShortLinkClickCommand } from '../commands/record-short-link-click.command';
import { ArticleDetail } from '../domain/article.types';
import { GetPublishedArticleQuery } from '../queries/articles.query';

/** /{shortCode} on the site: the post it points to, and one click in short_url_clicks. */
@ApiTags('blog')
@Controller('short-links')
export class ShortLinksController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get(':code')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The published article behind a short code; counts one click' })
  async follow(@Param('code') code: string, @CurrentUser() user?: AuthenticatedUser): Promise<ArticleDetail> {
    const article = await this.queries.execute(new GetPublishedArticleQuery({ shortCode: code }, user?.isAdmin ?? false));
    await this.commands.execute(new RecordShortLinkClickCommand(code));
    return article;
  }
}
