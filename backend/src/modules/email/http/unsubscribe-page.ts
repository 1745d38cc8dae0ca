import type { BusinessIdentity } from '../../../config/config';
import { escapeHtml } from '../templates';

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid-link';

/** The small self-contained page an unsubscribe link opens; it needs nothing from the site's bundle. */
export function unsubscribePage(outcome: UnsubscribeOutcome, business: BusinessIdentity, siteUrl: string): string {
  const heading = outcome === 'unsubscribed' ? 'You’re unsubscribed' : 'This unsubscribe link is invalid';
  const message =
    outcome === 'unsubscribed'
      ? `You won’t get quote reminders from ${business.name} any more. Messages about orders and visits you book still reach you.`
      : `The link may be incomplete: try opening it again from the e-mail, or ask us at ${business.supportEmail} and we’ll take you off the list.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · ${escapeHtml(business.name)}</title>
</head>
<body style="margin:0;background:#fbfaf6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2a22">
<main style="max-width:520px;margin:48px auto;padding:32px;background:#ffffff;border:1px solid #dbe4dd;border-radius:14px">
<p style="margin:0 0 8px;font-weight:700;color:#2f7d4f">${escapeHtml(business.name)}</p>
<h1 style="margin:0 0 16px;font-size:26px;color:#173f2a">${escapeHtml(heading)}</h1>
<p style="margin:0 0 24px;font-size:17px;line-height:1.6">${escapeHtml(message)}</p>
<p style="margin:0"><a href="${escapeHtml(siteUrl)}" style="color:#2f7d4f;font-weight:700">Back to ${escapeHtml(business.name)}</a></p>
</main>
</body>
</html>
`;
}
