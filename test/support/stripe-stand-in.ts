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
  /** Subscriptions by id: each with one recurring item (what Checkout makes); set one up with addSubscription. */
  readonly subscriptions = new Map<string, { id: string; itemId: string; product: string; unitAmount: number; intervalCount: number; updates: number }>();
  private readonly subscriptionUpdates = new Map<string, string>();
  /** When set, the next responses are this error. */
  failWith: { status: number; message: string } | null = null;
  /** The card every payment intent was paid with (its latest charge's payment_method_details.card). */
  card = { brand: 'visa', last4: '4242' };
  /** When set, paying an invoice (POST /v1/invoices/:id/pay) answers Stripe's card_declined. */
  declineInvoicePayments = false;
  /** Invoices paid through POST /v1/invoices/:id/pay. */
  readonly paidInvoices: string[] = [];
  private portalSessions = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
        const url = new URL(req.url ?? '/', 'http://stand-in');
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
        const subscriptionPath = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)(\?.*)?$/.exec(req.url ?? '');
        const subscription = subscriptionPath ? this.subscriptions.get(subscriptionPath[1]) : undefined;
        if (subscriptionPath && !subscription) {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No such subscription: '${subscriptionPath[1]}'` } }));
          return;
        }
        if (subscription && req.method === 'GET') {
          res.end(JSON.stringify(this.subscriptionObject(subscription.id)));
          return;
        }
        if (subscription && req.method === 'POST') {
          // Stripe answers a repeated idempotency key with the first answer, and changes nothing again.
          const key = String(req.headers['idempotency-key'] ?? '');
          const before = key ? this.subscriptionUpdates.get(key) : undefined;
          if (before) {
            res.end(before);
            return;
          }
          if (form['items[0][id]'] !== subscription.itemId) {
            res.statusCode = 400;
            res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid subscription item id' } }));
            return;
          }
          subscription.unitAmount = Number(form['items[0][price_data][unit_amount]']);
          subscription.intervalCount = Number(form['items[0][price_data][recurring][interval_count]'] ?? 1);
          subscription.updates += 1;
          const answer = JSON.stringify(this.subscriptionObject(subscription.id));
          if (key) this.subscriptionUpdates.set(key, answer);
          res.end(answer);
          return;
        }
        if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
          this.portalSessions += 1;
          const id = `bps_standin${this.portalSessions}`;
          res.end(
            JSON.stringify({
              id,
              object: 'billing_portal.session',
              customer: form.customer,
              return_url: form.return_url,
              url: `https://billing.stripe.com/p/session/${id}`,
            }),
          );
          return;
        }
        const intent = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_]+)$/.exec(url.pathname);
        if (req.method === 'GET' && intent) {
          res.end(
            JSON.stringify({
              id: intent[1],
              object: 'payment_intent',
              status: 'succeeded',
              // Expanded when asked (expand[]=latest_charge), an id otherwise, as Stripe answers.
              latest_charge: [...url.searchParams].some(([name, value]) => name.startsWith('expand') && value === 'latest_charge')
                ? { id: `ch_${intent[1].slice(3)}`, object: 'charge', payment_method_details: { type: 'card', card: { ...this.card } } }
                : `ch_${intent[1].slice(3)}`,
            }),
          );
          return;
        }
        if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
          const invoice = url.searchParams.get('invoice') ?? '';
          res.end(
            JSON.stringify({
              object: 'list',
              has_more: false,
              data: [
                {
                  id: `inpay_${invoice}`,
                  object: 'invoice_payment',
                  invoice,
                  status: 'paid',
                  payment: { type: 'payment_intent', payment_intent: `pi_of_${invoice}` },
                },
              ],
            }),
          );
          return;
        }
        const pay = /^\/v1\/invoices\/(in_[A-Za-z0-9_]+)\/pay$/.exec(url.pathname);
        if (req.method === 'POST' && pay) {
          if (this.declineInvoicePayments) {
            res.statusCode = 402;
            res.end(JSON.stringify({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
            return;
          }
          this.paidInvoices.push(pay[1]);
          res.end(JSON.stringify({ id: pay[1], object: 'invoice', status: 'paid' }));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** A subscription as Checkout leaves it: one recurring item at `unitAmount` cents. */
  addSubscription(id: string, unitAmount: number, intervalCount = 1): void {
    const n = this.subscriptions.size + 1;
    this.subscriptions.set(id, { id, itemId: `si_standin${n}`, product: `prod_standin${n}`, unitAmount, intervalCount, updates: 0 });
  }

  private subscriptionObject(id: string): Record<string, unknown> {
    const s = this.subscriptions.get(id)!;
    return {
      id: s.id,
      object: 'subscription',
      status: 'active',
      items: {
        object: 'list',
        data: [
          {
            id: s.itemId,
            object: 'subscription_item',
            price: {
              id: `price_standin_${s.updates}`,
              object: 'price',
              product: s.product,
              unit_amount: s.unitAmount,
              recurring: { interval: 'month', interval_count: s.intervalCount },
            },
          },
        ],
      },
    };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
