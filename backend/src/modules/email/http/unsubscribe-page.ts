import type { BusinessIdentity } from '../../../config/config';
import { escapeHtml } from '../templates';

export type UnsubscribeOutcome = 'confirm' | 'unsubscribed' | 'invalid-link';

/** The small self-contained page an unsubscribe link opens; it needs nothing from the site's bundle. */
export function unsubscribePage(outcome: UnsubscribeOutcome, business: BusinessIdentity, siteUrl: string, actionUrl = ''): string {
  const heading = { confirm: 'Stop quote reminders?', unsubscribed: 'You’re unsubscribed', 'invalid-link': 'This unsubscribe link is invalid' }[outcome];
  const message = {
    confirm: `Press the button and you won’t get quote reminders from ${business.name} any more. Messages about orders and visits you book still reach you.`,
    unsubscribed: `You won’t get quote reminders from ${business.name} any more. Messages about orders and visits you book still reach you.`,
    'invalid-link': `The link may be incomplete: try opening it again from the e-mail, or ask us at ${business.supportEmail} and we’ll take you off the list.`,
  }[outcome];
  // Opening the link only asks: mail scanners that open every link must not unsubscribe anyone.
  const confirm =
    outcome === 'confirm'
      ? `<form method="post" action="${escapeHtml(actionUrl)}" style="margin:0 0 24px"><button type="submit" style="font:inherit;font-weight:700;font-size:17px;padding:12px 24px;border:0;border-radius:999px;background:#2f7d4f;color:#ffffff;cursor:pointer">Unsubscribe</button></form>`
      : '';
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
${confirm}<p style="margin:0"><a href="${escapeHtml(siteUrl)}" style="color:#2f7d4f;font-weight:700">Back to ${escapeHtml(business.name)}</a></p>
</main>
</body>
</html>
`;
}
