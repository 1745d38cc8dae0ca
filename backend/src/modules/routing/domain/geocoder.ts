import { isLatLng, LatLng } from './geo';
import { insideServiceArea, zipCentroid } from './zip-centroids';
import { ROUTING_MESSAGES } from '../routing.messages';

/** An address as the customer gave it; the state is always California. */
export interface AddressToGeocode {
  street: string;
  city?: string | null;
  zip: string;
}

/** census: the US Census geocoder matched the street address; zip-centroid: the shipped table; pin: staff placed it by hand. */
export type GeocodeSource = 'census' | 'zip-centroid' | 'pin';

/** How close the point is to the door: exact (a pin), street (interpolated along the block's address range), zip (kilometres off). */
export type GeocodePrecision = 'exact' | 'street' | 'zip';

export interface GeocodedLocation extends LatLng {
  source: GeocodeSource;
  precision: GeocodePrecision;
}

/** The port: an address to a point, or null when nothing places it (an unknown ZIP and no street match). Never throws on bad input. */
export abstract class Geocoder {
  abstract readonly kind: 'census' | 'zip-centroid';
  abstract geocode(address: AddressToGeocode): Promise<GeocodedLocation | null>;
}

export const MAX_STREET_LENGTH = 200;
export const MAX_CITY_LENGTH = 80;
const ZIP_PATTERN = /^(\d{5})(-\d{4})?$/;

export interface CleanAddress {
  street: string;
  city: string | null;
  zip: string;
}

/** The address capped, trimmed and its ZIP cut to five digits; null when the ZIP is not a ZIP. */
export function cleanAddress(address: AddressToGeocode): CleanAddress | null {
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max).replace(/\s+/g, ' ').trim() : '');
  const zip = ZIP_PATTERN.exec(text(address?.zip, 16));
  if (!zip) return null;
  return { street: text(address.street, MAX_STREET_LENGTH), city: text(address.city, MAX_CITY_LENGTH) || null, zip: zip[1] };
}

/** The built-in answer: the ZIP's centroid from the shipped table. */
export function centroidLocation(zip: string): GeocodedLocation | null {
  const point = zipCentroid(zip);
  return point ? { ...point, source: 'zip-centroid', precision: 'zip' } : null;
}

export class PinRejected extends Error {
  readonly status = 422;
}

/** A staff-dropped pin, checked: real coordinates, inside the service area. */
export function pinnedLocation(lat: unknown, lng: unknown): GeocodedLocation {
  const point = { lat, lng };
  if (!isLatLng(point)) throw new PinRejected(ROUTING_MESSAGES.pinNotCoordinates);
  if (!insideServiceArea(point)) throw new PinRejected(ROUTING_MESSAGES.pinOutsideArea);
  return { lat: point.lat, lng: point.lng, source: 'pin', precision: 'exact' };
}
