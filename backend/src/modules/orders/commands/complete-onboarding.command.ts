import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore } from '../../../event-store';
import { sanitizeInstructions, stripMarkup } from '../../pricing';
import { OnboardingForm } from '../domain/order';
import { CustomerOrderView } from '../queries/customer-order-row';
import { CustomerOrderViewQuery, OrderByAccessKeyQuery, orderNotFound } from '../queries/order-by-access-key.query';
import { completeDetails } from './complete-customer-info.command';

export interface OnboardingInput {
  streetAddress: string;
  city: string;
  state?: string;
  zipCode: string;
  preferredDays: string[];
  contactPreference?: string;
  specialNotes?: string;
  optInMarketing?: boolean;
}

/** The onboarding form; the order id must name the order its access key opens, so an order id alone reveals nothing. */
export class CompleteOnboardingCommand extends Command<CustomerOrderView> {
  constructor(
    readonly orderId: string,
    readonly accessKey: string,
    readonly input: OnboardingInput,
  ) {
    super();
  }
}

@CommandHandler(CompleteOnboardingCommand)
export class CompleteOnboardingHandler implements ICommandHandler<CompleteOnboardingCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ orderId, accessKey, input }: CompleteOnboardingCommand): Promise<CustomerOrderView> {
    const order = await this.queries.execute(new OrderByAccessKeyQuery(accessKey, orderId));
    if (!order) throw orderNotFound();
    const form: OnboardingForm = {
      streetAddress: stripMarkup(input.streetAddress),
      city: stripMarkup(input.city),
      state: stripMarkup(input.state ?? 'CA').toUpperCase() || 'CA',
      zipCode: stripMarkup(input.zipCode),
      preferredDays: input.preferredDays,
      contactPreference: input.contactPreference ?? 'email',
      specialNotes: sanitizeInstructions(input.specialNotes ?? ''),
      optInMarketing: input.optInMarketing === true,
    };
    await completeDetails(this.store, order, { type: 'complete-onboarding', form, support: this.config.business });
    return this.queries.execute(new CustomerOrderViewQuery({ orderId: order.id }));
  }
}
