import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { orderedWeekdays, SCOOPER_ROLE, Weekday } from '../domain/scooper-profile';

/** A scooper account as the admin lists, shows and edits it. */
export interface AdminScooperAccount {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  homeAddress: string;
  homeZip: string;
  homeLat: number | null;
  homeLng: number | null;
  workingDays: Weekday[];
  dailyCapacity: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export const SCOOPER_ACCOUNT_FROM = `scooper_profiles p
  join users u on u.id = p.user_id
  join user_roles r on r.user_id = p.user_id and r.role = '${SCOOPER_ROLE}'`;

export const SCOOPER_ACCOUNT_SELECT = `p.user_id as id, p.display_name, u.email, p.phone, p.home_address, p.home_zip, p.home_lat, p.home_lng,
  p.working_days, p.daily_capacity, p.active, p.created_at, p.updated_at`;

export const toScooperAccount = (row: Record<string, unknown>): AdminScooperAccount => ({
  id: String(row.id),
  name: String(row.display_name),
  email: String(row.email),
  phone: row.phone == null ? null : String(row.phone),
  homeAddress: String(row.home_address),
  homeZip: String(row.home_zip),
  homeLat: row.home_lat == null ? null : Number(row.home_lat),
  homeLng: row.home_lng == null ? null : Number(row.home_lng),
  workingDays: orderedWeekdays(row.working_days as Weekday[]),
  dailyCapacity: Number(row.daily_capacity),
  active: Boolean(row.active),
  createdAt: isoOrNull(row.created_at)!,
  updatedAt: isoOrNull(row.updated_at)!,
});

export const SCOOPER_ACCOUNTS: ResourceSpec<AdminScooperAccount> = {
  resource: 'scooper-accounts',
  from: SCOOPER_ACCOUNT_FROM,
  select: SCOOPER_ACCOUNT_SELECT,
  sortable: {
    name: 'lower(p.display_name)',
    email: 'u.email',
    dailyCapacity: 'p.daily_capacity',
    active: 'p.active',
    createdAt: 'p.created_at',
    id: 'p.user_id',
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'p.user_id',
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const pattern = bind(containsPattern(value));
      return `(p.display_name ilike ${pattern} or u.email ilike ${pattern})`;
    },
    active: (value, bind) => `p.active = ${bind(value === true || value === 'true')}`,
    workingDay: (value, bind) => `${bind(String(value))} = any(p.working_days)`,
  },
  map: toScooperAccount,
};
