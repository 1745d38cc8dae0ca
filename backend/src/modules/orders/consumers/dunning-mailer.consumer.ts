import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Consumer, narrow, RecordedEvent } from '../../../event-store';
import { EmailSender, paymentReminder } from '../../email';
import { DUNNING_SETTINGS } from '../domain/dunning';
import { OrderEvent } from '../domain/order.events';
import { CustomerOrders } from '../queries/customer-orders.view';

/** Where a past-due customer updates their card: their account (the card page lives there). */
export const UPDATE_CARD_PATH = '/account';

/**
 * Sends the dunning e-mail for each order.dunning-reminder-sent, keyed by the event id: a retried batch finds the
 * message already sent and sends nothing twice. A reminder whose episode was settled before the mail went out is dropped.
 */
@Injectable()
export class DunningMailer implements Consumer {
  readonly name = 'dunning-mailer';
  readonly streamTypes = ['order'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';

  constructor(
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return type === 'order.dunning-reminder-sent';
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const recorded of events) {
      const event = narrow<OrderEvent>(recorded);
      if (event.type !== 'order.dunning-reminder-sent') continue;
      const order = await this.orders.byStreamId(recorded.streamId, client);
      // Removed orders and erased customers get no mail.
      if (!order || order.removed_at || !order.customer_email.includes('@')) continue;
      const { rows } = await client.query<{ status: string; amount_due: number | null }>('select status, amount_due from order_dunning where order_id = $1', [
        order.id,
      ]);
      if (rows[0]?.status !== 'past-due') continue;
      const rendered = paymentReminder({
        business: this.config.business,
        customerName: order.customer_name,
        amountDue: rows[0].amount_due,
        day: event.data.day,
        suspendAfterDays: DUNNING_SETTINGS.suspendAfterDays,
        updateCardUrl: new URL(UPDATE_CARD_PATH, this.config.publicUrl).toString(),
      });
      await this.email.send({
        kind: 'payment-reminder',
        to: order.customer_email,
        ...rendered,
        eventId: recorded.eventId,
        subjectId: order.subject_id,
      });
    }
  }
}
