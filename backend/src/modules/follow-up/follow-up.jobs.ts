import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../config/config';
import { ERASED, EventStore, processIdempotent, RecordedEvent, RelayJobData } from '../../event-store';
import { Database } from '../../platform/database/database';
import { abandonedQuote, bookingConfirmation, dataDeletionReceived, EmailMessage, EmailSender, EmailUnsubscribes, orderConfirmation } from '../email';
import { TaskBoardPort, TaskBoardSync } from '../task-board';
import { abandonedCartCard, areaRequestCard, BookingFacts, bookingCard, dataDeletionCard, leadCard, leadComment, newCustomerCard } from './cards';
import { addOnNames, planLine } from './service-summary';

export const TASK_BOARD_QUEUE = 'task-board';
export const EMAIL_QUEUE = 'email';

type Row = Record<string, unknown>;

/** Which events become task-board work: every lead event, and the other streams' card events. */
export function taskBoardJobFor(event: RecordedEvent): string | null {
  if (event.type.startsWith('lead.')) return 'sync-lead-card';
  const cards: Record<string, string> = {
    'order.payment-completed': 'sync-customer-card',
    'order.customer-info-completed': 'sync-customer-card',
    // An erasure re-syncs the card from the purged read table, so the person leaves an outside board too.
    'order.personal-data-erased': 'sync-customer-card',
    'area-request.submitted': 'sync-area-request-card',
    'area-request.personal-data-erased': 'sync-area-request-card',
    'cart.abandoned': 'sync-cart-card',
    'cart.personal-data-erased': 'sync-cart-card',
    'booking.scheduled': 'sync-booking-card',
    // Later booking events re-sync the same card from calendar_bookings (new time, or its status in the title).
    'booking.rescheduled': 'sync-booking-card',
    'booking.cancelled': 'sync-booking-card',
    'booking.completed': 'sync-booking-card',
    'booking.personal-data-erased': 'sync-booking-card',
    'data-deletion.requested': 'sync-data-deletion-card',
    'data-deletion.personal-data-erased': 'sync-data-deletion-card',
  };
  return cards[event.type] ?? null;
}

/** Which events send an e-mail. */
export function emailJobFor(event: RecordedEvent): string | null {
  const mails: Record<string, string> = {
    'order.payment-completed': 'order-confirmation',
    'cart.abandoned': 'abandoned-quote',
    'booking.scheduled': 'booking-confirmation',
    'data-deletion.requested': 'data-deletion-received',
  };
  return mails[event.type] ?? null;
}

const isErased = (value: unknown) => value === ERASED;

/** The job id is the event id, so a job whose data a Redis mishap lost still names its event. */
function eventIdOf(job: Job<RelayJobData>): string {
  const eventId = job.data?.eventId ?? job.id;
  if (!eventId) throw new Error('relay job without an event id');
  return eventId;
}

/**
 * The relay's workers. A job carries only the event id; the worker reads the event and the read tables as
 * they are now, so a card is synced to the current state whatever order jobs run in, and a retry repeats
 * nothing (the sync is idempotent; an e-mail is keyed by its event id).
 */
