import { addressPatterns } from './address-patterns';

/** The same semantics as PostgreSQL's ~* for these patterns (no lookaround, POSIX classes only). */
const matches = (text: string, email: string) => addressPatterns([email]).some((pattern) => new RegExp(pattern, 'i').test(text));

describe('addressPatterns', () => {
  it.each([
    ['ann@example.com', true],
    ['Mail me at Ann@Example.com please', true],
    ['/?email=ann%40example.com&dogs=2', true],
    ['/?email=ann%40example.com', true],
    ['(ann@example.com).', true],
    ['Write to ann@example.com.', true],
    ['joann@example.com', false],
    ['ann@example.com.au', false],
    ['ann@example.community', false],
    ['ann.b@example.com', false],
    ['anne@example.com', false],
  ])('%s → %s', (text, expected) => {
    expect(matches(text, 'ann@example.com')).toBe(expected);
  });

  it('treats regular-expression characters in an address literally', () => {
    expect(matches('a+b@example.com', 'a+b@example.com')).toBe(true);
    expect(matches('aab@example.com', 'a+b@example.com')).toBe(false);
    expect(matches('/?e=a%2Bb%40example.com', 'a+b@example.com')).toBe(true);
    expect(matches('ann@exampleXcom', 'ann@example.com')).toBe(false);
  });
});
