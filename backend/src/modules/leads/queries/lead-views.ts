import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';

/** A lead_tracking row as stored. */
export interface LeadTrackingRow {
  id: string;
  stream_id: string;
  contact_info: string;
  contact_type: string;
  contact_name: string | null;
  contact_phone: string | null;
  form_type: string;
  form_data: Record<string, unknown>;
  source_page: string | null;
  referrer: string | null;
  user_agent: string | null;
  user_session: string | null;
  status: 'active' | 'in-progress' | 'converted' | 'abandoned';
  last_step: string | null;
  existing_client: boolean;
  existing_client_confirmed_at: Date | null;
  reuse_count: number;
  moved_to_in_progress_at: Date | null;
  last_activity_at: Date;
  abandoned_at: Date | null;
  abandonment_reason: string | null;
  converted_at: Date | null;
  converted_order_id: string | null;
  conversion_value: number | null;
  subject_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** An area_requests row as stored. */
export interface AreaRequestRow {
  id: string;
  zip_code: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  yard_size: string | null;
  number_of_dogs: string | null;
  selected_add_ons: Record<string, unknown>;
  trash_day: string | null;
  service_type: string | null;
  service_frequency: string | null;
  subject_id: string | null;
  created_at: Date;
}

/** An abandoned_carts row as stored. */
export interface AbandonedCartRow {
  id: string;
  customer_name: string;
  customer_email: string;
  form_data: Record<string, unknown>;
  page: string | null;
  local_date: string;
  follow_up_due_at: Date;
  status: 'tracking' | 'abandoned';
  abandoned_at: Date | null;
  abandon_trigger: string | null;
  subject_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The leads module's read tables as other modules read them (follow-up's cards and e-mails), so they never
 * query lead_tracking, area_requests or abandoned_carts themselves.
 */
@Injectable()
export class LeadViews {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** A lead by id (null for an unknown or malformed id). */
  lead(leadId: string, client: Queryable = this.db.pool): Promise<LeadTrackingRow | null> {
    return this.byId<LeadTrackingRow>('lead_tracking', leadId, client);
  }

  areaRequest(requestId: string, client: Queryable = this.db.pool): Promise<AreaRequestRow | null> {
    return this.byId<AreaRequestRow>('area_requests', requestId, client);
  }

  abandonedCart(cartId: string, client: Queryable = this.db.pool): Promise<AbandonedCartRow | null> {
    return this.byId<AbandonedCartRow>('abandoned_carts', cartId, client);
  }

  private async byId<Row extends object>(table: string, id: string, client: Queryable): Promise<Row | null> {
    if (!isUuid(id)) return null;
    const { rows } = await client.query<Row>(`select * from ${table} where id = $1`, [id]);
    return rows[0] ?? null;
  }
}
