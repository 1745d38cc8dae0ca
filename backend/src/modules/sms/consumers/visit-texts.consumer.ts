import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { PoolClient } from 'pg';
import { Consumer, RecordedEvent } from '../../../event-store';
import { CustomerOrders } from '../../orders';
import { VisitViews } from '../../service';
import { ACCOUNT_TEXT_PATH, SKIP_REASON_WORDS, SMS_TEXTS, SmsKind } from '../domain/sms-rules';
import { SmsOutbox } from '../sms-outbox';

const KINDS: Record<string, SmsKind> = { 'visit.on-the-way': 'on-the-way', 'visit.completed': 'visit-completed', 'visit.skipped': 'visit-skipped' };

/** The customer's texts for a visit (issue 16): on the way, done, or skipped with the reason; one per event. */
@Injectable()
export class VisitTextsConsumer implements Consumer {
  readonly name = 'sms-visit-texts';
  readonly streamTypes = ['visit'];

  constructor(
    @Inject(SmsOutbox) private readonly outbox: SmsOutbox,
    @Inject(VisitViews) private readonly visits: VisitViews,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return Object.hasOwn(KINDS, type);
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const kind = KINDS[event.type];
      const visit = await this.visits.byStreamId(event.streamId, client);
      const contact = visit ? await this.orders.textContact(visit.orderId, client) : null;
      if (!visit || !contact) continue;
      const reason = (event.data as { reason?: unknown }).reason;
      const body =
        kind === 'on-the-way'
          ? SMS_TEXTS.onTheWay
          : kind === 'visit-completed'
            ? // The link: their account's past visits, with the photos (the e-mail has them too).
              SMS_TEXTS.completed.replace('{url}', new URL(ACCOUNT_TEXT_PATH, this.config.publicUrl).toString())
            : SMS_TEXTS.skipped.replace(
                '{reason}',
                typeof reason === 'string' && Object.hasOwn(SKIP_REASON_WORDS, reason) ? SKIP_REASON_WORDS[reason] : 'see your e-mail',
              );
      await this.outbox.queue(
        { eventId: event.eventId, kind, phone: contact.phone, optedIn: contact.optedIn, body, visitId: visit.visitId, subjectId: visit.subjectId },
        client,
      );
    }
  }

  async afterCommit(events: RecordedEvent[]): Promise<void> {
    await this.outbox.deliver(events.map((event) => event.eventId));
  }
}
