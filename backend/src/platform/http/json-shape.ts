/**
 * What a request body may look like before class-transformer walks it: its recursion overflows the stack on deep
 * nesting (a 500), and it copies every item and key (each unknown key then becomes an error) before @ArrayMaxSize or
 * the whitelist look, which took seconds for 30,000 items or 6,500 keys in one 100 kB body (issue 13).
 */
export const JSON_SHAPE_LIMITS = { maxDepth: 32, maxArrayItems: 1000, maxObjectKeys: 200, maxValues: 10_000 } as const;

const L = JSON_SHAPE_LIMITS;

/** Keys that name an object's prototype machinery: class-transformer skips them, so they would vanish without a word. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** What one walk of a parsed body found: the first limit it breaks (which ends the walk), else its first prototype key. */
export interface BodyShape {
  limitBroken?: string;
  /** The path of the first prototype key anywhere in the body (`__proto__`, `form_data.constructor`). */
  prototypeKey?: string;
}

/**
 * One iterative walk of a parsed body (no nesting can overflow the stack): the limits are checked on every value, and
 * prototype keys on every object's keys. JSON.parse makes `__proto__` an own key; the body is refused rather than
 * quietly stripped of it. A key's path is spelled only for a container or a hit (a body is mostly scalars).
 */
export function inspectBody(value: unknown): BodyShape {
  const pending: Array<[unknown, number, string]> = [[value, 0, '']];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  let values = 0;
  let prototypeKey: string | undefined;
  while (pending.length > 0) {
    const [item, depth, path] = pending.pop()!;
    if (++values > L.maxValues) return { limitBroken: `The request body holds more than ${L.maxValues} values` };
    if (item === null || typeof item !== 'object') continue;
    if (depth >= L.maxDepth) return { limitBroken: `The request body is nested more than ${L.maxDepth} levels deep` };
    if (Array.isArray(item)) {
      if (item.length > L.maxArrayItems) return { limitBroken: `A list in the request body has more than ${L.maxArrayItems} items` };
      for (let i = 0; i < item.length; i++) pending.push([item[i], depth + 1, container(item[i]) ? at(path, i) : '']);
      continue;
    }
    const keys = Object.keys(item);
    if (keys.length > L.maxObjectKeys) return { limitBroken: `An object in the request body has more than ${L.maxObjectKeys} fields` };
    for (const key of keys) {
      if (prototypeKey === undefined && PROTOTYPE_KEYS.has(key)) prototypeKey = at(path, key);
      const child = (item as Record<string, unknown>)[key];
      pending.push([child, depth + 1, container(child) ? at(path, key) : '']);
    }
  }
  return prototypeKey === undefined ? {} : { prototypeKey };
}

const container = (value: unknown): value is object => value !== null && typeof value === 'object';
