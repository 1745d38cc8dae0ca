import { ConsumerHost } from '../../backend/src/event-store';
import { eventually } from './eventually';
import { checkoutBody, paidOrder } from './orders-fixtures';
import { TestApp } from './test-app';

const CONSUMERS: Array<[string, string]> = [
  ['service-plan-starter', 'order'],
  ['service-plan-follower', 'order'],
  ['service-plan-locator', 'service-plan'],
  ['service-visit-planner', 'service-plan'],
];

/**
 * Runs the service module's consumers until each has read every event of its streams committed so far. A consumer
 * sees an event only once no older transaction anywhere on the server is still open, so this polls (no timer).
 */
export async function settleService(t: TestApp): Promise<void> {
  const host = t.app.get(ConsumerHost);
  await eventually(
    async () => {
      let behind = 0;
      for (const [name, streamType] of CONSUMERS) {
        const runner = host.runner(name);
        if (!runner) throw new Error(`consumer ${name} is not registered`);
        if (await runner.ensureOwnership()) await runner.drain();
        const [row] = await t.database.db.query<{ behind: boolean }>(
          `select coalesce((select max(global_position) from es_events where stream_type = $2), 0) >
             coalesce((select last_position from es_checkpoints where consumer = $1), 0) as behind`,
          [name, streamType],
        );
        if (row.behind) behind += 1;
      }
      return behind;
    },
    (behind) => behind === 0,
    'the service consumers to catch up',
    60_000,
  );
}

export interface SubscriptionOptions {
  customerData?: Record<string, unknown>;
  selectedAddOns?: Record<string, boolean>;
  trashDay?: string;
  preferredDays: string[];
  scheduledDate?: string;
  /** Complete the order through onboarding (street, city, ZIP, 2-3 days) instead of the customer-info form. */
  onboarding?: { streetAddress: string; city: string; zipCode: string };
  /** More fields for the customer-info form (e.g. textOptIn). */
  customerInfo?: Record<string, unknown>;
}

/** A paid subscription with its customer info (or onboarding) complete, its plan started; answers the order id. */
export async function subscribedOrder(t: TestApp, options: SubscriptionOptions): Promise<string> {
  const body = checkoutBody({
    customerData: options.customerData ?? {},
    ...(options.selectedAddOns ? { selectedAddOns: options.selectedAddOns } : {}),
    trashDay: options.trashDay ?? '',
  });
  const { orderId, sessionId } = await paidOrder(t, body);
  const completed = options.onboarding
    ? t
        .http()
        .post(`/api/orders/${orderId}/onboarding`)
        .query({ session_id: sessionId })
        .send({ ...options.onboarding, preferredDays: options.preferredDays })
    : t
        .http()
        .post(`/api/orders/by-session/${sessionId}/customer-info`)
        .send({
          streetAddress: '24 Orchard Lane',
          preferredDays: options.preferredDays,
          dogInfo: [{ name: 'Rex', breed: 'Labrador' }],
          specialNotes: 'Gate code 4321',
          ...(options.scheduledDate ? { scheduledDate: options.scheduledDate } : {}),
          ...options.customerInfo,
        });
  await completed.expect((res) => {
    if (res.status >= 300) throw new Error(`completing the order refused: ${res.status} ${JSON.stringify(res.body)}`);
  });
  await settleService(t);
  return orderId;
}
