import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { ServicePlanEvent } from '../domain/service-plan.events';

/** service_plans, projected inline from the service-plan stream (replayable with `npm run replay -- --projection service_plans`). */
export const servicePlansProjection: Projection = {
  name: 'service_plans',
  tables: ['service_plans'],
  handles: (type) => type.startsWith('service-plan.'),
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) await applyOne(recorded, client);
  },
  async erase(subjectId, client) {
    // What a replay of the erased log gives: every sealed field opens as [erased].
    await client.query(
      `update service_plans set
         customer_name = case when customer_name is null then null else $2 end,
         street_address = case when street_address is null then null else $2 end,
         city = case when city is null then null else $2 end,
         notes = case when notes is null then null else $2 end,
         dog_names = array(select $2::text from unnest(dog_names)),
         cancellation_reason = case when cancellation_reason is null then null else $2 end,
         lat = null, lng = null
       where subject_id = $1`,
      [subjectId, ERASED],
    );
  },
};

async function applyOne(recorded: RecordedEvent, client: Queryable): Promise<void> {
  const event = narrow<ServicePlanEvent>(recorded);
  const at = recorded.metadata.occurredAt;
  const stream = recorded.streamId;
  const version = recorded.version;
  switch (event.type) {
    case 'service-plan.started': {
      const d = event.data;
      await client.query(
        `insert into service_plans (id, stream_id, order_id, status, frequency, preferred_days, trash_day, bin_take_out, bin_bring_in,
           bin_take_out_timing, add_ons, number_of_dogs, dog_names, customer_name, street_address, city, state, zip_code, notes, start_date,
           subject_id, version, created_at, updated_at)
         values ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)
         on conflict (id) do nothing`,
        [
          d.planId,
          stream,
          d.orderId,
          d.frequency,
          d.preferredDays,
          d.trashDay,
          d.bins.takeOut,
          d.bins.bringIn,
          d.binTakeOutTiming,
          d.addOns,
          d.numberOfDogs,
          d.dogNames,
          d.customerName,
          d.address.streetAddress,
          d.address.city,
          d.address.state,
          d.address.zipCode,
          d.notes,
          d.startDate,
          recorded.subjectId,
          version,
          at,
        ],
      );
      return;
    }
    case 'service-plan.days-changed': {
      const d = event.data;
      await client.query(
        `update service_plans set preferred_days = $2, trash_day = $3, bin_take_out_timing = $4, version = $5, updated_at = $6 where stream_id = $1`,
        [stream, d.preferredDays, d.trashDay, d.binTakeOutTiming, version, at],
      );
      return;
    }
    case 'service-plan.service-changed': {
      const d = event.data;
      await client.query(
        `update service_plans set frequency = $2, number_of_dogs = $3, add_ons = $4, trash_day = $5, bin_take_out = $6, bin_bring_in = $7,
           version = $8, updated_at = $9 where stream_id = $1`,
        [stream, d.frequency, d.numberOfDogs, d.addOns, d.trashDay, d.bins.takeOut, d.bins.bringIn, version, at],
      );
      return;
    }
    case 'service-plan.address-changed': {
      const a = event.data.address;
      await client.query(
        // The old coordinates go with the old address (the locator places the new one).
        `update service_plans set street_address = $2, city = $3, state = $4, zip_code = $5, lat = null, lng = null, location_source = null,
           location_precision = null, version = $6, updated_at = $7 where stream_id = $1`,
        [stream, a.streetAddress, a.city, a.state, a.zipCode, version, at],
      );
      return;
    }
    case 'service-plan.located': {
      // Sealed: an erased customer's coordinates open as text, and a point that is not a number is no point.
      const { lat, lng } = event.data as { lat: unknown; lng: unknown };
      const placed = typeof lat === 'number' && typeof lng === 'number';
      await client.query(
        `update service_plans set lat = $2, lng = $3, location_source = $4, location_precision = $5, version = $6, updated_at = $7 where stream_id = $1`,
        [stream, placed ? lat : null, placed ? lng : null, event.data.source, event.data.precision, version, at],
      );
      return;
    }
    case 'service-plan.paused':
      await client.query(
        `update service_plans set status = 'paused', paused_from = $2, resumed_from = null, version = $3, updated_at = $4 where stream_id = $1`,
        [stream, event.data.from, version, at],
      );
      return;
    case 'service-plan.resumed':
      await client.query(`update service_plans set status = 'active', resumed_from = $2, version = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.data.from,
        version,
        at,
      ]);
      return;
    case 'service-plan.suspended':
    case 'service-plan.reinstated':
      await client.query(`update service_plans set suspended_from = $2, version = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.type === 'service-plan.suspended' ? event.data.from : null,
        version,
        at,
      ]);
      return;
    case 'service-plan.photo-rule-changed':
      await client.query(`update service_plans set before_photos = $2, version = $3, updated_at = $4 where stream_id = $1`, [
        stream,
        event.data.beforePhotos,
        version,
        at,
      ]);
      return;
    case 'service-plan.cancelled':
      await client.query(
        `update service_plans set status = 'cancelled', cancelled_from = $2, cancellation_reason = $3, version = $4, updated_at = $5 where stream_id = $1`,
        [stream, event.data.effectiveDate, event.data.reason, version, at],
      );
      return;
  }
}
