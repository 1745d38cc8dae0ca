import { Module } from '@nestjs/common';
import { PaymentGateway } from './payment-gateway';
import { PaymentModeAdminController } from './payment-mode.admin.controller';

/** The payments port: Stripe Checkout or the built-in sandbox, chosen by the payment mode. */
@Module({
  controllers: [PaymentModeAdminController],
  providers: [PaymentGateway],
  exports: [PaymentGateway],
})
export class PaymentsModule {}
