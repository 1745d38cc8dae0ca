import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';

/** A data_deletion_requests row as stored. */
export interface DataDeletionRequestRow {
  id: string;
  email: string;
  full_name: string;
  reason: string;
  account_details: string;
  status: string;
  confirmed_at: Date | null;
  subject_id: string | null;
  created_at: Date;
}

/** The data_deletion_requests read table as other modules read it (follow-up's card and e-mails). */
@Injectable()
export class DataDeletionViews {
  constructor(@Inject(Database) private readonly db: Database) {}

  async byId(requestId: string, client: Queryable = this.db.pool): Promise<DataDeletionRequestRow | null> {
    if (!isUuid(requestId)) return null;
    const { rows } = await client.query<DataDeletionRequestRow>('select * from data_deletion_requests where id = $1', [requestId]);
    return rows[0] ?? null;
  }
}
