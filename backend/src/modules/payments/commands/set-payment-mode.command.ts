import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentMode } from '../domain/payments.port';
import { PaymentGateway, PaymentModeView } from '../payment-gateway';

/** Staff switch between test and production (real charges); production needs the live key. */
export class SetPaymentModeCommand extends Command<PaymentModeView> {
  constructor(
    readonly mode: PaymentMode,
    readonly staffEmail: string,
  ) {
    super();
  }
}

@CommandHandler(SetPaymentModeCommand)
export class SetPaymentModeHandler implements ICommandHandler<SetPaymentModeCommand> {
  constructor(@Inject(PaymentGateway) private readonly gateway: PaymentGateway) {}

  execute({ mode, staffEmail }: SetPaymentModeCommand): Promise<PaymentModeView> {
    return this.gateway.setMode(mode, staffEmail);
  }
}
