import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { visitPhotoDirOf } from '../commands/store-visit-photo.command';
import { FIELD_MESSAGES } from '../service.messages';

export interface VisitPhotoFile {
  id: string;
  contentType: string;
  receivedAt: string;
  bytes: Buffer;
}

/** One visit photo's file: for staff (scooperId null), or for the scooper who took it. Anyone else's is not found. */
export class VisitPhotoQuery extends Query<VisitPhotoFile> {
  constructor(
    readonly photoId: string,
    readonly scooperId: string | null,
  ) {
    super();
  }
}

@QueryHandler(VisitPhotoQuery)
export class VisitPhotoHandler implements IQueryHandler<VisitPhotoQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ photoId, scooperId }: VisitPhotoQuery): Promise<VisitPhotoFile> {
    const notFound = new Problem(404, 'Not Found', FIELD_MESSAGES.photoNotFound);
    if (!isUuid(photoId)) throw notFound;
    const [row] = await this.db.query<{ id: string; file: string; content_type: string; received_at: Date }>(
      `select id, file, content_type, received_at from visit_photos where id = $1 and ($2::text is null or scooper_id = $2)`,
      [photoId.toLowerCase(), scooperId],
    );
    if (!row) throw notFound;
    const bytes = await readFile(join(visitPhotoDirOf(this.config), row.file)).catch(() => null);
    if (!bytes) throw notFound;
    return { id: row.id, contentType: row.content_type, receivedAt: row.received_at.toISOString(), bytes };
  }
}
