import { RecordedEvent, StreamDefinition } from '../../../event-store';
import { asOrderEvent, ORDER_STREAM } from './order.events';

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

/** What decisions about one order need, and what auditors see at /api/admin/streams/:id/state; folded from its stream. */
export interface OrderState {
  exists: boolean;
  orderId: string | null;
  paymentStatus: PaymentStatus;
  isSubscription: boolean;
  checkoutSessionId: string | null;
  subscriptionStatus: string | null;
  /** Provider time of the status we hold, so an older delivery can't overwrite a newer one. */
  subscriptionStatusAt: number;
  failedInvoices: string[];
  removed: boolean;
  customerInfoCompleted: boolean;
  onboardingCompleted: boolean;
}

export const initialOrderState = (): OrderState => ({
  exists: false,
  orderId: null,
  paymentStatus: 'pending',
  isSubscription: false,
  checkoutSessionId: null,
  subscriptionStatus: null,
  subscriptionStatusAt: 0,
  failedInvoices: [],
  removed: false,
  customerInfoCompleted: false,
  onboardingCompleted: false,
});

export function evolveOrder(state: OrderState, recorded: RecordedEvent): OrderState {
  const event = asOrderEvent(recorded);
  switch (event.type) {
    case 'order.checkout-started':
      return {
        ...state,
        exists: true,
        orderId: event.data.orderId,
        isSubscription: event.data.pricing.kind !== 'one-time',
        checkoutSessionId: event.data.checkoutSessionId,
      };
    case 'order.payment-completed':
      return { ...state, paymentStatus: 'completed', subscriptionStatus: state.isSubscription ? (state.subscriptionStatus ?? 'active') : null };
    case 'order.payment-failed':
      return {
        ...state,
        paymentStatus: state.paymentStatus === 'completed' ? 'completed' : 'failed',
        failedInvoices: event.data.invoiceId ? [...state.failedInvoices, event.data.invoiceId] : state.failedInvoices,
      };
    case 'order.checkout-expired':
      return { ...state, paymentStatus: state.paymentStatus === 'completed' ? 'completed' : 'cancelled' };
    case 'order.subscription-status-changed':
      return { ...state, subscriptionStatus: event.data.status, subscriptionStatusAt: event.data.providerCreatedAt ?? 0 };
    case 'order.customer-info-completed':
      return { ...state, customerInfoCompleted: true };
    case 'order.onboarding-completed':
      return { ...state, onboardingCompleted: true };
    case 'order.expired-by-cleanup':
    case 'order.removed-as-duplicate':
      return { ...state, removed: true, paymentStatus: state.paymentStatus === 'completed' ? 'completed' : 'cancelled' };
    case 'order.deleted-by-staff':
      return { ...state, removed: true };
    default:
      return state;
  }
}

export const ORDER_STREAM_DEFINITION: StreamDefinition<OrderState> = {
  streamType: ORDER_STREAM,
  initialState: initialOrderState,
  evolve: evolveOrder,
};

export function foldOrder(events: RecordedEvent[]): OrderState {
  return events.reduce(evolveOrder, initialOrderState());
}
