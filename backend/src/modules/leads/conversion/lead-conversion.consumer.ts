import { PoolClient } from 'pg';
import { Consumer, RecordedEvent } from '../../../event-store';
import { INACTIVITY_TIMER, LeadLifecycle } from '../commands/lead-lifecycle';
import { Timers } from '../timers/lead-timers';
import { isUuid } from '../../../platform/http/request';


/**
 * order.payment-completed converts the order's lead (the checkout carried its id) or, failing that, the
 * person's open lead from the last 24 h. lead.converted is appended in the consumer's own transaction with
 * its checkpoint, so each payment converts exactly once; the inactivity timer is cancelled after commit.
 */
export class LeadConversionConsumer implements Consumer {
  readonly name = 'lead-conversion';
  readonly streamTypes = ['order'];
  private converted: string[] = [];

  constructor(
    private readonly leads: LeadLifecycle,
    private readonly timers: Timers,
  ) {}

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    this.converted = [];
    for (const event of events) {
      if (event.type !== 'order.payment-completed') continue;
      const { rows } = await client.query<{ lead_id: string | null; subject_id: string | null; customer_name: string; service_type: string; due_today: number; amount_paid: number | null; id: string }>(
        'select id, lead_id, subject_id, customer_name, service_type, due_today, amount_paid from customer_orders where stream_id = $1',
        [event.streamId],
      );
      const order = rows[0];
      if (!order) continue;
      const leadId = (await this.ownLead(order.lead_id, order.subject_id, client)) ?? (order.subject_id ? await this.leads.openLeadFor(order.subject_id, client) : null);
      if (!leadId) continue;
      const done = await this.leads.convertInTransaction(
        leadId,
        {
          orderId: order.id,
          value: order.amount_paid ?? order.due_today,
          serviceType: order.service_type === 'one-time' ? 'one-time' : 'subscription',
          customerName: order.customer_name,
        },
        client,
        event.eventId,
      );
      if (done) this.converted.push(leadId);
    }
  }

  /** The lead id the browser sent counts only when that lead is the same person's. */
  private async ownLead(leadId: string | null, subjectId: string | null, client: PoolClient): Promise<string | null> {
    if (!leadId || !isUuid(leadId) || !subjectId) return null;
    const { rows } = await client.query('select 1 from lead_tracking where id = $1 and subject_id = $2', [leadId, subjectId]);
    return rows.length ? leadId : null;
  }

  async afterCommit(): Promise<void> {
    for (const leadId of this.converted.splice(0)) await this.timers.cancel(INACTIVITY_TIMER, leadId).catch(() => undefined);
  }
}
