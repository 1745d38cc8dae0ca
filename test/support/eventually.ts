/**
 * Waits for asynchronous work someone else does (a BullMQ worker, a consumer) by polling its visible
 * effect. Not a timer: a test never waits for time to pass, only for work to finish, and the deadline
 * only turns a hang into a clear failure.
 */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, what = 'the condition', timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await probe();
  }
  return last;
}
