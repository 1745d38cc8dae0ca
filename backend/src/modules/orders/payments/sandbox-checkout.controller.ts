import { HttpStatus, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { PaymentGateway } from '../../payments/payment-gateway';
import { CheckoutLine } from '../../payments/payments.port';
import { sandboxId, SandboxSession } from '../../payments/sandbox-checkout.adapter';
import { RecordPaymentEvent } from './record-payment-event.command';

const sessionNotFound = () => new Problem(HttpStatus.NOT_FOUND, 'Checkout Not Found', 'This checkout session does not exist.', undefined, 'CHECKOUT_NOT_FOUND');

export interface SandboxSessionView {
  id: string;
  orderId: string;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  customerEmail: string;
  currency: 'usd';
  lineItems: Array<{ label: string; amount: number; recurring: { intervalMonths: 1 | 3 } | null }>;
  amountDueToday: number;
  businessName: string;
}

/** The built-in checkout (DESIGN.md §7): what the /checkout/sandbox/:id page shows, and its Pay and Cancel. */
@ApiTags('payments')
@Controller('payments/sandbox/sessions')
export class SandboxCheckoutController {
  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(RecordPaymentEvent) private readonly record: RecordPaymentEvent,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get(':id')
  async show(@Param('id') id: string): Promise<SandboxSessionView> {
    const session = await this.session(id);
    return {
      id: session.id,
      orderId: session.orderId,
      mode: session.mode,
      status: session.status,
      customerEmail: session.customerEmail,
      currency: 'usd',
      lineItems: session.lines.map((line: CheckoutLine) => ({ label: line.name, amount: line.amount, recurring: line.recurring })),
      amountDueToday: session.amountDueToday,
      businessName: this.config.business.name,
    };
  }

  /** Pay: a Stripe-shaped checkout.session.completed, signed like Stripe's, through the real webhook path. */
  @Post(':id/pay')
  @HttpCode(200)
  async pay(@Param('id') id: string): Promise<{ redirectUrl: string }> {
    const session = await this.session(id);
    const redirectUrl = session.successPath.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (session.status === 'complete') return { redirectUrl };
    if (session.status === 'expired' || !(await this.gateway.sandbox.complete(id))) {
      throw new Problem(HttpStatus.CONFLICT, 'Checkout Expired', 'This checkout has expired. Please start again from the quote form.', undefined, 'CHECKOUT_EXPIRED');
    }
    const payload = JSON.stringify(completedEvent(session, Math.floor(this.clock.now().getTime() / 1000)));
    await this.record.receive(Buffer.from(payload), this.gateway.signSandboxPayload(payload));
    return { redirectUrl };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string): Promise<{ redirectUrl: string }> {
    const session = await this.session(id);
    return { redirectUrl: session.cancelPath };
  }

  private async session(id: string): Promise<SandboxSession> {
    const session = /^cs_sandbox_[0-9a-f]{24}$/.test(id) ? await this.gateway.sandbox.find(id) : null;
    if (!session) throw sessionNotFound();
    return session;
  }
}

function completedEvent(session: SandboxSession, created: number) {
  const subscription = session.mode === 'subscription';
  return {
    id: sandboxId('evt'),
    object: 'event',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        status: 'complete',
        payment_status: 'paid',
        amount_total: session.amountDueToday,
        currency: 'usd',
        customer: sandboxId('cus'),
        customer_email: session.customerEmail,
        client_reference_id: session.orderId,
        metadata: session.metadata,
        payment_intent: subscription ? null : sandboxId('pi'),
        subscription: subscription ? sandboxId('sub') : null,
      },
    },
  };
}