@Injectable()
export class FollowUpJobs {
  private readonly logger = new Logger('follow-up');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(TaskBoardSync) private readonly cards: TaskBoardSync,
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(EmailUnsubscribes) private readonly unsubscribes: EmailUnsubscribes,
  ) {}

  async runTaskBoardJob(job: Job<RelayJobData>): Promise<boolean> {
    const eventId = eventIdOf(job);
    return processIdempotent(this.db, 'task-board', TASK_BOARD_QUEUE, eventId, async () => {
      const event = await this.store.readEvent(eventId);
      if (event) await this.syncCardFor(event);
    });
  }

  async runEmailJob(job: Job<RelayJobData>): Promise<boolean> {
    const eventId = eventIdOf(job);
    return processIdempotent(this.db, 'email', EMAIL_QUEUE, eventId, async () => {
      const event = await this.store.readEvent(eventId);
      const message = event ? await this.messageFor(event) : null;
      if (message) await this.email.send(message);
    });
  }

  async syncCardFor(event: RecordedEvent): Promise<void> {
    const id = event.streamId.replace(/^[a-z-]+?-(?=[0-9a-f]{8}-)/, '');
    switch (taskBoardJobFor(event)) {
      case 'sync-lead-card': {
        const row = await this.row('select * from lead_tracking where id = $1', id);
        if (!row) return;
        const key = `lead-${id}`;
        const reuseCardId = event.type === 'lead.started' ? await this.reusableLeadCard(key, row) : null;
        await this.cards.sync(key, leadCard(row), { subjectId: row.subject_id as string | null, reuseCardId });
        const comment = leadComment(event.type, event.data);
        if (comment) await this.cards.comment(key, event.eventId, comment);
        return;
      }
      case 'sync-customer-card': {
        const row = await this.row('select * from customer_orders where stream_id = $1', event.streamId);
        if (!row || row.payment_status !== 'completed') return;
        await this.cards.sync(`customer-${row.id}`, newCustomerCard(row), { subjectId: row.subject_id as string | null });
        return;
      }
      case 'sync-area-request-card': {
        const row = await this.row('select * from area_requests where id = $1', id);
        if (row) await this.cards.sync(`area-${id}`, areaRequestCard(row), { subjectId: row.subject_id as string | null });
        return;
      }
      case 'sync-cart-card': {
        const row = await this.row('select * from abandoned_carts where id = $1', id);
        if (row?.status === 'abandoned') await this.cards.sync(`cart-${id}`, abandonedCartCard(row), { subjectId: row.subject_id as string | null });
        return;
      }
      case 'sync-data-deletion-card': {
        const row = await this.row('select * from data_deletion_requests where id = $1', id);
        if (row) await this.cards.sync(`deletion-${id}`, dataDeletionCard(row), { subjectId: row.subject_id as string | null });
        return;
      }
      case 'sync-booking-card': {
        const booking = await this.row(
          `select id as "bookingId", customer_order_id as "orderId", scheduled_date as date, to_char(start_time, 'HH24:MI') as "startTime",
             to_char(end_time, 'HH24:MI') as "endTime", scooper_name as "scooperName", booking_notes as notes, booking_status as status
           from calendar_bookings where stream_id = $1`,
          event.streamId,
        );
        if (!booking) return;
        const facts = booking as unknown as BookingFacts & { orderId: string };
        const order = await this.row('select * from customer_orders where id = $1', facts.orderId);
        if (order) await this.cards.sync(`booking-${facts.bookingId}`, bookingCard(facts, order), { subjectId: order.subject_id as string | null });
        return;
      }
    }
  }

  /** The spec's search-existing-trello-lead: a new lead takes over the person's open card rather than adding one. */
  private async reusableLeadCard(key: string, row: Row): Promise<string | null> {
    if (await this.cards.cardId(key)) return null;
    const match = await this.board.findLeadCardByEmail(String(row.contact_info));
    return match && !match.isConverted ? match.id : null;
  }

  async messageFor(event: RecordedEvent): Promise<EmailMessage | null> {
    const business = this.config.business;
    const base = this.config.publicUrl.replace(/\/+$/, '');
    switch (emailJobFor(event)) {
      case 'order-confirmation': {
        const row = await this.row('select * from customer_orders where stream_id = $1', event.streamId);
        if (!row || isErased(row.customer_email)) return null;
        const rendered = orderConfirmation({
          business,
          customerName: String(row.customer_name),
          orderId: String(row.id),
          serviceSummary: [
            planLine({ serviceFrequency: row.service_frequency, numberOfDogs: row.number_of_dogs, yardSize: row.yard_size }) ?? (row.is_bin_only ? 'Trash bin roll-out service' : 'Yard service'),
            ...addOnNames(row.add_ons),
          ],
          amountPaidCents: row.amount_paid == null ? Number(row.due_today) : Number(row.amount_paid),
          isSubscription: Boolean(row.is_subscription),
          customerInfoUrl: `${base}/customer-info?session_id=${encodeURIComponent(String(row.checkout_session_id ?? row.id))}`,
        });
        return { kind: 'order-confirmation', to: String(row.customer_email), ...rendered, subjectId: row.subject_id as string | null, eventId: event.eventId };
      }
      case 'abandoned-quote':
        return this.abandonedQuoteMessage(event);
      case 'data-deletion-received': {
        const id = event.streamId.replace(/^data-deletion-/, '');
        const row = await this.row('select * from data_deletion_requests where id = $1', id);
        if (!row || isErased(row.email)) return null;
        const rendered = dataDeletionReceived({ business, fullName: String(row.full_name), email: String(row.email) });
        return { kind: 'data-deletion-received', to: String(row.email), ...rendered, subjectId: row.subject_id as string | null, eventId: event.eventId };
      }
      case 'booking-confirmation': {
        const booking = event.data as unknown as BookingFacts & { orderId: string };
        const order = await this.row('select * from customer_orders where id = $1', booking.orderId);
        if (!order || isErased(order.customer_email)) return null;
        const rendered = bookingConfirmation({ business, customerName: String(order.customer_name), date: booking.date, startTime: booking.startTime, endTime: booking.endTime, scooperName: booking.scooperName, notes: booking.notes });
        return { kind: 'booking-confirmation', to: String(order.customer_email), ...rendered, subjectId: order.subject_id as string | null, eventId: event.eventId };
      }
      default:
        return null;
    }
  }

  private async abandonedQuoteMessage(event: RecordedEvent): Promise<EmailMessage | null> {
    const id = event.streamId.replace(/^cart-/, '');
    const cart = await this.row('select * from abandoned_carts where id = $1', id);
    if (!cart || isErased(cart.customer_email)) return null;
    // Bought between leaving and the follow-up: no reminder.
    const [paid] = await this.db.query(`select 1 from customer_orders where subject_id = $1 and payment_status = 'completed' limit 1`, [cart.subject_id]);
    if (paid) return null;
    const email = String(cart.customer_email);
    const form = (cart.form_data && typeof cart.form_data === 'object' ? cart.form_data : {}) as Row;
    const resume = new URLSearchParams();
    if (typeof form.numberOfDogs === 'string' && form.numberOfDogs) resume.set('dogs', form.numberOfDogs);
    if (typeof form.serviceFrequency === 'string' && form.serviceFrequency) resume.set('frequency', form.serviceFrequency);
    resume.set('email', email);
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const unsubscribeUrl = this.unsubscribes.urlFor(email);
    const rendered = abandonedQuote({
      business: this.config.business,
      customerName: String(cart.customer_name),
      resumeUrl: `${base}/?${resume.toString()}#quote`,
      unsubscribeUrl,
      quoteLines: [planLine(form), ...addOnNames(form.selectedAddOns)].filter((line): line is string => Boolean(line)),
    });
    return { kind: 'abandoned-quote', to: email, ...rendered, subjectId: cart.subject_id as string | null, eventId: event.eventId, unsubscribeUrl };
  }

  private async row(sql: string, param: unknown): Promise<Row | null> {
    const [row] = await this.db.query<Row>(sql, [param]);
    return row ?? null;
  }
}
