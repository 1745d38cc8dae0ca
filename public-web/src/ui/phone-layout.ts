/** The phone layout's breakpoint, as the stylesheets write it (max-width: 599.98px). */
const PHONE = '(max-width: 599.98px)';

/**
 * Whether the page opened in the phone layout: for parts that start folded on phones (issue 18 §8) and stay as the
 * visitor left them after that (turning the phone does not fold them again).
 */
export function opensOnPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
}
