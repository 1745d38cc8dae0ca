import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { oneOf, uuidOneOf, values } from './list-filters';

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value == null ? null : String(value).slice(0, 10));

export const SERVICE_PLANS: ResourceSpec<Record<string, unknown>> = {
  resource: 'service-plans',
  from: 'service_plans p',
  select: `p.id, p.order_id, p.status, p.frequency, p.preferred_days, p.trash_day, p.bin_take_out, p.bin_bring_in, p.bin_take_out_timing, p.add_ons,
    p.number_of_dogs, p.dog_names, p.customer_name, p.street_address, p.city, p.state, p.zip_code, p.lat, p.lng, p.location_source, p.notes, to_char(p.start_date, 'YYYY-MM-DD') as start_date,
    to_char(p.paused_from, 'YYYY-MM-DD') as paused_from, to_char(p.resumed_from, 'YYYY-MM-DD') as resumed_from,
    to_char(p.cancelled_from, 'YYYY-MM-DD') as cancelled_from, p.cancellation_reason, p.before_photos, p.version, p.created_at, p.updated_at`,
  sortable: {
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
    start_date: 'p.start_date',
    status: 'p.status',
    frequency: 'p.frequency',
    zip_code: 'p.zip_code',
    id: 'p.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'p.id',
  filters: {
    status: oneOf('p.status', 'status'),
    frequency: oneOf('p.frequency', 'frequency'),
    zip_code: oneOf('p.zip_code', 'zip_code'),
    order_id: uuidOneOf('p.order_id', 'order_id'),
    q: (value, bind) => {
      const text = values(value, 'q')[0]?.trim();
      if (!text) return null;
      const p = bind(containsPattern(text));
      return `(p.customer_name ilike ${p} or p.street_address ilike ${p} or p.zip_code ilike ${p})`;
    },
  },
  map: (row) => ({
    id: String(row.id),
    orderId: String(row.order_id),
    status: row.status,
    frequency: row.frequency,
    preferredDays: row.preferred_days ?? [],
    trashDay: row.trash_day ?? null,
    binTakeOut: Boolean(row.bin_take_out),
    binBringIn: Boolean(row.bin_bring_in),
    binTakeOutTiming: row.bin_take_out_timing,
    addOns: row.add_ons ?? [],
    numberOfDogs: row.number_of_dogs ?? null,
    dogNames: row.dog_names ?? [],
    customerName: row.customer_name ?? null,
    streetAddress: row.street_address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    zipCode: row.zip_code ?? null,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
    locationSource: row.location_source ?? null,
    notes: row.notes ?? null,
    startDate: day(row.start_date),
    pausedFrom: day(row.paused_from),
    resumedFrom: day(row.resumed_from),
    cancelledFrom: day(row.cancelled_from),
    cancellationReason: row.cancellation_reason ?? null,
    beforePhotos: Boolean(row.before_photos),
    version: Number(row.version),
    createdAt: isoOrNull(row.created_at),
    updatedAt: isoOrNull(row.updated_at),
  }),
};
