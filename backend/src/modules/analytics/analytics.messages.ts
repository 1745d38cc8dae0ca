/** Every sentence the analytics endpoints answer with; the 429 is spec 001 §8's rate-limit message word for word. */
export const ANALYTICS_MESSAGES = {
  tooManyTitle: 'Too Many Requests',
  tooMany: 'Too many requests. Please try again later.',
  sessionId: 'sessionId must be a UUID',
  events: 'events must be a list of 1 to 50 events',
  event: 'each event must be an object',
  eventType: 'eventType must be 1 to 40 lowercase letters or underscores, e.g. page_view',
  pageUrl: 'pageUrl must be a path starting with / (at most 500 characters)',
  eventData: 'eventData must be a JSON object of at most 2 KB',
  occurredAt: 'occurredAt must be an ISO 8601 date and time',
  helpPageUrl: 'pageUrl is required (at most 500 characters)',
  referrer: 'referrer must be at most 500 characters',
  formData: 'formData must be a JSON object of at most 4 KB',
  period: 'period must be one of today, this_week, last_week, last_2_weeks, this_month, last_month',
  days: 'days must be one of 1, 7, 30, 90, 365',
} as const;
