import { Controller, Get, Header, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../config/config';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { containsPattern, isoOrNull, listResource, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';
import { CONTENT_MESSAGES } from '../content.messages';

export interface ShortUrlRow {
  id: string;
  shortCode: string;
  articleId: string;
  articleTitle: string;
  slug: string;
  status: string;
  userUrl: string;
  socialUrl: string;
  clicks: number;
  lastClickedAt: string | null;
  createdAt: string;
}

const FROM = `short_urls s join scoopers_articles a on a.id = s.article_id
  left join lateral (select count(*)::int as clicks, max(clicked_at) as last_clicked_at from short_url_clicks c where c.short_url_id = s.id) c on true`;

function spec(publicUrl: string): ResourceSpec<ShortUrlRow> {
  return {
    resource: 'short-urls',
    from: FROM,
    select: `s.id, s.short_code, s.article_id, s.created_at, a.title, a.slug, a.status, c.clicks, c.last_clicked_at`,
    sortable: { id: 's.created_at', createdAt: 's.created_at', shortCode: 's.short_code', articleTitle: 'lower(a.title)', clicks: 'c.clicks', lastClickedAt: 'c.last_clicked_at' },
    defaultSort: ['createdAt', 'DESC'],
    idColumn: 's.id',
    filters: {
      q: (value, bind) => {
        if (!String(value).trim()) return null;
        const p = bind(containsPattern(value));
        return `(a.title ilike ${p} or s.short_code ilike ${p} or a.slug ilike ${p})`;
      },
    },
    map: (row) => ({
      id: String(row.id),
      shortCode: String(row.short_code),
      articleId: String(row.article_id),
      articleTitle: String(row.title),
      slug: String(row.slug),
      status: String(row.status),
      userUrl: `${publicUrl}/${row.short_code}`,
      socialUrl: `${publicUrl}/blog/${row.slug}`,
      clicks: Number(row.clicks ?? 0),
      lastClickedAt: isoOrNull(row.last_clicked_at),
      createdAt: isoOrNull(row.created_at)!,
    }),
  };
}

/** Short URL analytics (spec 001 §2 /admin/short-urls): each post's code, its two addresses and its clicks. */
@ApiTags('admin: blog')
@Controller('admin/short-urls')
export class ShortUrlsAdminController {
  private readonly resource: ResourceSpec<ShortUrlRow>;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.resource = spec(config.publicUrl.replace(/\/+$/, ''));
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Short URLs with post title, user URL, social URL and clicks' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ShortUrlRow[]> {
    return listResource(this.db, this.resource, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new Problem(404, 'Not Found', CONTENT_MESSAGES.shortUrlNotFound) })) id: string): Promise<ShortUrlRow> {
    const [row] = await this.db.query(`select ${this.resource.select} from ${FROM} where s.id = $1`, [id]);
    if (!row) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.shortUrlNotFound);
    return this.resource.map(row);
  }
}
