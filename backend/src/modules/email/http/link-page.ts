import type { BusinessIdentity } from '../../../config/config';
import { escapeHtml } from '../templates';

export interface LinkPage {
  heading: string;
  message: string;
  /** The action the page asks for; opening a link only asks, because mail scanners open every link in a message. */
  button?: { label: string; actionUrl: string };
}

/** The small self-contained page an e-mailed link opens (unsubscribe, confirm an account or a request): no site bundle. */
export function linkPage(page: LinkPage, business: BusinessIdentity, siteUrl: string): string {
  const name = escapeHtml(business.name);
  const button = page.button
    ? `<form method="post" action="${escapeHtml(page.button.actionUrl)}" style="margin:0 0 24px"><button type="submit" style="font:inherit;font-weight:700;font-size:17px;padding:12px 24px;border:0;border-radius:999px;background:#2f7d4f;color:#ffffff;cursor:pointer">${escapeHtml(page.button.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.heading)} · ${name}</title>
</head>
<body style="margin:0;padding:0 16px;background:#fbfaf6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2a22">
<main style="max-width:520px;margin:48px auto;padding:32px;background:#ffffff;border:1px solid #dbe4dd;border-radius:14px">
<p style="margin:0 0 8px;font-weight:700;color:#2f7d4f">${name}</p>
<h1 style="margin:0 0 16px;font-size:26px;color:#173f2a">${escapeHtml(page.heading)}</h1>
<p style="margin:0 0 24px;font-size:17px;line-height:1.6">${escapeHtml(page.message)}</p>
${button}<p style="margin:0"><a href="${escapeHtml(siteUrl)}" style="color:#2f7d4f;font-weight:700">Back to ${name}</a></p>
</main>
</body>
</html>
`;
}
