import { chunkContent, readSseEvents, SSE_DONE } from '../../backend/src/modules/chat/domain/sse-parser';

export interface ChatStreamResult {
  status: number;
  headers: Headers;
  /** Content deltas in arrival order. */
  tokens: string[];
  text: string;
  /** The stream ended with data: [DONE]. */
  done: boolean;
  /** `event: error` payloads. */
  errors: Array<{ message: string; code: string }>;
  /** The problem-details body of a non-200 answer. */
  problem?: { status: number; title: string; detail?: string; code: string; errors?: Record<string, string> };
  /** Every data line, in order, as sent. */
  rawEvents: Array<{ event: string; data: string }>;
}

export interface PostChatOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called as each token arrives, before the rest of the stream is read. */
  onToken?: (token: string, index: number) => void | Promise<void>;
}

/** POSTs to /api/chat like the widget does and reads the stream incrementally. */
export async function postChat(baseUrl: string, body: unknown, options: PostChatOptions = {}): Promise<ChatStreamResult> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...options.headers },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  const result: ChatStreamResult = { status: response.status, headers: response.headers, tokens: [], text: '', done: false, errors: [], rawEvents: [] };
  if (response.status !== 200 || !response.body) {
    result.problem = (await response.json()) as ChatStreamResult['problem'];
    return result;
  }
  try {
    for await (const event of readSseEvents(response.body)) {
      result.rawEvents.push(event);
      if (event.event === 'error') result.errors.push((JSON.parse(event.data) as { error: { message: string; code: string } }).error);
      else if (event.data === SSE_DONE) result.done = true;
      else {
        const token = chunkContent(JSON.parse(event.data));
        result.tokens.push(token);
        result.text += token;
        await options.onToken?.(token, result.tokens.length - 1);
      }
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return result;
}

/** A listening address for a Nest app in a test: http://127.0.0.1:port. */
export function addressOf(server: { address(): unknown }): string {
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}
