/**
 * An outside service's Retry-After header (RFC 9110 §10.2.3): delay-seconds, or an HTTP date (which names its day and
 * month in letters); null when absent or anything else, such as a negative number.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
