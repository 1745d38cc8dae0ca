import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import type { VisitKind } from '../domain/visit-schedule';
import type { VisitStatus } from '../domain/visit.events';

/** A visit as the visits table has it now, in the words other modules use (follow-up's missed-visit card). */
export interface VisitView {
  visitId: string;
  planId: string;
  orderId: string;
  kind: VisitKind;
  date: string;
  windowStart: string;
  windowEnd: string;
  status: VisitStatus;
  scooperId: string | null;
  customerName: string | null;
  streetAddress: string | null;
  city: string | null;
  zipCode: string | null;
  notes: string | null;
  subjectId: string | null;
}

/** The visits read table as other modules read it, so they never query `visits` themselves. */
@Injectable()
export class VisitViews {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** The visit a visit stream projects to. */
  async byStreamId(streamId: string, client: Queryable = this.db.pool): Promise<VisitView | null> {
    const { rows } = await client.query<VisitView>(
      `select id as "visitId", plan_id as "planId", order_id as "orderId", kind, to_char(date, 'YYYY-MM-DD') as date,
         to_char(window_start, 'HH24:MI') as "windowStart", to_char(window_end, 'HH24:MI') as "windowEnd", status, scooper_id as "scooperId",
         customer_name as "customerName", street_address as "streetAddress", city, zip_code as "zipCode", notes, subject_id as "subjectId"
       from visits where stream_id = $1`,
      [streamId],
    );
    return rows[0] ?? null;
  }
}
