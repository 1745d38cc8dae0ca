import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../database/database';
import { ListPage, listPage, RawListQuery, ResourceSpec } from './simple-rest';

/** One page of an admin list (ra-data-simple-rest's filter, sort and range) from the resource's read table. */
export class ListResourceQuery<Row = unknown> extends Query<ListPage<Row>> {
  constructor(
    readonly spec: ResourceSpec<Row>,
    readonly raw: RawListQuery,
  ) {
    super();
  }
}

@QueryHandler(ListResourceQuery)
export class ListResourceHandler implements IQueryHandler<ListResourceQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  execute({ spec, raw }: ListResourceQuery): Promise<ListPage<unknown>> {
    return listPage(this.db, spec, raw);
  }
}
