import type { Response } from 'express';
import { once } from 'node:events';
import { chatChunk, SSE_DONE } from '../domain/sse-parser';

// Proxies drop a connection that stays silent too long while a slow model thinks.
const HEARTBEAT_MS = 15_000;

/** A text/event-stream answer written event by event, each flushed as it is written. */
export class SseResponse {
  private heartbeat?: NodeJS.Timeout;

  constructor(private readonly res: Response) {}

  open(headers: Record<string, string>): void {
    this.res.status(200);
    this.res.set({
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps proxies from compressing (and so buffering) the stream.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx buffers responses unless told not to.
      'X-Accel-Buffering': 'no',
    });
    this.res.socket?.setNoDelay(true);
    this.res.flushHeaders();
    this.heartbeat = setInterval(() => void this.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  /** One token; waits when the socket's buffer is full, so a slow reader never makes us hold the reply. */
  async token(content: string): Promise<void> {
    await this.write(`data: ${JSON.stringify(chatChunk(content))}\n\n`);
  }

  async done(): Promise<void> {
    await this.write(`data: ${SSE_DONE}\n\n`);
  }

  /** The failure event; no [DONE] follows, so a client reading only data lines still sees the stream end early. */
  async error(message: string, code: string): Promise<void> {
    await this.write(`event: error\ndata: ${JSON.stringify({ error: { message, code } })}\n\n`);
  }

  end(): void {
    clearInterval(this.heartbeat);
    if (!this.closed) this.res.end();
  }

  private async write(text: string): Promise<void> {
    if (this.closed) return;
    if (!this.res.write(text)) await Promise.race([once(this.res, 'drain'), once(this.res, 'close')]);
  }
}
