import { DiscountCodes } from '../../backend/src/modules/orders/seed/discount-codes.repository';
import { TestApp } from './test-app';

let counter = 0;

/**
 * The columns an order row needs when a test writes customer_orders straight (many orders at once, no checkout):
 * `insert into customer_orders (${ORDER_ROW_COLUMNS}, created_at, …) select …`.
 */
export const ORDER_ROW_COLUMNS = `id, stream_id, customer_name, customer_email, customer_phone, zip_code, service_type, service_frequency,
  number_of_dogs, yard_size, is_subscription, base_price, add_ons_price, total_price, final_price, due_today, payment_status,
  payment_mode, payment_provider, submission_fingerprint`;

/** A checkout body the server accepts; every call uses a fresh e-mail so limits never collide. */
export function checkoutBody(overrides: { customerData?: Record<string, unknown>; [key: string]: unknown } = {}) {
  counter += 1;
  const { customerData, ...rest } = overrides;
  return {
    customerData: {
      name: 'Jamie Rivera',
      email: `jamie.${counter}.${Date.now().toString(36)}@example.com`,
      phone: '(661) 555-0100',
      zipCode: '91354',
      numberOfDogs: '2',
      yardSize: 'medium',
      serviceFrequency: 'weekly',
      serviceType: 'subscription',
      specialInstructions: 'Side gate on the left',
      ...customerData,
    },
    selectedAddOns: { deodorizing: true } as Record<string, boolean>,
    trashDay: '',
    commitmentMonths: 3,
    ...rest,
  };
}

export async function createDiscountCode(
  app: TestApp,
  code: string,
  discountPercent: number,
  extra: { active?: boolean; expiresAt?: Date; usageLimit?: number } = {},
) {
  return app.app.get(DiscountCodes).create({ code, discountPercent, ...extra });
}

/** Starts a checkout and pays it through the sandbox's Pay button; returns the ids and the success path. */
export async function paidOrder(app: TestApp, body = checkoutBody(), path: 'subscription' | 'one-time' = 'subscription') {
  const started = await app.http().post(`/api/checkout/${path}`).send(body).expect(201);
  const sessionId = String(started.body.url).split('/').pop() as string;
  const paid = await app.http().post(`/api/payments/sandbox/sessions/${sessionId}/pay`).expect(200);
  return { orderId: started.body.orderId as string, sessionId, redirectUrl: paid.body.redirectUrl as string, email: body.customerData.email as string };
}
