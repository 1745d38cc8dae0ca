import { DEFAULT_BUSINESS } from '../../../config/business';
import type { BusinessIdentity } from '../../../config/config';

/** The business as the defaults name it, for template specs. */
export const BUSINESS: BusinessIdentity = DEFAULT_BUSINESS;

export const HOSTILE_NAME = '<script>alert("x")</script> & Co';

/** The visible text of an HTML part: tags gone, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
