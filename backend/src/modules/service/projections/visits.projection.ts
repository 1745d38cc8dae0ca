import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { servicePlanStreamId } from '../domain/service-plan.events';
import { VisitEvent } from '../domain/visit.events';
import { PLANNER } from '../domain/visit';

/**
 * visits, projected inline from the visit stream. The board's customer name, address, ZIP and notes are copied
 * from the plan's row when the visit is scheduled and follow the plan's address changes.
 */
export const visitsProjection: Projection = {
  name: 'visits',
  tables: ['visits'],
  handles: (type) => type.startsWith('visit.') || type === 'service-plan.address-changed' || type === 'service-plan.located',
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) await applyOne(recorded, client);
  },
  async erase(subjectId, client) {
    await client.query(
      `update visits set
         customer_name = case when customer_name is null then null else $2 end,
         street_address = case when street_address is null then null else $2 end,
         city = case when city is null then null else $2 end,
         notes = case when notes is null then null else $2 end,
         cancellation_reason = case when cancellation_reason is null then null else $2 end,
         skip_note = case when skip_note is null then null else $2 end,
         return_reason = case when return_reason is null then null else $2 end,
         lat = null, lng = null
       where subject_id = $1`,
      [subjectId, ERASED],
    );
  },
};

async function applyOne(recorded: RecordedEvent, client: Queryable): Promise<void> {
  if (recorded.type === 'service-plan.address-changed') {
    const { address } = recorded.data as { address: { streetAddress: string; city: string; zipCode: string } };
    await client.query(
      `update visits set street_address = $2, city = $3, zip_code = $4, lat = null, lng = null where plan_id = (select id from service_plans where stream_id = $1)`,
      [recorded.streamId, address.streetAddress, address.city, address.zipCode],
    );
    return;
  }
  if (recorded.type === 'service-plan.located') {
    const { lat, lng } = recorded.data as { lat: unknown; lng: unknown };
    const placed = typeof lat === 'number' && typeof lng === 'number';
    await client.query(`update visits set lat = $2, lng = $3 where plan_id = (select id from service_plans where stream_id = $1)`, [
      recorded.streamId,
      placed ? lat : null,
      placed ? lng : null,
    ]);
    return;
  }
  const event = narrow<VisitEvent>(recorded);
  const at = recorded.metadata.occurredAt;
  const stream = recorded.streamId;
  const version = recorded.version;
  switch (event.type) {
    case 'visit.scheduled': {
      const d = event.data;
      await client.query(
        `insert into visits (id, stream_id, plan_id, order_id, key, kind, date, window_start, window_end, status, customer_name, street_address, city,
           zip_code, notes, lat, lng, subject_id, version, created_at, updated_at, return_of)
         select $1, $2, $3, $4, $5, $6, $7, $8, $9, 'scheduled', p.customer_name, p.street_address, p.city, p.zip_code, p.notes, p.lat, p.lng, $10, $11, $12, $12,
           $14
         from (select 1) one left join service_plans p on p.stream_id = $13
         on conflict (id) do update set date = excluded.date, window_start = excluded.window_start, window_end = excluded.window_end,
           status = 'scheduled', scooper_id = null, route_position = null, pinned = false, cancellation_reason = null, cancelled_by = null, version = excluded.version,
           updated_at = excluded.updated_at`,
        [
          d.visitId,
          stream,
          d.planId,
          d.orderId,
          d.key,
          d.kind,
          d.date,
          d.window.start,
          d.window.end,
          recorded.subjectId,
          version,
          at,
          servicePlanStreamId(d.planId),
          d.returnOf ?? null,
        ],
      );
      return;
    }
    case 'visit.rescheduled': {
      const d = event.data;
      await client.query(
        `update visits set date = $2, window_start = $3, window_end = $4, pinned = pinned or $5,
           status = case when status = 'missed' then (case when scooper_id is null then 'scheduled' else 'assigned' end) else status end,
           version = $6, updated_at = $7 where stream_id = $1`,
        [stream, d.date, d.window.start, d.window.end, d.by !== PLANNER, version, at],
      );
      return;
    }
    case 'visit.assigned':
      await client.query(`update visits set status = 'assigned', scooper_id = $2, version = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.data.scooperId,
        version,
        at,
      ]);
      return;
    case 'visit.unassigned':
      await client.query(
        `update visits set status = 'scheduled', scooper_id = null, route_position = null, version = $2, updated_at = $3 where stream_id = $1`,
        [stream, version, at],
      );
      return;
    case 'visit.cancelled':
      await client.query(
        `update visits set status = 'cancelled', cancellation_reason = $2, cancelled_by = $3, version = $4, updated_at = $5 where stream_id = $1`,
        [stream, event.data.reason, event.data.by, version, at],
      );
      return;
    case 'visit.sequenced':
      await client.query(`update visits set route_position = $2, version = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.data.position,
        version,
        at,
      ]);
      return;
    case 'visit.on-the-way':
      await client.query(`update visits set on_the_way_at = $2, version = $3, updated_at = $2 where stream_id = $1`, [stream, at, version]);
      return;
    case 'visit.started':
      await client.query(`update visits set started_at = $2, version = $3, updated_at = $2 where stream_id = $1`, [stream, at, version]);
      return;
    case 'visit.completed':
      await client.query(
        `update visits set status = 'completed', finished_at = $2, photo_ids = $3, outcome_by = $4, version = $5, updated_at = $2 where stream_id = $1`,
        [stream, at, event.data.photoIds, event.data.by, version],
      );
      return;
    case 'visit.skipped':
      await client.query(
        `update visits set status = 'skipped', finished_at = $2, photo_ids = $3, outcome_by = $4, skip_reason = $5, skip_note = $6, version = $7, updated_at = $2
         where stream_id = $1`,
        [stream, at, event.data.photoIds, event.data.by, event.data.reason, event.data.note, version],
      );
      return;
    case 'visit.report-resent':
      await client.query(`update visits set version = $2, updated_at = $3 where stream_id = $1`, [stream, version, at]);
      return;
    case 'visit.return-scheduled':
      await client.query(`update visits set return_visit_id = $2, return_reason = $3, version = $4, updated_at = $5 where stream_id = $1`, [
        stream,
        event.data.returnVisitId,
        event.data.reason,
        version,
        at,
      ]);
      return;
    case 'visit.missed':
      await client.query(`update visits set status = 'missed', missed_at = $2, version = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.data.detectedAt,
        version,
        at,
      ]);
      return;
  }
}
