/**
 * A point a test holds code under test at: the code calls `reach()` when it gets there and waits on `opened`; the test
 * awaits `reached`, does what must happen meanwhile, then calls `open()`.
 */
export function gate(): { reach: () => void; reached: Promise<void>; open: () => void; opened: Promise<void> } {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { reach, reached, open, opened };
}
