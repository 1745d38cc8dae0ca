import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { sanitizeInstructions, stripMarkup } from '../../pricing';
import { tomorrowIn } from '../domain/customer-info';
import { CustomerInfoForm, decideOrder, ORDER_STREAM_DEFINITION, OrderCommand } from '../domain/order';
import { CustomerOrderRow, CustomerOrderView } from '../queries/customer-order-row';
import { CustomerOrderViewQuery, OrderByAccessKeyQuery, orderNotFound } from '../queries/order-by-access-key.query';
import { asProblem } from './order-problem';

export interface CustomerInfoInput {
  streetAddress: string;
  preferredDays?: string[];
  scheduledDate?: string;
  timeSlot?: string;
  dogInfo: Array<{ name: string; breed: string }>;
  specialNotes?: string;
  textOptIn?: boolean;
}

/** The customer-info form (address, days or date and slot, dogs), posted through the order's access key. */
export class CompleteCustomerInfoCommand extends Command<CustomerOrderView> {
  constructor(
    readonly accessKey: string,
    readonly input: CustomerInfoInput,
  ) {
    super();
  }
}

@CommandHandler(CompleteCustomerInfoCommand)
export class CompleteCustomerInfoHandler implements ICommandHandler<CompleteCustomerInfoCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ accessKey, input }: CompleteCustomerInfoCommand): Promise<CustomerOrderView> {
    const order = await this.queries.execute(new OrderByAccessKeyQuery(accessKey));
    if (!order) throw orderNotFound();
    const form: CustomerInfoForm = {
      streetAddress: stripMarkup(input.streetAddress),
      preferredDays: input.preferredDays ?? [],
      scheduledDate: input.scheduledDate ?? '',
      timeSlot: input.timeSlot ?? '',
      dogInfo: input.dogInfo.map((dog) => ({ name: stripMarkup(dog.name), breed: stripMarkup(dog.breed) })),
      specialNotes: sanitizeInstructions(input.specialNotes ?? ''),
      textOptIn: input.textOptIn === true,
    };
    const tomorrow = tomorrowIn(this.config.business.timeZone, this.clock.now());
    await completeDetails(this.store, order, { type: 'complete-customer-info', form, tomorrow, support: this.config.business });
    return this.queries.execute(new CustomerOrderViewQuery({ orderId: order.id }));
  }
}

/**
 * Either post-payment form is taken once per order; the stream decides, so two posts racing past the read
 * table still write once. Later changes go through staff, so a leaked link can't move the service address.
 */
export async function completeDetails(
  store: EventStore,
  order: CustomerOrderRow,
  command: Extract<OrderCommand, { type: 'complete-customer-info' | 'complete-onboarding' }>,
): Promise<void> {
  const orders = store.stream(ORDER_STREAM_DEFINITION);
  try {
    await withConcurrencyRetry(async () => {
      const { state, expected } = await orders.aggregate(order.id);
      await orders.append(order.id, expected, decideOrder(command, state), {
        subjectId: order.subject_id,
        metadata: { actor: 'customer', correlationId: order.id },
      });
    });
  } catch (error) {
    throw asProblem(error);
  }
}
