import { sendBeaconJson } from '../leads/beacon';
import { analyticsAllowed, currentPageUrl } from './analytics-client';

export const HELP_LINK_CLICKS_URL = '/api/help-link-clicks';

/** Marks a link as a help link (support e-mail, phone, FAQ): its clicks are recorded in help_link_clicks. */
export const HELP_LINK_ATTRIBUTE = 'data-help-link';
export const helpLinkProps = { [HELP_LINK_ATTRIBUTE]: '' } as const;

/** Fire-and-forget record of a click on a help link; gated on analytics consent like every other usage record. */
export function recordHelpLinkClick(link: string): void {
  if (!analyticsAllowed()) return;
  const body: { pageUrl: string; referrer?: string; formData?: Record<string, string> } = { pageUrl: currentPageUrl(), formData: { link: link.slice(0, 200) } };
  if (document.referrer) body.referrer = document.referrer.slice(0, 500);
  sendBeaconJson(HELP_LINK_CLICKS_URL, body);
}
