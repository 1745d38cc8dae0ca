import { LatLng } from './geo';

/**
 * Where the built-in geocoder places an address: one point per served ZIP (spec 000 §9, the pricing module's
 * SERVED_ZIP_CODES; a spec checks the two lists agree). Approximate centres of each ZIP's housing rather than of its
 * whole area (91350 and 91390 reach far into empty hills), so a centroid-placed stop lands where the houses are.
 * 91382 and 91383 are PO-box ZIPs; they sit at their post offices.
 */
export const SERVED_ZIP_CENTROIDS: ReadonlyMap<string, LatLng> = new Map([
  ['91321', { lat: 34.377, lng: -118.515 }], // Newhall
  ['91350', { lat: 34.44, lng: -118.503 }], // Saugus, Bouquet Canyon
  ['91351', { lat: 34.433, lng: -118.46 }], // Canyon Country
  ['91354', { lat: 34.459, lng: -118.554 }], // Valencia north
  ['91355', { lat: 34.422, lng: -118.588 }], // Valencia
  ['91381', { lat: 34.388, lng: -118.589 }], // Stevenson Ranch
  ['91382', { lat: 34.417, lng: -118.536 }], // Santa Clarita PO boxes (Saugus)
  ['91383', { lat: 34.401, lng: -118.55 }], // Santa Clarita PO boxes (Valencia)
  ['91384', { lat: 34.489, lng: -118.623 }], // Castaic
  ['91390', { lat: 34.47, lng: -118.515 }], // Copper Hill, north Saugus
]);

/** The table's point for a ZIP ('91355' or '91355-1234'), or null when it is not one we serve. */
export function zipCentroid(zip: string): LatLng | null {
  const five = zip.slice(0, 32).trim().slice(0, 5);
  return SERVED_ZIP_CENTROIDS.get(five) ?? null;
}

/** A box around the served ZIPs with a few kilometres to spare: a staff pin outside it is a slip of the finger. */
export const SERVICE_AREA_BOUNDS = { south: 34.3, north: 34.6, west: -118.75, east: -118.3 } as const;

export function insideServiceArea(point: LatLng): boolean {
  const b = SERVICE_AREA_BOUNDS;
  return point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east;
}
