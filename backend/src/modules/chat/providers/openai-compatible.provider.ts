import type { BusinessIdentity } from '../../../config/business';
import { Clock } from '../../../platform/clock';
import { chunkContent, SSE_DONE, SseParser } from '../domain/sse-parser';
import { ChatProvider, ChatProviderError, ChatRequest } from './chat-provider';
import { buildSystemPrompt } from './system-prompt';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for the response headers, and then between two chunks. */
  idleTimeoutMs?: number;
  /** The idle timer; tests pass their own to fire it without waiting. */
  timers?: IdleTimers;
}

export interface IdleTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: IdleTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
// Replies are a few sentences; the cap bounds what one visitor can spend.
const MAX_REPLY_TOKENS = 500;

/** Any OpenAI-compatible streaming endpoint (`POST {base}/chat/completions`, `stream: true`); each delta is yielded as its chunk arrives. */
export class OpenAiCompatibleProvider extends ChatProvider {
  private readonly endpoint: string;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly business: BusinessIdentity,
    private readonly clock: Clock,
  ) {
    super();
    this.endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async *stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string> {
    const idleMs = this.settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timers = this.settings.timers ?? REAL_TIMERS;
    let timer: unknown;
    const arm = () => {
      timers.clear(timer);
      timer = timers.set(() => {
        timedOut = true;
        controller.abort();
      }, idleMs);
    };
    const onAbort = () => controller.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    arm();
    try {
      const response = await this.post(request, controller.signal, () => timedOut);
      if (!response.body) throw new ChatProviderError('the model answered without a body', 'malformed');
      const parser = new SseParser();
      const decoder = new TextDecoder();
      let finished = false;
      const reader = response.body.getReader();
      try {
        while (!finished) {
          arm();
          const { done, value } = await this.read(reader, () => timedOut, signal);
          if (done || !value) break;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) {
            if (event.data === SSE_DONE) {
              finished = true;
              break;
            }
            const payload = parseChunk(event.data);
            const content = chunkContent(payload);
            if (content) yield content;
            if (isFinal(payload)) finished = true;
          }
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      if (!finished && !signal.aborted) throw new ChatProviderError('the model stream ended before [DONE]', 'interrupted');
    } finally {
      timers.clear(timer);
      signal.removeEventListener('abort', onAbort);
    }
  }

  private async post(request: ChatRequest, signal: AbortSignal, timedOut: () => boolean): Promise<Response> {
    const system = buildSystemPrompt({ business: this.business, currentPage: request.currentPage, now: this.clock.now() });
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        signal,
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${this.settings.apiKey}` },
        body: JSON.stringify({
          model: this.settings.model,
          stream: true,
          temperature: 0.3,
          max_tokens: MAX_REPLY_TOKENS,
          messages: [{ role: 'system', content: system }, ...request.messages.map((m) => ({ role: m.role, content: m.content }))],
        }),
      });
    } catch (error) {
      if (timedOut()) throw new ChatProviderError('the model did not answer in time', 'timed-out');
      throw new ChatProviderError(`the model could not be reached: ${(error as Error).message}`, 'unreachable');
    }
    if (!response.ok) {
      // The body names the cause (bad key, quota, unknown model); it goes to the log, never to the visitor.
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new ChatProviderError(`the model answered ${response.status}: ${detail}`, 'rejected');
    }
    return response;
  }

  private async read(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    timedOut: () => boolean,
    visitor: AbortSignal,
  ): Promise<{ done: boolean; value?: Uint8Array }> {
    try {
      return await reader.read();
    } catch (error) {
      if (visitor.aborted) return { done: true, value: undefined };
      if (timedOut()) throw new ChatProviderError('the model stopped sending', 'timed-out');
      throw new ChatProviderError(`the model stream broke off: ${(error as Error).message}`, 'interrupted');
    }
  }
}

function parseChunk(data: string): unknown {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    throw new ChatProviderError('the model sent a chunk that is not JSON', 'malformed');
  }
  const error = (payload as { error?: { message?: string } } | null)?.error;
  if (error) throw new ChatProviderError(`the model reported an error: ${error.message ?? 'unknown'}`, 'rejected');
  return payload;
}

function isFinal(payload: unknown): boolean {
  const choices = (payload as { choices?: Array<{ finish_reason?: string | null }> } | null)?.choices;
  return Boolean(choices?.[0]?.finish_reason);
}
