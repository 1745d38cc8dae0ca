import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { sanitizeInstructions, stripMarkup } from '../../pricing';
import { foldOrder } from '../domain/order';
import { CustomerInfoCompleted, ORDER_STREAM, OnboardingCompleted } from '../domain/order.events';
import { CUSTOMER_INFO_MESSAGES, customerInfoErrors, onboardingErrors, tomorrowIn } from './customer-info.rules';
import { CustomerInfoRequest, OnboardingRequest } from './customer-info.dto';
import { CustomerOrderRow, CustomerOrderView, toCustomerOrderView } from './order-view';
import { OrdersQuery } from './orders.query';

export const orderNotFound = () => new Problem(HttpStatus.NOT_FOUND, CUSTOMER_INFO_MESSAGES.orderNotFoundTitle, CUSTOMER_INFO_MESSAGES.orderNotFound, undefined, 'ORDER_NOT_FOUND');

/** The two post-payment forms: customer info (address, days or date and slot, dogs) and onboarding. */
@Injectable()
export class CompleteCustomerDetails {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(OrdersQuery) private readonly orders: OrdersQuery,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async customerInfo(sessionId: string, body: CustomerInfoRequest): Promise<CustomerOrderView> {
    const order = await this.orders.bySession(sessionId);
    if (!order) throw orderNotFound();
    const data: CustomerInfoCompleted = {
      streetAddress: stripMarkup(body.streetAddress),
      preferredDays: order.is_subscription ? [...new Set(body.preferredDays ?? [])] : [],
      scheduledDate: order.is_subscription ? null : (body.scheduledDate ?? '').trim(),
      timeSlot: order.is_subscription ? null : (body.timeSlot ?? '').trim(),
      // Blank rows the page leaves behind are dropped; complete ones are kept.
      dogInfo: body.dogInfo.map((dog) => ({ name: stripMarkup(dog.name), breed: stripMarkup(dog.breed) })).filter((dog) => dog.name || dog.breed),
      specialNotes: sanitizeInstructions(body.specialNotes ?? ''),
    };
    const errors = customerInfoErrors(
      { ...data, scheduledDate: data.scheduledDate ?? '', timeSlot: data.timeSlot ?? '' },
      order.is_subscription,
      tomorrowIn(this.config.business.timeZone, this.clock.now()),
      !order.is_bin_only,
    );
    if (Object.keys(errors).length) throw Problem.validation(errors);
    await this.appendTo(order, 'order.customer-info-completed', { ...data });
    return toCustomerOrderView((await this.orders.byId(order.id)) as CustomerOrderRow);
  }

  async onboarding(orderId: string, sessionId: string, body: OnboardingRequest): Promise<CustomerOrderView> {
    const order = await this.orderForOnboarding(orderId, sessionId);
    const data: OnboardingCompleted = {
      streetAddress: stripMarkup(body.streetAddress),
      city: stripMarkup(body.city),
      state: stripMarkup(body.state ?? 'CA').toUpperCase() || 'CA',
      zipCode: stripMarkup(body.zipCode),
      preferredDays: [...new Set(body.preferredDays)],
      contactPreference: body.contactPreference ?? 'email',
      specialNotes: sanitizeInstructions(body.specialNotes ?? ''),
      optInMarketing: body.optInMarketing === true,
    };
    const errors = onboardingErrors(data);
    if (Object.keys(errors).length) throw Problem.validation(errors);
    await this.appendTo(order, 'order.onboarding-completed', { ...data });
    return toCustomerOrderView((await this.orders.byId(order.id)) as CustomerOrderRow);
  }

  /** The order id and its checkout session must match, so an order id alone reveals nothing. */
  async orderForOnboarding(orderId: string, sessionId: string): Promise<CustomerOrderRow> {
    const order = await this.orders.byId(orderId);
    const matches = order && sessionId && [order.checkout_session_id, order.stripe_subscription_id, order.stripe_payment_intent_id].includes(sessionId);
    if (!order || !matches) throw orderNotFound();
    return order;
  }

  private async appendTo(order: CustomerOrderRow, type: string, data: Record<string, unknown>): Promise<void> {
    await withConcurrencyRetry(async () => {
      const history = await this.store.readStream(order.stream_id);
      const state = foldOrder(history);
      if (state.paymentStatus !== 'completed') {
        throw new Problem(HttpStatus.CONFLICT, 'Payment Pending', CUSTOMER_INFO_MESSAGES.paymentNotConfirmed, undefined, 'PAYMENT_PENDING');
      }
      await this.store.append(order.stream_id, ORDER_STREAM, history[history.length - 1].version, [{ type, data }], {
        subjectId: order.subject_id,
        metadata: { actor: 'customer', correlationId: order.id },
      });
    });
  }
}
