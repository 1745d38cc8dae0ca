/** The event types this site sends (spec 000 §1, §3; the analytics contract's names). */
export const ANALYTICS_EVENT = {
  pageView: 'page_view',
  buttonClick: 'button_click',
  formSubmit: 'form_submit',
  quoteStarted: 'quote_started',
  quoteRequested: 'quote_requested',
  serviceAreaRequest: 'service_area_request',
  newsletterSignup: 'newsletter_signup',
  planSelected: 'plan_selected',
  pageNotFound: 'page_not_found',
} as const;

/** Spec 000 §9: a page view is sent 2 s after the path or query changes. */
export const PAGE_VIEW_DELAY_MS = 2000;
