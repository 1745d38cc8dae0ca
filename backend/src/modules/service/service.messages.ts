import { PAUSE_MAX_WEEKS } from './domain/plan-terms';

/** Every text the service-plan and visit rules answer with (issue 15; the spec leaves these unsaid, so they are ours). */
export const PLAN_MESSAGES = {
  planNotFound: 'Service plan not found',
  photoRuleInvalid: 'beforePhotos must be true or false',
  photoRuleOn: 'Before photos are now required at Start for this plan',
  photoRuleOff: 'Before photos are no longer required for this plan',
  alreadyStarted: 'This order already has a service plan',
  cancelled: 'This service plan is cancelled and cannot be changed',
  alreadyCancelled: 'This service plan is already cancelled',
  alreadyPaused: 'This service plan is already paused',
  notPaused: 'Only a paused service plan can be resumed',
  resumeBeforePause: 'A plan cannot resume before the date it was paused from',
  dateInvalid: 'Please give a date as YYYY-MM-DD',
  datePast: 'That date has already passed; choose today or a later date',
  daysInvalid: 'Preferred days must be days of the week, each at most once',
  trashDayRequired: 'Please choose the trash day: this plan rolls bins out',
  trashDayInvalid: 'The trash day must be a day of the week',
  timingInvalid: "Bin take-out timing must be 'morning' or 'evening-before'",
  nothingToChange: 'Send preferredDays, trashDay or binTakeOutTiming to change',
  reasonRequired: 'Please give a reason for cancelling',
  reasonFromList: 'Please choose a reason for cancelling from the list',
  pauseWeeksInvalid: `A pause lasts from 1 to ${PAUSE_MAX_WEEKS} weeks`,
  changeWhilePaused: 'Your plan is paused: resume it first, then change the service.',
  changeWhileSuspended: 'Service is suspended for an overdue payment: please update your card first, then change the plan.',
  binOnlyStays: 'A bins-only plan stays bins-only (and a scooping plan keeps its scooping); please contact us to switch.',
  resumesAnyway: 'Your pause ends within 48 hours anyway; service resumes by itself',
  paused: 'Service plan paused',
  resumed: 'Service plan resumed',
  planCancelled: 'Service plan cancelled',
  updated: 'Service plan updated',
} as const;

export const VISIT_MESSAGES = {
  visitNotFound: 'Visit not found',
  closed: 'This visit is already {status} and cannot be changed',
  datePast: 'A visit cannot be moved to a date that has already passed',
  dateInvalid: 'Please give a date as YYYY-MM-DD',
  nothingToChange: 'Send a new date, a scooperId, or both',
  unassignInvalid: 'unassign must be true or false',
  unassignWithScooper: 'Send either a scooperId or unassign: true, not both',
  scooperNotFound: 'Scooper not found',
  scooperOff: 'That scooper does not work on {weekday}s',
  scooperFull: 'That scooper already has {count} stops on {date}, their daily capacity',
  reasonRequired: 'Please give a reason for cancelling the visit',
  updated: 'Visit updated',
  visitCancelled: 'Visit cancelled',
  visitSkipped: 'Visit skipped',
  skipTooLate: 'Visits can be skipped up to 48 hours before they start; for this one, please call or e-mail us',
  weekStartInvalid: 'Please give the week start as YYYY-MM-DD',
  notOnRoute: 'This visit is not on a scooper’s route',
  positionInvalid: 'A route position is a whole number from 1',
  clickIdInvalid: 'clickId must be a UUID the admin generated for this click',
  noReport: 'Only a completed or skipped visit has a report to send',
  reportResent: 'Report sent again to the customer',
  reportAlreadyResent: 'This click already sent the report; nothing was sent twice',
  returnExists: 'This visit already has a free return visit',
  notReturnable: 'A free return visit can be given for a completed, skipped or missed visit',
  returnReasonRequired: 'Please give a reason for the free return visit',
  returnReasonTooLong: 'Keep the reason to {max} characters',
  returnScheduled: 'Free return visit scheduled',
} as const;

/** The field app's answers (issue 16): what a scooper reads when an action is refused. */
export const FIELD_MESSAGES = {
  notToday: 'This stop is not on today’s route',
  clientIdInvalid: 'clientId must be a UUID the app generated for this action',
  photoRequired: 'Take at least one after photo before completing the stop',
  beforePhotoRequired: 'This plan needs a before photo: take one of the yard before you start',
  photoKindInvalid: 'kind must be before, after or skip',
  skipPhotoRequired: 'Take a photo of the {reason} before skipping the stop',
  photoUnknown: 'A photo id is not one uploaded for this stop',
  photosTooMany: 'Send at most {max} photos',
  photoIdsInvalid: 'photoIds must be a list of photo ids',
  reasonInvalid: 'Choose a skip reason: locked gate, dog out, weather, customer asked or other',
  noteTooLong: 'Keep the note to {max} characters',
  noteRequiredForOther: 'Say what happened when the reason is other',
  photoMissing: 'Choose a photo to upload in the form field named photo',
  photoTooLarge: 'The photo is larger than {limit}; the app shrinks photos before sending them',
  photoType: 'Send the photo as a JPEG or PNG image',
  photoBroken: 'The photo could not be read',
  photoIdInvalid: 'id must be a UUID the app generated for this photo',
  photoTaken: 'That photo id is already used for another stop',
  photoNotFound: 'Photo not found',
  photoStored: 'Photo received',
  multipartRequired: 'Send the photo as multipart/form-data',
  onTheWay: 'Customer told you are on the way',
  started: 'Stop started',
  completed: 'Stop completed',
  skipped: 'Stop skipped',
} as const;

export const ROUTE_MESSAGES = {
  routeNotFound: 'Route not found',
  dateInvalid: 'Please give the route’s date as YYYY-MM-DD',
  locked: 'This route is locked; unlock it before optimising',
  orderInvalid: 'The order must list each of the route’s visits exactly once',
  nothingToChange: 'Send order, locked, or both',
  lockedInvalid: 'locked must be true or false',
  noStops: 'This route has no stops to order',
  homeBaseUnknown: 'The scooper’s home base has no coordinates and its ZIP is not one we serve',
  stopUnplaced: 'A stop has no coordinates (its ZIP is not one we serve); drop a pin on its plan first',
  optimised: 'Route optimised',
  updated: 'Route updated',
  changedMeanwhile: "The day's stops kept changing while the route was planned; please try again",
} as const;

export const LOCATION_MESSAGES = {
  pinned: 'Location pinned',
} as const;

export const SHIFT_MESSAGES = {
  shiftNotFound: 'Trash day shift not found',
  dateInvalid: 'Please give the usual pickup date as YYYY-MM-DD',
  shiftedToInvalid: 'Please give the moved pickup date as YYYY-MM-DD',
  sameDate: 'The moved pickup date must differ from the usual one',
  tooFar: 'A holiday moves pickup by at most 6 days',
  duplicate: 'There is already a shift for that pickup date',
  deleted: 'Trash day shift deleted',
} as const;

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : `{${key}}`));
}
