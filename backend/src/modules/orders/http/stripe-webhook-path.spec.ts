import { keepsRawBody } from './stripe-webhook.controller';

describe('keepsRawBody: the one route whose raw body the edge keeps', () => {
  it.each(['/api/payments/stripe/webhook', '/api/payments/stripe/webhook/', '/API/Payments/Stripe/Webhook', '/api/payments/stripe/webhook?x=1'])(
    'keeps it for the Stripe webhook as Express routes it: %s',
    (url) => expect(keepsRawBody(url)).toBe(true),
  );

  it.each([
    '/api/payments/stripe/webhooks',
    '/api/payments/stripe',
    '/api/quotes/price',
    '/api/payments/stripe/webhook/extra',
    '/x?/api/payments/stripe/webhook',
  ])('drops it everywhere else: %s', (url) => expect(keepsRawBody(url)).toBe(false));
});
