/**
 * What a request body may look like before class-transformer walks it: its recursion overflows the stack on deep
 * nesting (a 500), and it copies every item and key (each unknown key then becomes an error) before @ArrayMaxSize or
 * the whitelist look, which took seconds for 30,000 items or 6,500 keys in one 100 kB body (issue 13).
 */
export const JSON_SHAPE_LIMITS = { maxDepth: 32, maxArrayItems: 1000, maxObjectKeys: 200, maxValues: 10_000 } as const;

const L = JSON_SHAPE_LIMITS;

/** Keys that name an object's prototype machinery: class-transformer skips them, so they would vanish without a word. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first prototype key anywhere in a parsed body (`__proto__`, `form_data.constructor`), or undefined.
 * JSON.parse makes `__proto__` an own key; the body is refused rather than quietly stripped of it.
 */
export function prototypeKeyPath(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const entries: Array<[string, unknown]> = Array.isArray(item) ? item.map((child, i) => [String(i), child]) : Object.entries(item);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(item) && PROTOTYPE_KEYS.has(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

/** The first way a parsed body breaks the limits, or undefined. Iterative, so no nesting can overflow the stack. */
export function jsonShapeError(value: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]];
  let values = 0;
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (++values > L.maxValues) return `The request body holds more than ${L.maxValues} values`;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= L.maxDepth) return `The request body is nested more than ${L.maxDepth} levels deep`;
    const children = Array.isArray(item) ? item : Object.values(item);
    if (Array.isArray(item) && children.length > L.maxArrayItems) return `A list in the request body has more than ${L.maxArrayItems} items`;
    if (!Array.isArray(item) && children.length > L.maxObjectKeys) return `An object in the request body has more than ${L.maxObjectKeys} fields`;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return undefined;
}
