import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { ListPage, listPage, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';
import { CONTENT_MESSAGES } from '../content.messages';
import { ShortUrlRow, SHORT_URLS_FROM, shortUrlsResource } from './short-url-row';

/** Short URL analytics (spec 001 §2 /admin/short-urls), one page of the admin list. */
export class ListShortUrlsQuery extends Query<ListPage<ShortUrlRow>> {
  constructor(readonly raw: RawListQuery) {
    super();
  }
}

/** One short URL with its post and clicks. */
export class GetShortUrlQuery extends Query<ShortUrlRow> {
  constructor(readonly shortUrlId: string) {
    super();
  }
}

@QueryHandler(ListShortUrlsQuery)
export class ListShortUrlsHandler implements IQueryHandler<ListShortUrlsQuery> {
  private readonly resource: ResourceSpec<ShortUrlRow>;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.resource = shortUrlsResource(config.publicUrl.replace(/\/+$/, ''));
  }

  execute({ raw }: ListShortUrlsQuery): Promise<ListPage<ShortUrlRow>> {
    return listPage(this.db, this.resource, raw);
  }
}

@QueryHandler(GetShortUrlQuery)
export class GetShortUrlHandler implements IQueryHandler<GetShortUrlQuery> {
  private readonly resource: ResourceSpec<ShortUrlRow>;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.resource = shortUrlsResource(config.publicUrl.replace(/\/+$/, ''));
  }

  async execute({ shortUrlId }: GetShortUrlQuery): Promise<ShortUrlRow> {
    const [row] = await this.db.query(`select ${this.resource.select} from ${SHORT_URLS_FROM} where s.id = $1`, [shortUrlId]);
    if (!row) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.shortUrlNotFound);
    return this.resource.map(row);
  }
}
