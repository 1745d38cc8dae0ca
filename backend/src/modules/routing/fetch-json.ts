/** Outside answers bigger than this are not a geocoder's or a routing table's; refuse them rather than parse them. */
const MAX_ANSWER_CHARS = 2_000_000;

export class OutsideServiceFailed extends Error {}

/** GET a JSON document with a deadline; every failure is an OutsideServiceFailed whose message names no query (addresses are personal data). */
export async function fetchJson(url: URL, what: string, timeoutMs: number): Promise<unknown> {
  const failed = (error: unknown) => new OutsideServiceFailed(`${what} did not answer: ${networkReason(error, timeoutMs)}`);
  const tooBig = () => new OutsideServiceFailed(`${what} answered with more than ${MAX_ANSWER_CHARS} characters`);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw failed(error);
  }
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_CHARS) {
    await response.body?.cancel().catch(() => undefined);
    throw tooBig();
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failed(error);
  }
  if (text.length > MAX_ANSWER_CHARS) throw tooBig();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OutsideServiceFailed(`${what} answered ${response.status} with something other than JSON`);
  }
  if (!response.ok) throw new OutsideServiceFailed(`${what} answered ${response.status}`);
  return body;
}

function networkReason(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(error);
}
