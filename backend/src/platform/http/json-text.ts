/** The JSON text of each shared answer, kept as long as the answer is. */
const texts = new WeakMap<object, string>();

/**
 * An answer's JSON text, for a route that sends it as is (with its Content-Type set to JSON): a frozen answer is
 * shared and cannot change (a memoized quote), so its text is worked out once; any other answer each time.
 */
export function jsonText(value: object): string {
  if (!Object.isFrozen(value)) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
