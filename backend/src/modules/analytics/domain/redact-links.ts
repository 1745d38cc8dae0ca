import { redactUrl } from '../../../platform/http/redact-url';
import type { JsonRecord } from './clean-json';

const LINK = /^(?:\/|[a-z][a-z0-9+.-]*:\/\/)/i;

/** The record with every top-level path or URL (a page_view's referrer, a 404's path) passed through redactUrl. */
export function redactLinks(record: JsonRecord): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(record)) out[key] = typeof value === 'string' && LINK.test(value) ? redactUrl(value) : value;
  return out;
}
