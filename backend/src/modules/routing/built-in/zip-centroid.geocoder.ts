import { AddressToGeocode, centroidLocation, cleanAddress, GeocodedLocation, Geocoder } from '../domain/geocoder';

/** The built-in geocoder: every address sits at its ZIP's centroid from the shipped table; staff can drop a better pin. */
export class ZipCentroidGeocoder extends Geocoder {
  readonly kind = 'zip-centroid' as const;

  async geocode(address: AddressToGeocode): Promise<GeocodedLocation | null> {
    const clean = cleanAddress(address);
    return clean ? centroidLocation(clean.zip) : null;
  }
}
