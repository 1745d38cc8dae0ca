import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { StraightLineDistance } from './built-in/straight-line.distance';
import { ZipCentroidGeocoder } from './built-in/zip-centroid.geocoder';
import { CensusGeocoder } from './census/census.geocoder';
import { DistanceSource, StraightLineSettings } from './domain/distance';
import { Geocoder } from './domain/geocoder';
import { OsrmDistance } from './osrm/osrm.distance';
import { RoutePlanner } from './planner/route-planner.service';

/** GEOCODER=census: the US Census geocoder (ZIP centroid on failure); otherwise the ZIP centroids alone. */
export function chooseGeocoder(config: AppConfig): Geocoder {
  const { GEOCODER, CENSUS_GEOCODER_URL, GEOCODER_TIMEOUT_MS } = config.env;
  return GEOCODER === 'census' ? new CensusGeocoder({ baseUrl: CENSUS_GEOCODER_URL, timeoutMs: GEOCODER_TIMEOUT_MS }) : new ZipCentroidGeocoder();
}

/** OSRM_URL set: OSRM's table (straight-line estimate on failure); otherwise the straight-line estimate. */
export function chooseDistanceSource(config: AppConfig): DistanceSource {
  const { OSRM_URL, OSRM_TIMEOUT_MS, ROUTE_DETOUR_FACTOR, ROUTE_AVERAGE_SPEED_KMH } = config.env;
  const straightLine: StraightLineSettings = { detourFactor: ROUTE_DETOUR_FACTOR, averageSpeedKmh: ROUTE_AVERAGE_SPEED_KMH };
  return OSRM_URL ? new OsrmDistance({ baseUrl: OSRM_URL, timeoutMs: OSRM_TIMEOUT_MS, fallback: straightLine }) : new StraightLineDistance(straightLine);
}

/** Geocoding and routing: the geocoder and distance ports with their adapters, and the route planner. No routes, no tables. */
@Module({
  providers: [
    { provide: Geocoder, inject: [AppConfig], useFactory: chooseGeocoder },
    { provide: DistanceSource, inject: [AppConfig], useFactory: chooseDistanceSource },
    RoutePlanner,
  ],
  exports: [Geocoder, DistanceSource, RoutePlanner],
})
export class RoutingModule {}
