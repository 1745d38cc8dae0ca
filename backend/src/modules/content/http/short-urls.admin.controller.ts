import { Controller, Get, Header, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Problem } from '../../../platform/http/problem';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CONTENT_MESSAGES } from '../content.messages';
import { ShortUrlRow } from '../queries/short-url-row';
import { GetShortUrlQuery, ListShortUrlsQuery } from '../queries/short-urls.query';

/** Short URL analytics (spec 001 §2 /admin/short-urls): each post's code, its two addresses and its clicks. */
@ApiTags('admin: blog')
@Controller('admin/short-urls')
export class ShortUrlsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Short URLs with post title, user URL, social URL and clicks' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ShortUrlRow[]> {
    return sendListPage(res, await this.queries.execute(new ListShortUrlsQuery(query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new Problem(404, 'Not Found', CONTENT_MESSAGES.shortUrlNotFound) })) id: string,
  ): Promise<ShortUrlRow> {
    return this.queries.execute(new GetShortUrlQuery(id));
  }
}
