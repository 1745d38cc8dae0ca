/**
 * Lets two turns of the event loop pass: the promise callbacks an answer queued, then what was left for the end of the
 * turn in which they ran (a Coalescer sends its next batch there, so a second turn, as the caller's own wait may have
 * been queued first).
 */
export async function afterTheNextBatch(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}
