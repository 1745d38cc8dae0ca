import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Consumer, RecordedEvent } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { CustomerOrders, OrderPaymentHistory } from '../../orders';
import { ACCOUNT_TEXT_PATH, SMS_TEXTS } from '../domain/sms-rules';
import { SmsOutbox } from '../sms-outbox';

/** A reminder older than this when handled goes by e-mail only: a late text would contradict the next one. */
export const STALE_AFTER_MS = 24 * 3600_000;

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * The dunning sequence's texts (issue 17): each order.dunning-reminder-sent (day 0, 3, 7, sent only in business
 * hours) also goes as a text with the link to update the card, to customers who chose texts; the SMS port keeps
 * its rules (opted in, no STOP, quiet hours) and sends one text per event. A reminder whose episode was settled
 * before it was handled, or is a day old, sends nothing.
 */
@Injectable()
export class DunningTextsConsumer implements Consumer {
  readonly name = 'sms-dunning-texts';
  readonly streamTypes = ['order'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';

  constructor(
    @Inject(SmsOutbox) private readonly outbox: SmsOutbox,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(OrderPaymentHistory) private readonly payments: OrderPaymentHistory,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return type === 'order.dunning-reminder-sent';
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      // A reminder from before this consumer existed (its first run reads the whole log) is not texted late.
      if (this.clock.now().getTime() - new Date(event.metadata.occurredAt).getTime() > STALE_AFTER_MS) continue;
      const order = await this.orders.byStreamId(event.streamId, client);
      if (!order || order.removed_at) continue;
      const [pastDue] = await this.payments.pastDueOf([order.id], client);
      if (!pastDue) continue;
      const contact = await this.orders.textContact(order.id, client);
      if (!contact) continue;
      const body = SMS_TEXTS.paymentReminder
        .replace('{amount}', pastDue.amountDue ? ` of ${usd(pastDue.amountDue)}` : '')
        .replace('{url}', new URL(ACCOUNT_TEXT_PATH, this.config.publicUrl).toString());
      await this.outbox.queue(
        { eventId: event.eventId, kind: 'payment-reminder', phone: contact.phone, optedIn: contact.optedIn, body, visitId: null, subjectId: order.subject_id },
        client,
      );
    }
  }

  async afterCommit(events: RecordedEvent[]): Promise<void> {
    await this.outbox.deliver(events.map((event) => event.eventId));
  }
}
