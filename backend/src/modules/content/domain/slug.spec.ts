import { nextFreeSlug, slugify } from './slug';

describe('slugs', () => {
  it('turns a title into lowercase hyphenated ASCII', () => {
    expect(slugify('  Why Dogs & Yards Need Care!  ')).toBe('why-dogs-and-yards-need-care');
    expect(slugify("Café Owners' Guide to Valencia")).toBe('cafe-owners-guide-to-valencia');
    expect(slugify('🐶🐶')).toBe('post');
    expect(slugify('a'.repeat(100)).length).toBe(80);
  });

  it('numbers duplicates from 2', () => {
    expect(nextFreeSlug('my-title', new Set())).toBe('my-title');
    expect(nextFreeSlug('my-title', new Set(['my-title']))).toBe('my-title-2');
    expect(nextFreeSlug('my-title', new Set(['my-title', 'my-title-2', 'my-title-3']))).toBe('my-title-4');
  });
});
