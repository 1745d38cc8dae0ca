import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PaymentGateway, PaymentModeView } from '../payment-gateway';

/** The payment mode card: the mode, the adapter that takes the next checkout, and whether a live key is set. */
export class GetPaymentModeQuery extends Query<PaymentModeView> {}

@QueryHandler(GetPaymentModeQuery)
export class GetPaymentModeHandler implements IQueryHandler<GetPaymentModeQuery> {
  constructor(@Inject(PaymentGateway) private readonly gateway: PaymentGateway) {}

  execute(): Promise<PaymentModeView> {
    return this.gateway.mode();
  }
}
