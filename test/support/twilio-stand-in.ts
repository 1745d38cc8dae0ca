import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedText {
  accountSid: string;
  /** The Basic credentials the request carried, decoded ("sid:token"). */
  credentials: string;
  to: string;
  from: string;
  body: string;
}

/**
 * Twilio's Messages API on loopback: POST /2010-04-01/Accounts/{sid}/Messages.json (form-encoded, basic auth)
 * answers a message sid and records the text; `failNext` makes the next one answer Twilio's 400 problem, and
 * `throttleNext` its 429 (code 20429), with a Retry-After header when given one.
 */
export class TwilioStandIn {
  readonly texts: RecordedText[] = [];
  private failures = 0;
  private throttles = 0;
  private retryAfter: string | null = null;
  /** Every request that reached the Messages API (answered or refused), in order: its status. */
  readonly answered: number[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  failNext(count = 1): void {
    this.failures = count;
  }

  throttleNext(count = 1, retryAfter: string | null = null): void {
    this.throttles = count;
    this.retryAfter = retryAfter;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      if (match) this.answered.push(status);
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !match) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    const credentials = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (!credentials.startsWith(`${match[1]}:`)) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (this.throttles > 0) {
      this.throttles -= 1;
      return answer(429, { code: 20429, message: 'Too Many Requests', status: 429 }, this.retryAfter === null ? {} : { 'Retry-After': this.retryAfter });
    }
    if (this.failures > 0) {
      this.failures -= 1;
      return answer(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    this.texts.push({ accountSid: match[1], credentials, to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' });
    answer(201, { sid: `SM${String(this.texts.length).padStart(32, '0')}`, status: 'queued' });
  }
}
