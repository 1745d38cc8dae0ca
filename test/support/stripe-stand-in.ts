import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, decoded into bracketed keys as Stripe's API receives them. */
  form: Record<string, string>;
}

/** A local HTTP server that speaks the part of Stripe's API we call, and records every request. */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  private sessions = 0;
  private readonly refunds = new Map<string, Record<string, unknown>>();
  /** When set, the next responses are this error. */
  failWith: { status: number; message: string } | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
        res.setHeader('content-type', 'application/json');
        res.setHeader('request-id', `req_standin_${this.requests.length}`);
        if (this.failWith) {
          res.statusCode = this.failWith.status;
          res.end(JSON.stringify({ error: { type: 'api_error', message: this.failWith.message } }));
          return;
        }
        if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
          this.sessions += 1;
          const id = `cs_test_standin${this.sessions}`;
          res.end(
            JSON.stringify({ id, object: 'checkout.session', mode: form.mode, url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', metadata: {} }),
          );
          return;
        }
        if (req.method === 'POST' && req.url === '/v1/refunds') {
          // Stripe answers a repeated idempotency key with the refund it made the first time.
          const key = String(req.headers['idempotency-key'] ?? '');
          let refund = this.refunds.get(key);
          if (!refund) {
            refund = {
              id: `re_standin${this.refunds.size + 1}`,
              object: 'refund',
              amount: Number(form.amount),
              payment_intent: form.payment_intent,
              status: 'succeeded',
            };
            this.refunds.set(key, refund);
          }
          res.end(JSON.stringify(refund));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
