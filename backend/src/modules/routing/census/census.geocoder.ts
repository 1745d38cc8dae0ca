import { Logger } from '@nestjs/common';
import { AddressToGeocode, centroidLocation, CleanAddress, cleanAddress, GeocodedLocation, Geocoder } from '../domain/geocoder';
import { isLatLng } from '../domain/geo';
import { fetchJson, OutsideServiceFailed } from '../fetch-json';

export interface CensusSettings {
  /** https://geocoding.geo.census.gov, or a stand-in's address. */
  baseUrl: string;
  timeoutMs: number;
}

/** The parts of the Census answer we read (locations/onelineaddress, format=json). */
interface CensusAnswer {
  result?: { addressMatches?: Array<{ coordinates?: { x?: unknown; y?: unknown }; addressComponents?: { zip?: unknown } }> };
}

export const CENSUS_PATH = '/geocoder/locations/onelineaddress';
export const CENSUS_BENCHMARK = 'Public_AR_Current';
export const CENSUS_MAX_ADDRESS = 100;

/**
 * The US Census geocoder (no key): a street match in the address's own ZIP, else the ZIP centroid. A failure (no
 * answer in time, an error status, a body that is not its JSON) is logged without the address and answered with
 * the centroid too, so a Census outage never stops a plan from being placed.
 */
export class CensusGeocoder extends Geocoder {
  readonly kind = 'census' as const;
  private readonly logger = new Logger('geocoder');
  private readonly base: string;

  constructor(private readonly settings: CensusSettings) {
    super();
    this.base = settings.baseUrl.replace(/\/+$/, '');
  }

  async geocode(address: AddressToGeocode): Promise<GeocodedLocation | null> {
    const clean = cleanAddress(address);
    if (!clean) return null;
    const centroid = centroidLocation(clean.zip);
    if (!clean.street) return centroid;
    try {
      return (await this.match(clean)) ?? centroid;
    } catch (error) {
      if (!(error instanceof OutsideServiceFailed)) throw error;
      this.logger.warn(`${error.message}; using the ZIP centroid`);
      return centroid;
    }
  }

  private async match(address: CleanAddress): Promise<GeocodedLocation | null> {
    const oneLine = [address.street, address.city, `CA ${address.zip}`].filter(Boolean).join(', ');
    // The Census refuses longer one-line addresses (400); no real street address is that long.
    if (oneLine.length > CENSUS_MAX_ADDRESS) return null;
    const url = new URL(`${this.base}${CENSUS_PATH}`);
    url.searchParams.set('address', oneLine);
    url.searchParams.set('benchmark', CENSUS_BENCHMARK);
    url.searchParams.set('format', 'json');
    const answer = (await fetchJson(url, 'The Census geocoder', this.settings.timeoutMs)) as CensusAnswer | null;
    const matches = answer?.result?.addressMatches;
    if (!Array.isArray(matches)) throw new OutsideServiceFailed('The Census geocoder answered without result.addressMatches');
    for (const match of matches) {
      // A same-named street in another town is not this customer's house.
      if (match?.addressComponents?.zip !== address.zip) continue;
      const point = { lat: match.coordinates?.y, lng: match.coordinates?.x };
      if (isLatLng(point)) return { lat: point.lat, lng: point.lng, source: 'census', precision: 'street' };
    }
    return null;
  }
}
