/** Resolves when the promise settles or after ms, whichever is first; never rejects. */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    promise
      .then(
        () => resolve(),
        () => resolve(),
      )
      .finally(() => window.clearTimeout(timer));
  });
}
