import { Inject, Injectable } from '@nestjs/common';
import { photoKindOf, VisitPhotoKind } from './visit-photos';
import { Database, Queryable } from '../../../platform/database/database';
import type { VisitKind } from '../domain/visit-schedule';
import type { PlanStatus } from '../domain/service-plan.events';
import type { VisitStatus } from '../domain/visit.events';

/** A plan as the customer's account shows it. */
export interface CustomerPlanView {
  planId: string;
  orderId: string;
  status: PlanStatus;
  frequency: string;
  preferredDays: string[];
  trashDay: string | null;
  addOns: string[];
  numberOfDogs: string | null;
  startDate: string;
  pausedFrom: string | null;
  resumedFrom: string | null;
  cancelledFrom: string | null;
}

/** A visit as the customer's account shows it. */
export interface CustomerVisitView {
  visitId: string;
  orderId: string;
  kind: VisitKind;
  date: string;
  windowStart: string;
  windowEnd: string;
  status: VisitStatus;
  cancellationReason: string | null;
  /** Who cancelled it: 'system:planner' when a plan change did (a pause, changed days), not a person. */
  cancelledBy: string | null;
  /** Why the scooper could not do the visit (field app: locked-gate, dog-out, weather, customer-asked, other). */
  skipReason: string | null;
  /** The photos the scooper attached to the visit's outcome. */
  photoIds: string[];
  /** Every photo of a completed or skipped visit, oldest first, with its kind (before, after, skip); none while it is open. */
  photos: Array<{ id: string; kind: VisitPhotoKind }>;
  /** A free return visit staff gave (no charge). */
  freeReturn: boolean;
}

/** The service tables as the customer's account reads them (by the customer's own order ids only). */
@Injectable()
export class CustomerServiceViews {
  constructor(@Inject(Database) private readonly db: Database) {}

  async plansOf(orderIds: string[], client: Queryable = this.db.pool): Promise<CustomerPlanView[]> {
    if (!orderIds.length) return [];
    const { rows } = await client.query<CustomerPlanView>(
      `select id as "planId", order_id as "orderId", status, frequency, preferred_days as "preferredDays", trash_day as "trashDay",
         add_ons as "addOns", number_of_dogs as "numberOfDogs", to_char(start_date, 'YYYY-MM-DD') as "startDate",
         to_char(paused_from, 'YYYY-MM-DD') as "pausedFrom", to_char(resumed_from, 'YYYY-MM-DD') as "resumedFrom",
         to_char(cancelled_from, 'YYYY-MM-DD') as "cancelledFrom"
       from service_plans where order_id = any($1::uuid[])`,
      [orderIds],
    );
    return rows;
  }

  /** The orders' visits, soonest first (cancelled ones too: the account shows a skipped visit as skipped). */
  async visitsOf(orderIds: string[], client: Queryable = this.db.pool): Promise<CustomerVisitView[]> {
    if (!orderIds.length) return [];
    const { rows } = await client.query<CustomerVisitView>(
      `select id as "visitId", order_id as "orderId", kind, to_char(date, 'YYYY-MM-DD') as date,
         to_char(window_start, 'HH24:MI') as "windowStart", to_char(window_end, 'HH24:MI') as "windowEnd", status,
         cancellation_reason as "cancellationReason", cancelled_by as "cancelledBy", skip_reason as "skipReason",
         coalesce(photo_ids::text[], '{}') as "photoIds", return_of is not null as "freeReturn",
         case when status in ('completed', 'skipped') then
           (select coalesce(json_agg(json_build_object('id', p.id, 'kind', to_jsonb(p) ->> 'kind') order by p.received_at, p.id), '[]')
              from visit_photos p where p.visit_id = visits.id)
         else '[]'::json end as photos
       from visits where order_id = any($1::uuid[]) order by date, window_start, kind`,
      [orderIds],
    );
    return rows.map((row) => ({
      ...row,
      photos: (row.photos as Array<{ id: string; kind: string | null }>).map((photo) => ({ id: photo.id, kind: photoKindOf(photo.kind, row.status) })),
    }));
  }
}
