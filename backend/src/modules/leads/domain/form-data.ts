import { JsonObject } from '../../../event-store';
import { stripMarkup } from '../../pricing';

const MAX_KEYS = 80;
const MAX_DEPTH = 4;
const MAX_STRING = 2000;
const MAX_KEY = 64;

/**
 * A quote-form snapshot as the browser sent it, made safe to keep: markup stripped from every string
 * (spec 000 §5), strings (cut before stripping), key counts and nesting capped. Never card data: the form has none.
 */
export function cleanFormData(value: unknown, depth = 0): JsonObject {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > MAX_DEPTH) return {};
  const out: JsonObject = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS)) {
    const cleaned = cleanValue(raw, depth + 1);
    if (cleaned !== undefined) out[stripMarkup(key.slice(0, MAX_KEY))] = cleaned;
  }
  return out;
}

function cleanValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return stripMarkup(value.slice(0, MAX_STRING));
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value))
    return depth > MAX_DEPTH
      ? undefined
      : value
          .slice(0, MAX_KEYS)
          .map((v) => cleanValue(v, depth + 1))
          .filter((v) => v !== undefined);
  if (typeof value === 'object') return depth > MAX_DEPTH ? undefined : cleanFormData(value, depth);
  return undefined;
}
