import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { orderedWeekdays, SCOOPER_ROLE, ScooperProfile, Weekday } from '../domain/scooper-profile';

interface ScooperProfileRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  home_address: string;
  home_zip: string;
  home_lat: number | null;
  home_lng: number | null;
  working_days: Weekday[];
  daily_capacity: number;
}

const SELECT_SCOOPER = `
  select u.id, p.display_name as name, u.email, p.phone, p.active, p.home_address, p.home_zip, p.home_lat, p.home_lng,
         p.working_days, p.daily_capacity
  from scooper_profiles p
  join users u on u.id = p.user_id
  where exists (select 1 from user_roles r where r.user_id = u.id and r.role = '${SCOOPER_ROLE}')`;

/** The scooper accounts other modules read (plans, routes, the field app), so they never query identity's tables. */
@Injectable()
export class ScooperRoster {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Every scooper by name; `activeOnly` leaves out deactivated accounts. */
  async list(opts: { activeOnly?: boolean; client?: Queryable } = {}): Promise<ScooperProfile[]> {
    const { rows } = await (opts.client ?? this.db.pool).query<ScooperProfileRow>(
      `${SELECT_SCOOPER} and ($1::boolean is not true or p.active) order by lower(p.display_name), u.id`,
      [opts.activeOnly ?? false],
    );
    return rows.map(toProfile);
  }

  /** One scooper, active or not; null for an unknown or malformed id, or a user who is not a scooper. */
  async get(id: string, client: Queryable = this.db.pool): Promise<ScooperProfile | null> {
    if (!isUuid(id)) return null;
    const { rows } = await client.query<ScooperProfileRow>(`${SELECT_SCOOPER} and u.id = $1`, [id]);
    return rows[0] ? toProfile(rows[0]) : null;
  }
}

function toProfile(row: ScooperProfileRow): ScooperProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    active: row.active,
    homeBase: { address: row.home_address, zip: row.home_zip, lat: row.home_lat, lng: row.home_lng },
    workingDays: orderedWeekdays(row.working_days),
    dailyCapacity: row.daily_capacity,
  };
}
