import { cleanJson, cleanText, jsonBytes } from './clean-json';

describe('cleaning what browsers send', () => {
  it('strips markup and control characters, and replaces broken surrogates PostgreSQL cannot store', () => {
    expect(cleanText('<b>Hi</b>\u0000 there')).toBe('Hi there');
    expect(cleanText('a\ud800b')).toBe('a\ufffdb');
    expect(cleanText('dog 🐕')).toBe('dog 🐕');
  });

  it('keeps JSON values, drops functions and non-finite numbers, caps depth', () => {
    const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } };
    expect(cleanJson({ n: 1, ok: true, nil: null, inf: Infinity, list: ['<i>x</i>', 2], ...deep })).toEqual({
      n: 1,
      ok: true,
      nil: null,
      list: ['x', 2],
      a: { b: { c: { d: {} } } },
    });
    expect(cleanJson(['not', 'an', 'object'])).toEqual({});
    expect(cleanJson({ '<b></b>': 'empty key dropped' })).toEqual({});
  });

  it('keeps a "__proto__" key as data instead of letting it replace the prototype', () => {
    const out = cleanJson(JSON.parse('{"__proto__":{"polluted":"yes"},"ok":1}'));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(out))).toEqual(JSON.parse('{"__proto__":{"polluted":"yes"},"ok":1}'));
  });

  it('measures size in UTF-8 bytes', () => {
    expect(jsonBytes({ a: 'é' })).toBe(10);
  });
});
