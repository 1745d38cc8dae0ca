import type { BusinessIdentity } from '../../../config/config';
import { escapeHtml } from './escape-html';

/** What every template returns: one message, with an HTML part and an equivalent plain-text part. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A message is a list of blocks; each block renders to HTML and to text from the same data, so the
 * plain-text part always carries the same facts as the HTML part.
 */
export type EmailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: Array<[label: string, value: string]> }
  | { type: 'list'; title?: string; items: string[] }
  | { type: 'steps'; title: string; items: string[] }
  | { type: 'button'; label: string; url: string }
  /** Photos shown as linked thumbnails (remote images): each opens full size at its url; the text part lists the links. */
  | { type: 'photos'; title: string; photos: Array<{ url: string; alt: string }> }
  | { type: 'fine-print'; text: string; link?: { label: string; url: string } };

export interface EmailDocument {
  business: BusinessIdentity;
  subject: string;
  /** The big line at the top, e.g. "You're all set!". */
  heading: string;
  /** The first line of the body, e.g. "Hi Maria,". */
  greeting: string;
  blocks: EmailBlock[];
}

const GREEN = '#2f7d4f';
const GREEN_DARK = '#173f2a';
const ACCENT = '#f59e0b';
const ACCENT_INK = '#2b1a03';
const INK = '#1d2a22';
const MUTED = '#48584e';
const BORDER = '#dbe4dd';
const BG = '#fbfaf6';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Links in our messages are always absolute http(s) URLs we built; anything else is a bug, not a link. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`E-mail links must be http(s): ${parsed.protocol}`);
  return parsed.toString();
}

export function renderEmail(doc: EmailDocument): RenderedEmail {
  return { subject: doc.subject, html: renderHtml(doc), text: renderText(doc) };
}

function renderHtml(doc: EmailDocument): string {
  const { business } = doc;
  const p = `margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}`;
  const body = doc.blocks.map((block) => htmlBlock(block, p)).join('\n');
  const phoneHref = `tel:${business.supportPhone.replace(/[^\d+]/g, '')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${BG};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BG}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${BORDER};border-radius:14px">
<tr><td style="background:${GREEN};border-radius:14px 14px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700">${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${GREEN_DARK}">${escapeHtml(doc.heading)}</h1>
<p style="${p}">${escapeHtml(doc.greeting)}</p>
${body}
</td></tr>
<tr><td style="border-top:1px solid ${BORDER};padding:20px 28px;font-size:14px;line-height:1.6;color:${MUTED}">
<strong style="color:${INK}">${escapeHtml(business.name)}</strong> · ${escapeHtml(business.serviceArea)}<br>
E-mail <a href="mailto:${escapeHtml(business.supportEmail)}" style="color:${GREEN}">${escapeHtml(business.supportEmail)}</a> · Phone <a href="${escapeHtml(phoneHref)}" style="color:${GREEN}">${escapeHtml(business.supportPhone)}</a><br>
Hours: ${escapeHtml(business.hours)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function htmlBlock(block: EmailBlock, p: string): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;width:100%;border:1px solid ${BORDER};border-radius:8px">
${block.rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:8px 12px;font-size:14px;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 12px;font-size:15px;color:${INK}">${lines(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
    case 'list':
      return `${block.title ? `<p style="${p};margin-bottom:8px;font-weight:700">${escapeHtml(block.title)}</p>` : ''}<ul style="margin:0 0 20px;padding-left:22px;font-size:16px;line-height:1.6;color:${INK}">
${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ul>`;
    case 'steps':
      return `<h2 style="margin:8px 0 12px;font-size:18px;color:${GREEN_DARK}">${escapeHtml(block.title)}</h2>
<ol style="margin:0 0 20px;padding-left:22px;font-size:16px;line-height:1.6;color:${INK}">
${block.items.map((item) => `<li style="margin-bottom:6px">${escapeHtml(item)}</li>`).join('\n')}
</ol>`;
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(safeUrl(block.url))}" style="display:inline-block;background:${ACCENT};color:${ACCENT_INK};font-size:16px;font-weight:700;text-decoration:none;padding:12px 22px;border-radius:8px">${escapeHtml(block.label)}</a></p>`;
    case 'photos':
      return `<p style="${p};margin-bottom:8px;font-weight:700">${escapeHtml(block.title)}</p>
<p style="margin:0 0 20px">${block.photos
        .map(
          (photo) =>
            `<a href="${escapeHtml(safeUrl(photo.url))}" style="display:inline-block;margin:0 8px 8px 0"><img src="${escapeHtml(safeUrl(photo.url))}" alt="${escapeHtml(photo.alt)}" width="260" style="display:block;width:260px;max-width:100%;height:auto;border:1px solid ${BORDER};border-radius:8px"></a>`,
        )
        .join('')}</p>`;
    case 'fine-print':
      return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(block.text)}${
        block.link ? ` <a href="${escapeHtml(safeUrl(block.link.url))}" style="color:${MUTED}">${escapeHtml(block.link.label)}</a>` : ''
      }</p>`;
  }
}

function lines(value: string): string {
  return value.split('\n').map(escapeHtml).join('<br>');
}

function renderText(doc: EmailDocument): string {
  const { business } = doc;
  const parts = [doc.heading, '', doc.greeting, '', ...doc.blocks.flatMap((block) => [...textBlock(block), ''])];
  parts.push(
    '-- ',
    `${business.name} · ${business.serviceArea}`,
    `E-mail ${business.supportEmail} · Phone ${business.supportPhone}`,
    `Hours: ${business.hours}`,
  );
  return `${parts.join('\n')}\n`;
}

function textBlock(block: EmailBlock): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value.split('\n').join('\n  ')}`);
    case 'list':
      return [...(block.title ? [block.title] : []), ...block.items.map((item) => `- ${item}`)];
    case 'steps':
      return [block.title, ...block.items.map((item, i) => `${i + 1}. ${item}`)];
    case 'button':
      return [`${block.label}: ${safeUrl(block.url)}`];
    case 'photos':
      return [block.title, ...block.photos.map((photo) => `- ${photo.alt}: ${safeUrl(photo.url)}`)];
    case 'fine-print':
      return [block.link ? `${block.text} ${block.link.label}: ${safeUrl(block.link.url)}` : block.text];
  }
}
