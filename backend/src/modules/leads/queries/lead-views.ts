import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { Coalescer, CoalescerMap, unsizedArrays } from '../../../platform/database/coalescer';
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

/** Every column of a row type, each once (the compiler checks the list against the type). */
type ColumnsOf<Row> = Record<keyof Row, true>;
const columns = <Row>(list: ColumnsOf<Row>): string => Object.keys(list).join(', ');

// Named, not `*`, so the statements keep their shape when a migration adds a column and may be prepared (statementName).
const LEAD_COLUMNS = columns<LeadTrackingRow>({
  id: true,
  stream_id: true,
  contact_info: true,
  contact_type: true,
  contact_name: true,
  contact_phone: true,
  form_type: true,
  form_data: true,
  source_page: true,
  referrer: true,
  user_agent: true,
  user_session: true,
  status: true,
  last_step: true,
  existing_client: true,
  existing_client_confirmed_at: true,
  reuse_count: true,
  moved_to_in_progress_at: true,
  last_activity_at: true,
  abandoned_at: true,
  abandonment_reason: true,
  converted_at: true,
  converted_order_id: true,
  conversion_value: true,
  subject_id: true,
  created_at: true,
  updated_at: true,
});
const AREA_REQUEST_COLUMNS = columns<AreaRequestRow>({
  id: true,
  zip_code: true,
  customer_name: true,
  customer_email: true,
  customer_phone: true,
  yard_size: true,
  number_of_dogs: true,
  selected_add_ons: true,
  trash_day: true,
  service_type: true,
  service_frequency: true,
  subject_id: true,
  created_at: true,
});
const CART_COLUMNS = columns<AbandonedCartRow>({
  id: true,
  customer_name: true,
  customer_email: true,
  form_data: true,
  page: true,
  local_date: true,
  follow_up_due_at: true,
  status: true,
  abandoned_at: true,
  abandon_trigger: true,
  subject_id: true,
  created_at: true,
  updated_at: true,
});

/**
 * The leads module's read tables as other modules read them (follow-up's cards and e-mails), so they never
 * query lead_tracking, area_requests or abandoned_carts themselves.
 */
@Injectable()
export class LeadViews {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** A lead by id (null for an unknown or malformed id). */
  lead(leadId: string, client?: Queryable): Promise<LeadTrackingRow | null> {
    return this.byId<LeadTrackingRow>('lead_tracking', leadId, client);
  }

  areaRequest(requestId: string, client?: Queryable): Promise<AreaRequestRow | null> {
    return this.byId<AreaRequestRow>('area_requests', requestId, client);
  }

  abandonedCart(cartId: string, client?: Queryable): Promise<AbandonedCartRow | null> {
    return this.byId<AbandonedCartRow>('abandoned_carts', cartId, client);
  }

  /**
   * Rows by id from a pool are read through a Coalescer: the follow-up jobs of a backlog, each reading its row, share a
   * statement under load (one row alone otherwise). A given client (a transaction's) is read directly.
   */
  private readonly rows = new CoalescerMap<Pool, string, object | null, Table>((pool, table) => {
    const columns = ROW_COLUMNS[table];
    return new Coalescer(
      async (ids) => {
        const { rows } = await pool.query<{ found: boolean }>(
          // One index lookup per id (a lateral with a limit stays per row), whatever the table's size and statistics.
          `select ${columns}, t.id is not null as found from unnest(${unsizedArrays(1, ['uuid'])}) with ordinality as asked(asked_id, asked_ord)
           left join lateral (select ${columns} from ${table} where id = asked.asked_id limit 1) t on true order by asked.asked_ord`,
          [ids],
        );
        return rows.map(({ found, ...row }) => (found ? row : null));
      },
      (id) => rowById(pool, table, id),
    );
  });

  private async byId<Row extends object>(table: Table, id: string, client?: Queryable): Promise<Row | null> {
    if (!isUuid(id)) return null;
    return (client ? rowById(client, table, id) : this.rows.for(this.db.pool, table).call(id)) as Promise<Row | null>;
  }
}

async function rowById(client: Queryable, table: Table, id: string): Promise<object | null> {
  const { rows } = await client.query(`select ${ROW_COLUMNS[table]} from ${table} where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The tables LeadViews reads by id, and the columns it reads of each. */
const ROW_COLUMNS = { lead_tracking: LEAD_COLUMNS, area_requests: AREA_REQUEST_COLUMNS, abandoned_carts: CART_COLUMNS };
type Table = keyof typeof ROW_COLUMNS;
