import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { Problem } from '../../../platform/http/problem';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import {
  CreateAffiliateLinkCommand,
  DeleteAffiliateLinkCommand,
  ToggleAffiliateLinkCommand,
  UpdateAffiliateLinkCommand,
} from '../commands/save-affiliate-link.command';
import { CONTENT_MESSAGES } from '../content.messages';
import { AFFILIATE_LINKS, AffiliateLink } from '../queries/affiliate-link-row';
import { GetAffiliateLinkQuery } from '../queries/get-affiliate-link.query';
import { AffiliateLinkInput } from './affiliate-link.dto';

const linkId = new ParseUUIDPipe({ exceptionFactory: () => new Problem(404, 'Not Found', CONTENT_MESSAGES.affiliateNotFound) });

/** Affiliate phrases linked in blog posts (spec 001 §7: list, insert, update, delete, toggle is_active). */
@ApiTags('admin: blog')
@Controller('admin/affiliate-links')
export class AffiliateLinksAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AffiliateLink[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(AFFILIATE_LINKS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', linkId) id: string): Promise<AffiliateLink> {
    return this.queries.execute(new GetAffiliateLinkQuery(id));
  }

  @Post()
  create(@Body() body: AffiliateLinkInput): Promise<AffiliateLink> {
    return this.commands.execute(new CreateAffiliateLinkCommand(body));
  }

  @Put(':id')
  update(@Param('id', linkId) id: string, @Body() body: AffiliateLinkInput): Promise<AffiliateLink> {
    return this.commands.execute(new UpdateAffiliateLinkCommand(id, body));
  }

  @Post(':id/toggle')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Switch the link on or off; off means posts show the phrase as plain text' })
  toggle(@Param('id', linkId) id: string): Promise<AffiliateLink> {
    return this.commands.execute(new ToggleAffiliateLinkCommand(id));
  }

  @Delete(':id')
  remove(@Param('id', linkId) id: string): Promise<AffiliateLink> {
    return this.commands.execute(new DeleteAffiliateLinkCommand(id));
  }
}
