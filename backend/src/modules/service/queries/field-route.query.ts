import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { localDate } from '../../../platform/time/local-time';
import { BinTask, binTasksOf, gateCodeIn, keepInWarningIn } from '../domain/field-stop';
import { ROUTE_ORDER_SQL, ROUTE_STATUSES } from './routes.query';

export interface FieldStop {
  visitId: string;
  position: number;
  kind: string;
  status: string;
  customerName: string | null;
  address: { streetAddress: string | null; city: string | null; state: string | null; zipCode: string | null };
  /** Opens the phone's maps app (a universal maps link: Google Maps on Android, it hands over to Apple Maps on iOS when asked). */
  mapsUrl: string | null;
  window: { start: string; end: string };
  gateCode: string | null;
  dogNames: string[];
  /** The customer's own words that a dog must be kept in, shown as a warning. */
  keepInWarning: string | null;
  binTasks: BinTask[];
  notes: string | null;
  onTheWayAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  skipReason: string | null;
  photoIds: string[];
  /** The plan wants a before photo at Start (issue 16); beforePhotoTaken once one was uploaded. */
  beforePhotoRequired: boolean;
  beforePhotoTaken: boolean;
}

export interface FieldRoute {
  date: string;
  stops: FieldStop[];
}

/** GET /api/field/route: the signed-in scooper's stops today, in driving order, with what they need at each gate. */
export class FieldRouteQuery extends Query<FieldRoute> {
  constructor(readonly scooperId: string) {
    super();
  }
}

interface Row {
  id: string;
  kind: string;
  status: string;
  customer_name: string | null;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  window_start: string;
  window_end: string;
  notes: string | null;
  dog_names: string[] | null;
  on_the_way_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  skip_reason: string | null;
  photo_ids: string[];
  before_photos: boolean | null;
  before_photo_taken: boolean;
}

export function mapsUrlOf(parts: Array<string | null>): string | null {
  const address = parts.filter((part): part is string => !!part && part.trim() !== '').join(', ');
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}

@QueryHandler(FieldRouteQuery)
export class FieldRouteHandler implements IQueryHandler<FieldRouteQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ scooperId }: FieldRouteQuery): Promise<FieldRoute> {
    const date = localDate(this.config.business.timeZone, this.clock.now());
    const rows = await this.db.query<Row>(
      `select v.id, v.kind, v.status, v.customer_name, v.street_address, v.city, p.state, v.zip_code, to_char(v.window_start, 'HH24:MI') as window_start,
         to_char(v.window_end, 'HH24:MI') as window_end, v.notes, p.dog_names, v.on_the_way_at, v.started_at, v.finished_at, v.skip_reason, v.photo_ids,
         p.before_photos, exists (select 1 from visit_photos f where f.visit_id = v.id and f.kind = 'before') as before_photo_taken
       from visits v left join service_plans p on p.id = v.plan_id
       where v.date = $1::date and v.scooper_id = $2 and v.status = any($3)
       order by ${ROUTE_ORDER_SQL}`,
      [date, scooperId, [...ROUTE_STATUSES]],
    );
    const iso = (at: Date | null) => (at ? at.toISOString() : null);
    return {
      date,
      stops: rows.map((row, index) => ({
        visitId: row.id,
        position: index + 1,
        kind: row.kind,
        status: row.status,
        customerName: row.customer_name,
        address: { streetAddress: row.street_address, city: row.city, state: row.state, zipCode: row.zip_code },
        mapsUrl: mapsUrlOf([row.street_address, row.city, row.state, row.zip_code]),
        window: { start: row.window_start, end: row.window_end },
        gateCode: gateCodeIn(row.notes),
        dogNames: (row.dog_names ?? []).filter((name) => name.trim() !== ''),
        keepInWarning: keepInWarningIn(row.notes),
        binTasks: binTasksOf(row.kind),
        notes: row.notes,
        onTheWayAt: iso(row.on_the_way_at),
        startedAt: iso(row.started_at),
        finishedAt: iso(row.finished_at),
        skipReason: row.skip_reason,
        photoIds: row.photo_ids ?? [],
        beforePhotoRequired: row.before_photos ?? false,
        beforePhotoTaken: row.before_photo_taken,
      })),
    };
  }
}
