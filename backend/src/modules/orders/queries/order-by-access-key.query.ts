import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { CUSTOMER_INFO_MESSAGES } from '../orders.messages';
import { CustomerOrderRow, CustomerOrderView, toCustomerOrderView } from './customer-order-row';
import { isOrderLinkToken, OrderLinks } from './order-links';

// Checkout session ids and signed link tokens: letters, digits, '_' and '-'.
const ACCESS_KEY = /^[A-Za-z0-9_-]{1,255}$/;

export const orderNotFound = () =>
  new Problem(HttpStatus.NOT_FOUND, CUSTOMER_INFO_MESSAGES.orderNotFoundTitle, CUSTOMER_INFO_MESSAGES.orderNotFound, undefined, 'ORDER_NOT_FOUND');

/** Reads customer_orders only; never loads the stream. Removed orders open nothing. */
@Injectable()
export class OrderAccess {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(OrderLinks) private readonly links: OrderLinks,
  ) {}

  /**
   * The order a post-payment page may open: by the checkout session id the success URL carries, or by the
   * signed link of the confirmation e-mail. Never by the order id (it is shown and e-mailed) nor another
   * provider id, unlike the spec's lookups (spec 001 §7), so an id alone opens nothing.
   */
  async byAccessKey(key: string): Promise<CustomerOrderRow | null> {
    if (!ACCESS_KEY.test(key)) return null;
    if (isOrderLinkToken(key)) {
      const orderId = this.links.orderIdFrom(key);
      return orderId ? this.byId(orderId) : null;
    }
    const [row] = await this.db.query<CustomerOrderRow>(
      'select * from customer_orders where checkout_session_id = $1 and removed_at is null order by created_at desc limit 1',
      [key],
    );
    return row ?? null;
  }

  async byId(orderId: string): Promise<CustomerOrderRow | null> {
    if (!isUuid(orderId)) return null;
    const [row] = await this.db.query<CustomerOrderRow>('select * from customer_orders where id = $1 and removed_at is null', [orderId]);
    return row ?? null;
  }
}

/**
 * The order behind an access key (checkout session id or signed link), or null. With an order id, the key
 * must open that very order (onboarding), so an order id alone reveals nothing.
 */
export class OrderByAccessKeyQuery extends Query<CustomerOrderRow | null> {
  constructor(
    readonly accessKey: string,
    readonly orderId: string | null = null,
  ) {
    super();
  }
}

@QueryHandler(OrderByAccessKeyQuery)
export class OrderByAccessKeyHandler implements IQueryHandler<OrderByAccessKeyQuery> {
  constructor(@Inject(OrderAccess) private readonly orders: OrderAccess) {}

  async execute({ accessKey, orderId }: OrderByAccessKeyQuery): Promise<CustomerOrderRow | null> {
    const order = await this.orders.byAccessKey(accessKey);
    return order && (orderId === null || order.id === orderId) ? order : null;
  }
}

/** What the success, customer-info and onboarding pages read; an unknown key and a bare order id are the same 404. */
export class CustomerOrderViewQuery extends Query<CustomerOrderView> {
  constructor(readonly by: { accessKey: string; orderId?: string } | { orderId: string }) {
    super();
  }
}

@QueryHandler(CustomerOrderViewQuery)
export class CustomerOrderViewHandler implements IQueryHandler<CustomerOrderViewQuery> {
  constructor(@Inject(OrderAccess) private readonly orders: OrderAccess) {}

  async execute({ by }: CustomerOrderViewQuery): Promise<CustomerOrderView> {
    const order = 'accessKey' in by ? await this.orders.byAccessKey(by.accessKey) : await this.orders.byId(by.orderId);
    if (!order || (by.orderId !== undefined && order.id !== by.orderId)) throw orderNotFound();
    return toCustomerOrderView(order);
  }
}
