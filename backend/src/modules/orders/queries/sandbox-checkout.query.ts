import { HttpStatus, Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Problem } from '../../../platform/http/problem';
import { Database } from '../../../platform/database/database';
import { CheckoutLine, PaymentGateway, SandboxSession } from '../../payments';
import { firstMonthGifts, QuoteLine } from '../../pricing';

const sessionNotFound = () => new Problem(HttpStatus.NOT_FOUND, 'Checkout Not Found', 'This checkout session does not exist.', undefined, 'CHECKOUT_NOT_FOUND');

export interface SandboxSessionView {
  id: string;
  orderId: string;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  customerEmail: string;
  currency: 'usd';
  lineItems: Array<{ label: string; amount: number; recurring: { intervalMonths: 1 | 3 } | null; description: string | null }>;
  /** The order's itemised quote (the same lines as the quote card: plan, add-ons, discounts, setup fee). */
  breakdown: Array<{ id: string; label: string; amount: number; note?: string }>;
  discountCode: string | null;
  trashDay: string | null;
  /** Included free, e.g. 'Bin deodorizing with your first month'. */
  gifts: string[];
  amountDueToday: number;
  businessName: string;
}

/** A built-in checkout session; every sandbox route comes through here, so with Stripe configured the whole sandbox answers 404. */
export class SandboxSessionQuery extends Query<SandboxSession> {
  constructor(readonly sessionId: string) {
    super();
  }
}

@QueryHandler(SandboxSessionQuery)
export class SandboxSessionHandler implements IQueryHandler<SandboxSessionQuery> {
  constructor(@Inject(PaymentGateway) private readonly gateway: PaymentGateway) {}

  async execute({ sessionId }: SandboxSessionQuery): Promise<SandboxSession> {
    const session = this.gateway.sandboxEnabled && /^cs_sandbox_[0-9a-f]{24}$/.test(sessionId) ? await this.gateway.sandbox.find(sessionId) : null;
    if (!session) throw sessionNotFound();
    return session;
  }
}

/** What the /checkout/sandbox/:id page shows (DESIGN.md §7). */
export class SandboxCheckoutViewQuery extends Query<SandboxSessionView> {
  constructor(readonly sessionId: string) {
    super();
  }
}

@QueryHandler(SandboxCheckoutViewQuery)
export class SandboxCheckoutViewHandler implements IQueryHandler<SandboxCheckoutViewQuery> {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute({ sessionId }: SandboxCheckoutViewQuery): Promise<SandboxSessionView> {
    const session = await this.queries.execute(new SandboxSessionQuery(sessionId));
    const [order] = await this.db.query<{ line_items: QuoteLine[] | null; discount_code: string | null; trash_day: string | null; is_subscription: boolean }>(
      'select line_items, discount_code, trash_day, is_subscription from customer_orders where id = $1',
      [session.orderId],
    );
    return {
      id: session.id,
      orderId: session.orderId,
      mode: session.mode,
      status: session.status,
      customerEmail: session.customerEmail,
      currency: 'usd',
      lineItems: session.lines.map((line: CheckoutLine) => ({
        label: line.name,
        amount: line.amount,
        recurring: line.recurring,
        description: line.description ?? null,
      })),
      breakdown: order?.line_items ?? [],
      discountCode: order?.discount_code ?? null,
      trashDay: order?.trash_day ?? null,
      gifts: firstMonthGifts(Boolean(order?.is_subscription)).map((gift) => gift.label),
      amountDueToday: session.amountDueToday,
      businessName: this.config.business.name,
    };
  }
}
