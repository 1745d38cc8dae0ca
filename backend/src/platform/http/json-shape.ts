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
  if (value === null || typeof value !== 'object') return undefined;
  // Only containers are queued, and a key's path is spelled only for a container or a hit (a body is mostly scalars).
  const pending: Array<[object, string]> = [[value, '']];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        const child: unknown = item[i];
        if (child !== null && typeof child === 'object') pending.push([child, at(path, i)]);
      }
      continue;
    }
    for (const key of Object.keys(item)) {
      if (PROTOTYPE_KEYS.has(key)) return at(path, key);
      const child = (item as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') pending.push([child, at(path, key)]);
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
