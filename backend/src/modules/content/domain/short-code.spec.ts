import { ALL_SHORT_CODES, isShortCode, pickFreeCode } from './short-code';

describe('short codes', () => {
  it('has 286 distinct codes, all matching the pattern', () => {
    expect(ALL_SHORT_CODES).toHaveLength(286);
    expect(new Set(ALL_SHORT_CODES).size).toBe(286);
    expect(ALL_SHORT_CODES.every(isShortCode)).toBe(true);
  });

  it('recognises one lowercase letter with an optional digit only', () => {
    expect(['a', 'z9', 'k0'].every(isShortCode)).toBe(true);
    expect(['A', 'ab', 'a10', '1', '', 'blog'].some(isShortCode)).toBe(false);
  });

  it('picks a free code and none when all are taken', () => {
    const taken = new Set(ALL_SHORT_CODES.filter((c) => c !== 'q7'));
    expect(pickFreeCode(taken)).toBe('q7');
    expect(pickFreeCode(new Set(ALL_SHORT_CODES))).toBeNull();
  });
});
