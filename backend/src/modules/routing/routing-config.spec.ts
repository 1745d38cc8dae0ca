import { describeAdapters } from '../../config/adapters';
import { ConfigError, loadConfig } from '../../config/config';
import { StraightLineDistance } from './built-in/straight-line.distance';
import { ZipCentroidGeocoder } from './built-in/zip-centroid.geocoder';
import { CensusGeocoder } from './census/census.geocoder';
import { OsrmDistance } from './osrm/osrm.distance';
import { chooseDistanceSource, chooseGeocoder } from './routing.module';

describe('geocoding and routing configuration', () => {
  it('given nothing set, then the ZIP centroids and the straight-line estimate (× 1.3 at 30 km/h) serve, and the banner says how to switch', () => {
    const config = loadConfig({});
    expect(config.env).toMatchObject({ GEOCODER: 'zip-centroid', ROUTE_DETOUR_FACTOR: 1.3, ROUTE_AVERAGE_SPEED_KMH: 30, GEOCODER_TIMEOUT_MS: 5000 });
    expect(chooseGeocoder(config)).toBeInstanceOf(ZipCentroidGeocoder);
    expect(chooseDistanceSource(config)).toBeInstanceOf(StraightLineDistance);
    expect(describeAdapters(config)).toEqual(
      expect.arrayContaining([
        'geocoder: built-in ZIP centroids (set GEOCODER=census for the US Census geocoder)',
        'routing: straight line × 1.3 at 30 km/h (set OSRM_URL for road times)',
      ]),
    );
  });

  it('given GEOCODER=census and OSRM_URL, then the real adapters serve, and the banner names their hosts only', () => {
    const config = loadConfig({ GEOCODER: 'census', OSRM_URL: 'http://user:secret@osrm.internal:5000/', ROUTE_DETOUR_FACTOR: '1.5' });
    expect(chooseGeocoder(config)).toBeInstanceOf(CensusGeocoder);
    expect(chooseDistanceSource(config)).toBeInstanceOf(OsrmDistance);
    const lines = describeAdapters(config);
    expect(lines).toContain('geocoder: US Census geocoder at geocoding.geo.census.gov (ZIP centroid when it fails)');
    expect(lines).toContain('routing: OSRM at osrm.internal:5000 (straight-line estimate when it fails)');
    expect(lines.join('\n')).not.toContain('secret');
  });

  it.each([
    [{ GEOCODER: 'google' }, 'GEOCODER'],
    [{ CENSUS_GEOCODER_URL: 'ftp://census.example' }, 'CENSUS_GEOCODER_URL'],
    [{ OSRM_URL: 'not a url' }, 'OSRM_URL'],
    [{ ROUTE_DETOUR_FACTOR: '0.5' }, 'ROUTE_DETOUR_FACTOR'],
    [{ ROUTE_AVERAGE_SPEED_KMH: 'fast' }, 'ROUTE_AVERAGE_SPEED_KMH'],
    [{ GEOCODER_TIMEOUT_MS: '0' }, 'GEOCODER_TIMEOUT_MS'],
    [{ OSRM_TIMEOUT_MS: '600000' }, 'OSRM_TIMEOUT_MS'],
  ])('given %j, then the start stops with one line naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
