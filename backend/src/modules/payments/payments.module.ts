import { Module } from '@nestjs/common';
import { SetPaymentModeHandler } from './commands/set-payment-mode.command';
import { PaymentModeAdminController } from './http/payment-mode.admin.controller';
import { PaymentGateway } from './payment-gateway';
import { GetPaymentModeHandler } from './queries/get-payment-mode.query';

/** The payments port: Stripe Checkout or the built-in sandbox, chosen by the payment mode. */
@Module({
  controllers: [PaymentModeAdminController],
  providers: [PaymentGateway, SetPaymentModeHandler, GetPaymentModeHandler],
  exports: [PaymentGateway],
})
export class PaymentsModule {}
