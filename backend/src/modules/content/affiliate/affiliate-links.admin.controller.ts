import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { containsPattern, listResource, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';
import { CONTENT_MESSAGES } from '../content.messages';
import { AffiliateLinkInput } from './affiliate-link.dto';
import { AffiliateLink, AffiliateLinks, toAffiliateLink } from './affiliate-links.repository';

const LINKS: ResourceSpec<AffiliateLink> = {
  resource: 'affiliate-links',
  from: 'affiliate_links',
  select: '*',
  sortable: { id: 'created_at', created_at: 'created_at', phrase: 'lower(phrase)', search_term: 'lower(search_term)', affiliate_url: 'affiliate_url', is_active: 'is_active' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(phrase ilike ${p} or search_term ilike ${p} or affiliate_url ilike ${p})`;
    },
    is_active: (value, bind) => `is_active = ${bind(value === true || value === 'true')}`,
  },
  map: toAffiliateLink,
};

const notFound = () => new Problem(404, 'Not Found', CONTENT_MESSAGES.affiliateNotFound);
const linkId = new ParseUUIDPipe({ exceptionFactory: notFound });

/** Affiliate phrases linked in blog posts (spec 001 §7: list, insert, update, delete, toggle is_active). */
@ApiTags('admin: blog')
@Controller('admin/affiliate-links')
export class AffiliateLinksAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AffiliateLinks) private readonly links: AffiliateLinks,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AffiliateLink[]> {
    return listResource(this.db, LINKS, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id', linkId) id: string): Promise<AffiliateLink> {
    return (await this.links.byId(id)) ?? Promise.reject(notFound());
  }

  @Post()
  create(@Body() body: AffiliateLinkInput): Promise<AffiliateLink> {
    return this.links.create(body);
  }

  @Put(':id')
  async update(@Param('id', linkId) id: string, @Body() body: AffiliateLinkInput): Promise<AffiliateLink> {
    return (await this.links.update(id, body)) ?? Promise.reject(notFound());
  }

  @Post(':id/toggle')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Switch the link on or off; off means posts show the phrase as plain text' })
  async toggle(@Param('id', linkId) id: string): Promise<AffiliateLink> {
    return (await this.links.toggle(id)) ?? Promise.reject(notFound());
  }

  @Delete(':id')
  async remove(@Param('id', linkId) id: string): Promise<AffiliateLink> {
    return (await this.links.remove(id)) ?? Promise.reject(notFound());
  }
}
