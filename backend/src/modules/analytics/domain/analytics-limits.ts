/** Sizes the intake accepts (contract "Analytics"), and the dashboard's spec 001 §9 figures. */
export const ANALYTICS_LIMITS = {
  maxEventsPerBatch: 50,
  maxPageUrl: 500,
  maxEventDataBytes: 2048,
  maxFormDataBytes: 4096,
  maxReferrer: 500,
  maxUserAgent: 500,
  /** Batches per client address per minute; ANALYTICS_IP_LIMIT overrides. */
  windowMs: 60_000,
} as const;

/** Help-link clicks are rare; this many per client address per minute. */
export const HELP_LINK_CLICK_LIMIT = { limit: 20, windowMs: 60_000 } as const;

/** Event types are snake_case words, e.g. page_view, quote_started. */
export const EVENT_TYPE_PATTERN = /^[a-z_]{1,40}$/;

/** Customer Journey Insights (spec 001 §2, §9): its day choices, default 7, top 10 paths, last 50 sessions, latest 1000. */
export const JOURNEY_DAYS = [1, 7, 30, 90, 365] as const;
export const JOURNEY_DEFAULT_DAYS = 7;
export const JOURNEY_TOP_PATHS = 10;
export const JOURNEY_RECENT_SESSIONS = 50;
export const JOURNEY_SESSION_SCAN = 1000;
/** A session's step list in the admin stops here; the rest are counted, not listed. */
export const JOURNEY_MAX_STEPS = 100;
/** Top paths compare the first pages of a visit; longer visits are cut here with an ellipsis. */
export const JOURNEY_MAX_PATH_PAGES = 8;
export const PATH_SEPARATOR = ' → ';
