import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { AreaRequestEvent } from '../domain/area-request.events';

export const areaRequestsProjection: Projection = {
  name: 'area_requests',
  tables: ['area_requests'],
  independent: true,
  handles: (type) => type === 'area-request.submitted',
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const event of events.map((e) => narrow<AreaRequestEvent>(e))) {
      if (event.type !== 'area-request.submitted') continue;
      const d = event.data;
      await client.query(
        `insert into area_requests (id, zip_code, customer_name, customer_email, customer_phone, yard_size, number_of_dogs, selected_add_ons,
           trash_day, service_type, service_frequency, subject_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict (id) do nothing`,
        [
          d.requestId,
          d.zipCode,
          d.customerName,
          d.customerEmail,
          d.customerPhone,
          d.yardSize,
          d.numberOfDogs,
          JSON.stringify(d.selectedAddOns ?? {}),
          d.trashDay,
          d.serviceType,
          d.serviceFrequency,
          event.subjectId,
          event.metadata.occurredAt,
        ],
      );
    }
  },
  async erase(subjectId, client) {
    await client.query(`update area_requests set customer_name = $2, customer_email = $2, customer_phone = $2 where subject_id = $1`, [subjectId, ERASED]);
  },
};
