export { RoutingModule, chooseGeocoder, chooseDistanceSource } from './routing.module';
export { RoutePlanner, type RoutePlan, type RouteLeg, type PlanOptions } from './planner/route-planner.service';
export { ROUTING_MESSAGES } from './routing.messages';
export {
  Geocoder,
  PinRejected,
  pinnedLocation,
  centroidLocation,
  type AddressToGeocode,
  type GeocodedLocation,
  type GeocodePrecision,
  type GeocodeSource,
} from './domain/geocoder';
export { SERVED_ZIP_CENTROIDS, zipCentroid, insideServiceArea } from './domain/zip-centroids';
export { DistanceSource, straightLineMinutes, type MinutesMatrix, type StraightLineSettings } from './domain/distance';
export { haversineKm, isLatLng, type LatLng } from './domain/geo';
export { optimiseRoute, routeMinutes, STOP_KINDS, type StopKind, type RouteProblem, type OptimisedRoute } from './domain/route-optimiser';
export { RouteRejected, MAX_ROUTE_STOPS, type RouteStop } from './domain/route-input';
