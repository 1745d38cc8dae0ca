import { EventDefinition, Projection, RecordedEvent, ERASED } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';

export const AREA_REQUEST_STREAM = 'area-request';
export const areaRequestStreamId = (id: string) => `area-request-${id}`;

/** Spec 000 §7 create-trello-area-request: a visitor outside the served ZIPs asks us to come to theirs. */
export interface AreaRequestSubmitted {
  requestId: string;
  zipCode: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  yardSize: string | null;
  numberOfDogs: string | null;
  selectedAddOns: Record<string, boolean>;
  trashDay: string | null;
  serviceType: string | null;
  serviceFrequency: string | null;
}

export const AREA_REQUEST_EVENTS: EventDefinition[] = [
  { type: 'area-request.submitted', version: 1, personalFields: ['customerName', 'customerEmail', 'customerPhone'] },
  { type: 'area-request.personal-data-erased', version: 1 },
];

export const areaRequestsProjection: Projection = {
  name: 'area_requests',
  tables: ['area_requests'],
  handles: (type) => type === 'area-request.submitted',
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const event of events) {
      const d = event.data as unknown as AreaRequestSubmitted;
      await client.query(
        `insert into area_requests (id, zip_code, customer_name, customer_email, customer_phone, yard_size, number_of_dogs, selected_add_ons,
           trash_day, service_type, service_frequency, subject_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, (select subject_id from es_streams where stream_id = $12), $13)
         on conflict (id) do nothing`,
        [d.requestId, d.zipCode, d.customerName, d.customerEmail, d.customerPhone, d.yardSize, d.numberOfDogs, JSON.stringify(d.selectedAddOns ?? {}), d.trashDay, d.serviceType, d.serviceFrequency, event.streamId, event.metadata.occurredAt],
      );
    }
  },
  async erase(subjectId, client) {
    await client.query(`update area_requests set customer_name = $2, customer_email = $2, customer_phone = $2 where subject_id = $1`, [subjectId, ERASED]);
  },
};
