import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Consumer, EventStore, RecordedEvent } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { isUuid } from '../../../platform/http/request';
import { CustomerOrders } from '../../orders';
import { decideLead, LEAD_REUSE_WINDOW_MS, LEAD_STREAM_DEFINITION } from '../domain/lead';
import { INACTIVITY_TIMER, Timers } from './lead-timers';

/**
 * order.payment-completed converts the order's lead (the checkout carried its id) or, failing that, the
 * person's open lead from the last 24 h. lead.converted is appended in the consumer's own transaction with
 * its checkpoint, so each payment converts exactly once; the inactivity timer is cancelled after commit.
 * A lead already converted stays as it is; an abandoned one converts, because the sale happened.
 */
@Injectable()
export class LeadConversionConsumer implements Consumer {
  readonly name = 'lead-conversion';
  readonly streamTypes = ['order'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';
  private converted: string[] = [];

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Timers) private readonly timers: Timers,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return type === 'order.payment-completed';
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    this.converted = [];
    for (const event of events) {
      const order = await this.orders.byStreamId(event.streamId, client);
      if (!order) continue;
      // customer_orders.lead_id: the lead the checkout carried.
      const carried = (order as { lead_id?: string | null }).lead_id ?? null;
      const leadId = (await this.ownLead(carried, order.subject_id, client)) ?? (order.subject_id ? await this.openLeadFor(order.subject_id, client) : null);
      if (!leadId) continue;
      const leads = this.store.stream(LEAD_STREAM_DEFINITION);
      const lead = await leads.aggregate(leadId, { client });
      const converted = decideLead(
        {
          type: 'convert',
          order: {
            orderId: order.id,
            value: order.amount_paid ?? order.due_today,
            serviceType: order.service_type === 'one-time' ? 'one-time' : 'subscription',
            customerName: order.customer_name,
          },
        },
        lead.state,
      );
      if (!converted.length) continue;
      await leads.append(leadId, lead.expected, converted, {
        client,
        subjectId: lead.subjectId,
        metadata: { actor: 'system:payments', correlationId: leadId, causationId: event.eventId },
      });
      this.converted.push(leadId);
    }
  }

  /** The lead id the browser sent counts only when that lead is the same person's. */
  private async ownLead(leadId: string | null, subjectId: string | null, client: PoolClient): Promise<string | null> {
    if (!leadId || !isUuid(leadId) || !subjectId) return null;
    const { rows } = await client.query('select 1 from lead_tracking where id = $1 and subject_id = $2', [leadId, subjectId]);
    return rows.length ? leadId : null;
  }

  /** The newest open lead for this person from the last 24 h: the lead a paid order converts when it carried no lead id. */
  private async openLeadFor(subjectId: string, client: PoolClient): Promise<string | null> {
    const { rows } = await client.query<{ id: string }>(
      `select id from lead_tracking where subject_id = $1 and status in ('active', 'in-progress') and created_at > $2 order by created_at desc limit 1`,
      [subjectId, new Date(this.clock.now().getTime() - LEAD_REUSE_WINDOW_MS)],
    );
    return rows[0]?.id ?? null;
  }

  async afterCommit(): Promise<void> {
    for (const leadId of this.converted.splice(0)) await this.timers.cancel(INACTIVITY_TIMER, leadId).catch(() => undefined);
  }
}
