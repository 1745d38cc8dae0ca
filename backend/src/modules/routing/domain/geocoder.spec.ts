import { SERVED_ZIP_CODES } from '../../pricing';
import { ROUTING_MESSAGES } from '../routing.messages';
import { centroidLocation, cleanAddress, MAX_STREET_LENGTH, pinnedLocation, PinRejected } from './geocoder';
import { haversineKm } from './geo';
import { insideServiceArea, SERVED_ZIP_CENTROIDS, zipCentroid } from './zip-centroids';

describe('the ZIP centroid table', () => {
  it('has a point for every served ZIP and none for a ZIP we do not serve', () => {
    expect([...SERVED_ZIP_CENTROIDS.keys()].sort()).toEqual([...SERVED_ZIP_CODES].sort());
  });

  it('places every served ZIP in the valley, within 25 km of Valencia', () => {
    const valencia = { lat: 34.415, lng: -118.555 };
    for (const point of SERVED_ZIP_CENTROIDS.values()) {
      expect(insideServiceArea(point)).toBe(true);
      expect(haversineKm(valencia, point)).toBeLessThan(25);
    }
  });

  it('reads ZIP+4 and padded ZIPs by their first five digits; prototype keys find nothing', () => {
    expect(zipCentroid('91355-1234')).toEqual(SERVED_ZIP_CENTROIDS.get('91355'));
    expect(zipCentroid(' 91384 ')).toEqual(SERVED_ZIP_CENTROIDS.get('91384'));
    expect(zipCentroid('90210')).toBeNull();
    expect(zipCentroid('constructor')).toBeNull();
    expect(zipCentroid('__proto__')).toBeNull();
  });
});

describe('an address to geocode', () => {
  it('given spaces and a ZIP+4, when cleaned, then it is trimmed and cut to five digits', () => {
    expect(cleanAddress({ street: '  24000   Main St ', city: ' Valencia ', zip: '91355-0001' })).toEqual({
      street: '24000 Main St',
      city: 'Valencia',
      zip: '91355',
    });
    expect(cleanAddress({ street: '1 A St', zip: '91321' })).toEqual({ street: '1 A St', city: null, zip: '91321' });
  });

  it('given a ZIP that is not a ZIP, when cleaned, then there is nothing to place', () => {
    for (const zip of ['9135', 'ABCDE', '', '913550', 'constructor']) expect(cleanAddress({ street: '1 A St', zip })).toBeNull();
    expect(cleanAddress({ street: '1 A St', zip: 91355 as unknown as string })).toBeNull();
  });

  it('given a huge street, when cleaned, then it is capped before anything else happens to it', () => {
    const cleaned = cleanAddress({ street: 'x'.repeat(1_000_000), zip: '91355' });
    expect(cleaned?.street).toHaveLength(MAX_STREET_LENGTH);
  });

  it('given a served ZIP, when placed at its centroid, then the source and precision say so', () => {
    expect(centroidLocation('91351')).toEqual({ ...SERVED_ZIP_CENTROIDS.get('91351'), source: 'zip-centroid', precision: 'zip' });
    expect(centroidLocation('10001')).toBeNull();
  });
});

describe('a pin staff drop', () => {
  it('given a point on a Valencia street, when dropped, then it is exact', () => {
    expect(pinnedLocation(34.4201, -118.5702)).toEqual({ lat: 34.4201, lng: -118.5702, source: 'pin', precision: 'exact' });
  });

  it('given a point in another city, when dropped, then it is refused as outside the valley', () => {
    expect(() => pinnedLocation(40.7128, -74.006)).toThrow(new PinRejected(ROUTING_MESSAGES.pinOutsideArea));
    expect(() => pinnedLocation(34.05, -118.25)).toThrow(ROUTING_MESSAGES.pinOutsideArea);
  });

  it('given values that are not coordinates, when dropped, then it is refused with a 422', () => {
    for (const [lat, lng] of [
      [Number.NaN, -118.5],
      [91, 0],
      ['34.4', '-118.5'],
      [null, undefined],
      [Infinity, -118.5],
    ]) {
      let thrown: unknown;
      try {
        pinnedLocation(lat, lng);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(PinRejected);
      expect(thrown).toMatchObject({ status: 422, message: ROUTING_MESSAGES.pinNotCoordinates });
    }
  });
});
