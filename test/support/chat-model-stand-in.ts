import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next request. */
export interface ScriptedReply {
  /** Content deltas, each sent as its own OpenAI-shaped chunk. */
  chunks?: string[];
  /** Cut the connection after this many chunks (after any hold): a provider failing mid-stream. */
  failAfter?: number;
  /** Answer with this status and an OpenAI-shaped error body instead of a stream. */
  status?: number;
  /** Stop after this many chunks until release() is called. */
  holdAfter?: number;
  /** Pause between chunks, so a person (or a browser test) can watch the stream. */
  delayMs?: number;
  /** Close the stream cleanly without the final chunk and [DONE]. */
  truncate?: boolean;
}

export interface RecordedModelRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }>; [key: string]: unknown };
}

/** An OpenAI-compatible chat-completions server on 127.0.0.1 that records requests and streams scripted `chat.completion.chunk`s. */
export class ModelStandIn {
  readonly requests: RecordedModelRequest[] = [];
  /** Requests whose connection the client closed before the reply finished. */
  abandoned = 0;
  defaultReply: ScriptedReply = { chunks: ['Hello', ' from', ' the', ' model.'] };
  private readonly queue: ScriptedReply[] = [];
  private readonly holds: Array<() => void> = [];
  private readonly waiters: Array<() => void> = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ModelStandIn> {
    const server = createServer((req, res) => void standIn.handle(req, res));
    const standIn = new ModelStandIn(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return standIn;
  }

  /** The OPENAI_BASE_URL to configure. */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Queues replies for the next requests; after them, defaultReply answers. */
  reply(...replies: ScriptedReply[]): void {
    this.queue.push(...replies);
  }

  /** Lets a held reply go on. */
  release(): void {
    this.holds.shift()?.();
  }

  /** Resolves once check() holds; re-checked whenever a request arrives or a connection closes. */
  async settled(check: () => boolean): Promise<void> {
    while (!check()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  async close(): Promise<void> {
    this.holds.splice(0).forEach((release) => release());
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Lets what was written reach the client, then drops the connection the way a crashed upstream does. */
  private async cut(res: ServerResponse): Promise<void> {
    await new Promise<void>((resolve) => res.write('', () => resolve()));
    res.socket?.destroy();
  }

  private notify(): void {
    this.waiters.splice(0).forEach((wake) => wake());
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    let finished = false;
    res.on('close', () => {
      if (!finished) this.abandoned++;
      this.notify();
    });
    this.notify();
    const script = this.queue.shift() ?? this.defaultReply;
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      finished = true;
      return void res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }));
    }
    if (script.status) {
      finished = true;
      return void res
        .writeHead(script.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    const id = `chatcmpl-standin-${this.requests.length}`;
    const send = (delta: Record<string, string>, finishReason: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_760_000_000, model: body.model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' });
    const contents = script.chunks ?? this.defaultReply.chunks ?? [];
    for (let i = 0; i < contents.length; i++) {
      if (res.destroyed) return;
      if (script.holdAfter !== undefined && i === script.holdAfter) await new Promise<void>((resolve) => this.holds.push(resolve));
      if (script.failAfter !== undefined && i === script.failAfter) return this.cut(res);
      if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      if (res.destroyed) return;
      send({ content: contents[i] });
    }
    if (script.failAfter !== undefined && script.failAfter >= contents.length) return this.cut(res);
    finished = true;
    if (script.truncate) return void res.end();
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }
}
