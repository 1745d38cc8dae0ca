import { stripMarkup } from '../../pricing';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonRecord = { [key: string]: JsonValue };

const MAX_KEYS = 50;
const MAX_DEPTH = 4;
const MAX_STRING = 1000;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Browser text as PostgreSQL can store it: markup and control characters stripped, broken surrogates replaced. */
export const cleanText = (value: string): string => stripMarkup(value).replace(LONE_SURROGATE, '\ufffd');

/** A browser-sent object made safe to store: markup stripped from keys and strings (spec 000 §5), sizes and nesting capped. */
export function cleanJson(value: unknown, depth = 0): JsonRecord {
  if (!isPlainObject(value) || depth > MAX_DEPTH) return {};
  const entries: Array<[string, JsonValue]> = [];
  for (const [key, raw] of Object.entries(value).slice(0, MAX_KEYS)) {
    const cleaned = cleanValue(raw, depth + 1);
    const name = cleanText(key.slice(0, 64));
    if (cleaned !== undefined && name) entries.push([name, cleaned]);
  }
  // fromEntries defines own properties: a "__proto__" key stays data instead of replacing the prototype.
  return Object.fromEntries(entries);
}

function cleanValue(value: unknown, depth: number): JsonValue | undefined {
  if (typeof value === 'string') return cleanText(value.slice(0, MAX_STRING));
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const item of value.slice(0, MAX_KEYS)) {
      const cleaned = cleanValue(item, depth + 1);
      if (cleaned !== undefined) items.push(cleaned);
    }
    return items;
  }
  if (isPlainObject(value)) return cleanJson(value, depth);
  return undefined;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Bytes of the value as JSON (UTF-8), how the size limits are measured. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
