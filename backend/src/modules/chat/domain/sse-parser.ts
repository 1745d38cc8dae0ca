/** One server-sent event: its type ('message' unless named) and its data lines joined by newlines. */
export interface SseEvent {
  event: string;
  data: string;
}

/** An incremental text/event-stream parser (WHATWG rules), shared by the model adapter and the widget; chunks may split lines anywhere. */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      // A CR at the end of the chunk may be half of a CRLF; wait for the next chunk to tell.
      if (ch === '\r' && i === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, i), events);
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++;
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** The stream ended: an unterminated event is dropped, as the standard says. */
  end(): void {
    this.buffer = '';
    this.event = '';
    this.data = [];
  }

  private line(line: string, events: SseEvent[]): void {
    if (line === '') {
      if (this.data.length) events.push({ event: this.event || 'message', data: this.data.join('\n') });
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }
}

/** The spec's stream: each event carries choices[0].delta.content, and the stream ends with [DONE]. */
export const SSE_DONE = '[DONE]';

export interface ChatChunk {
  choices: Array<{ delta: { content?: string } }>;
}

export function chatChunk(content: string): ChatChunk {
  return { choices: [{ delta: { content } }] };
}

/** The content of an OpenAI-shaped chunk, or '' when it carries none (a role-only or final chunk). */
export function chunkContent(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const choices = (payload as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || !choices.length) return '';
  const delta = (choices[0] as { delta?: { content?: unknown } } | null)?.delta;
  return typeof delta?.content === 'string' ? delta.content : '';
}

/** Every event of a streamed body, as each chunk arrives; cancels the body when the reader stops early. */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
