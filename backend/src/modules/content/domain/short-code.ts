/** Spec 001 §2: one lowercase letter optionally followed by one digit. */
export const SHORT_CODE_PATTERN = /^[a-z][0-9]?$/;

/** Every code the pattern allows: a…z, then a0…z9 (286 in all). */
export const ALL_SHORT_CODES: readonly string[] = (() => {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  return [...letters, ...letters.flatMap((l) => '0123456789'.split('').map((d) => `${l}${d}`))];
})();

export const isShortCode = (value: string): boolean => SHORT_CODE_PATTERN.test(value);

/** A random free code, or null when all are taken; random so concurrent saves rarely pick the same one. */
export function pickFreeCode(taken: ReadonlySet<string>, random: () => number = Math.random): string | null {
  const free = ALL_SHORT_CODES.filter((c) => !taken.has(c));
  if (!free.length) return null;
  return free[Math.floor(random() * free.length)];
}
