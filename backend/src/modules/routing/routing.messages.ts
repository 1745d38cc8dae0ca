/** The routing module's texts (the spec leaves them unsaid; these are ours). */
export const ROUTING_MESSAGES = {
  pinOutsideArea: 'That pin is outside the Santa Clarita Valley; drop it on the customer’s house',
  pinNotCoordinates: 'A pin needs a latitude between -90 and 90 and a longitude between -180 and 180',
  startNotCoordinates: 'The route’s start needs a latitude between -90 and 90 and a longitude between -180 and 180',
  stopNotCoordinates: 'Every stop needs a latitude between -90 and 90 and a longitude between -180 and 180',
  stopIdMissing: 'Every stop needs an id of 1 to 100 characters',
  stopIdRepeated: 'A stop appears twice in the route',
  stopKindUnknown: 'A stop’s kind must be scoop, bin-out or bin-in',
  tooManyStops: 'A route takes at most 200 stops',
} as const;
