import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../../config/config';
import { EventStore, narrow, recordDone, RecordedEvent, RelayJobData } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { JobRateLimited } from '../../../platform/jobs/job-queues';
import { BookingEvent, BookingViews } from '../../bookings';
import {
  abandonedQuote,
  bookingConfirmation,
  dataDeletionConfirmation,
  dataDeletionReceived,
  EmailMessage,
  EmailSender,
  EmailUnsubscribes,
  eraseOutboxCopies,
  orderConfirmation,
} from '../../email';
import { LeadViews } from '../../leads';
import { CONFIRM_DELETION_PATH, CONFIRMATION_KEY_PURPOSE, CONFIRMATION_LINK_DAYS, DataDeletionViews, signConfirmationToken } from '../../privacy';
import { CustomerOrders, OrderLinks } from '../../orders';
import { VisitViews } from '../../service';
import { CardContent, TaskBoardCardErasure, TaskBoardSync, TaskBoardUnavailable } from '../../task-board';
import {
  CardFacts,
  CardJob,
  CardRule,
  CardWork,
  EmailFacts,
  EmailIntent,
  EmailJob,
  EmailRule,
  followUpFor,
  FollowUpContext,
  FollowUpEvent,
} from '../domain/follow-up';

export const TASK_BOARD_QUEUE = 'task-board';
export const EMAIL_QUEUE = 'email';
/** The names the jobs record themselves under in processed_events. */
const TASK_BOARD_CONSUMER = 'task-board';
const EMAIL_CONSUMER = 'email';
/**
 * Card jobs a worker runs at once. A job spends most of its time waiting on short database round trips, so more in
 * flight keep up with a burst: in the relay bench, a burst of 1,000 leads from 8 writers waited p50 ~950 ms for its
 * cards at 4, and ~60 ms at 8. A job's first read, its subject's row and its done record go through Coalescers, so the
 * more jobs in flight, the more of them share those statements: draining a backlog of 2,000 leads sent 4.0 statements per
 * card job before, 2.9 at 8 with coalescing and 2.1 at 16. Jobs query through the worker's own pool (JOB_POOL_SIZE, 8; see
 * Database.forJobs), so a backlog never holds the connections requests wait for; of 16 jobs, those that find the pool
 * busy wait for statements of a few milliseconds.
 */
export const TASK_BOARD_CONCURRENCY = 16;
/** Rounds of a card sync that an erasure may overtake before the job gives up the race (the erasure's own events re-sync). */
const ERASURE_ROUNDS = 3;
/** Writes of one card a job makes at most while the facts it reads after each keep changing (syncCardOnce). */
const CARD_WRITE_ROUNDS = 4;

/** Two contents of one card alike (both made by one card rule, so their fields come in one order). */
const sameCard = (a: CardContent, b: CardContent) => JSON.stringify(a) === JSON.stringify(b);

/** The job id is the event id, so a job whose data a Redis mishap lost still names its event. */
function eventIdOf(job: Job<RelayJobData>): string {
  const eventId = job.data?.eventId ?? job.id;
  if (!eventId) throw new Error('relay job without an event id');
  return eventId;
}

/** The id in a stream id ('lead-<uuid>' → '<uuid>'). */
const idOf = (event: FollowUpEvent) => event.streamId.replace(/^[a-z-]+?-(?=[0-9a-f]{8}-)/, '');

type Loaders<Facts> = { [J in keyof Facts]: (event: RecordedEvent) => Promise<Facts[J] | null> };

/**
 * The relay's workers. A job carries only the event id; the worker reads the event and, through the owning
 * modules' views, the rows as they are now, so a card is synced to the current state whatever order jobs run in,
 * and a retry repeats nothing (the sync is idempotent; an e-mail is keyed by its event id). What a card or an
 * e-mail says is decided by the follow-up table (domain/follow-up.ts).
 */
@Injectable()
export class FollowUpJobs {
  private readonly cardFacts: Loaders<CardFacts> = {
    'sync-lead-card': (event) => this.leads.lead(idOf(event)),
    'sync-customer-card': (event) => this.orders.byStreamId(event.streamId),
    'sync-area-request-card': (event) => this.leads.areaRequest(idOf(event)),
    'sync-cart-card': (event) => this.leads.abandonedCart(idOf(event)),
    'sync-data-deletion-card': (event) => this.deletionRequests.byId(idOf(event)),
    'sync-booking-card': async (event) => {
      const booking = await this.bookings.byStreamId(event.streamId);
      const order = booking && (await this.orders.byId(booking.orderId));
      return booking && order ? { booking, order } : null;
    },
    'sync-visit-card': (event) => this.visits.byStreamId(event.streamId),
    'erase-subject-cards': async () => ({}),
  };

  private readonly emailFacts: Loaders<EmailFacts> = {
    'order-confirmation': async (event) => {
      const order = await this.orders.byStreamId(event.streamId);
      return order && { order, customerInfoToken: this.orderLinks.tokenFor(String(order.id)) };
    },
    'abandoned-quote': async (event) => {
      const cart = await this.leads.abandonedCart(idOf(event));
      if (!cart) return null;
      // Bought between leaving and the follow-up: no reminder.
      const paid = cart.subject_id ? await this.orders.hasPaidOrder(cart.subject_id) : false;
      return { cart, paid, unsubscribeUrl: this.unsubscribes.urlFor(String(cart.customer_email)) };
    },
    'quote-resent': async (event) => {
      const lead = await this.leads.lead(idOf(event));
      return lead && lead.contact_info ? { lead, unsubscribeUrl: this.unsubscribes.urlFor(String(lead.contact_info)) } : null;
    },
    'booking-confirmation': async (event) => {
      const order = await this.orders.byId(narrow<Extract<BookingEvent, { type: 'booking.scheduled' }>>(event).data.orderId);
      return order && { order };
    },
    'data-deletion-confirmation': async (event) => {
      const request = await this.deletionRequests.byId(idOf(event));
      if (!request) return null;
      const token = signConfirmationToken(request.id, this.store.vault.derivedKey(CONFIRMATION_KEY_PURPOSE));
      return { request, confirmationPath: `${CONFIRM_DELETION_PATH}?token=${token}`, linkDays: CONFIRMATION_LINK_DAYS };
    },
    'data-deletion-received': async (event) => {
      const request = await this.deletionRequests.byId(idOf(event));
      return request && { request };
    },
  };

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(TaskBoardSync) private readonly cards: TaskBoardSync,
    @Inject(TaskBoardCardErasure) private readonly cardErasure: TaskBoardCardErasure,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(EmailUnsubscribes) private readonly unsubscribes: EmailUnsubscribes,
    @Inject(OrderLinks) private readonly orderLinks: OrderLinks,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(LeadViews) private readonly leads: LeadViews,
    @Inject(BookingViews) private readonly bookings: BookingViews,
    @Inject(DataDeletionViews) private readonly deletionRequests: DataDeletionViews,
    @Inject(VisitViews) private readonly visits: VisitViews,
  ) {}

  /** A card job (syncCardJob); the board's 429 pauses the queue instead of spending the job's attempts. */
  async runTaskBoardJob(job: Job<RelayJobData>): Promise<boolean> {
    try {
      return await this.syncCardJob(job);
    } catch (error) {
      // The board asked us to slow down: the queue waits (its Retry-After, or one backoff) and the job keeps its attempts.
      if (error instanceof TaskBoardUnavailable && error.status === 429) {
        throw JobRateLimited.retryAfter(error.retryAfterSeconds, this.config.env.JOB_BACKOFF_MS, error);
      }
      throw error;
    }
  }

  /**
   * Syncs the card the event's rule asks for, once per event (processed_events). A job reads its facts first and writes
   * the card after, so an erasure that commits in between would find the card before the write and the write would
   * bring the person back: when the subject was erased during the round (its erasure mark moved), nothing is recorded
   * and the round runs again on the facts as they are now (erased). The first read brings the event, whether it was
   * done and the mark; the last statement checks the mark and records the job: two round trips around the sync.
   */
  private async syncCardJob(job: Job<RelayJobData>): Promise<boolean> {
    const eventId = eventIdOf(job);
    // A card is made from its subject's row as it is now; no card rule reads a personal field of the event (checked for
    // each in follow-up.spec), so the event's sealed fields stay sealed: nothing personal is decrypted for a card job.
    const { event, done, erasures } = await this.store.readForJob(eventId, TASK_BOARD_CONSUMER, { personalData: 'sealed' });
    if (done || !event) return this.recorded(TASK_BOARD_CONSUMER, TASK_BOARD_QUEUE, eventId, !done);
    let mark = erasures;
    for (let round = 1; ; round += 1) {
      await this.syncCardOnce(event);
      // The last round gives up the race and records (the erasure's own events re-sync the card).
      const check = event.subjectId !== null && mark !== null && round < ERASURE_ROUNDS ? { subjectId: event.subjectId, erasures: mark } : undefined;
      const record = await recordDone(this.db, TASK_BOARD_CONSUMER, TASK_BOARD_QUEUE, eventId, check);
      if (record.recorded) return true;
      mark = record.erasures;
    }
  }

  async runEmailJob(job: Job<RelayJobData>): Promise<boolean> {
    const eventId = eventIdOf(job);
    const { event, done, erasures: before } = await this.store.readForJob(eventId, EMAIL_CONSUMER);
    if (done || !event) return this.recorded(EMAIL_CONSUMER, EMAIL_QUEUE, eventId, !done);
    const message = await this.messageFor(event);
    const sent = message && (await this.email.send(message));
    // Erased while this job held the address it read before: the message went, but its copy is shredded now.
    const subjectId = message?.subjectId ?? event.subjectId;
    if (sent?.outboxId && subjectId && (await this.erasureMark(event.subjectId)) !== before) await eraseOutboxCopies(subjectId, this.db.pool);
    return this.recorded(EMAIL_CONSUMER, EMAIL_QUEUE, eventId, true);
  }

  /** Records the job done (clearing its pending row even when it had been); `ran`: whether this run had the effect. */
  private async recorded(consumer: string, queue: string, eventId: string, ran: boolean): Promise<boolean> {
    await recordDone(this.db, consumer, queue, eventId);
    return ran;
  }

  /** How many times the subject's keys were erased (grows with each erasure); null without a subject. */
  private async erasureMark(subjectId: string | null): Promise<number | null> {
    return subjectId ? this.store.vault.erasureCount(subjectId) : null;
  }

  private async syncCardOnce(event: RecordedEvent): Promise<void> {
    const rule = followUpFor(event.type)?.card as CardRule<CardJob> | undefined;
    const work = rule ? await this.cardWork(rule, event) : null;
    if (!rule || !work) return;
    if (work.kind === 'erase-subject') {
      await this.cardErasure.eraseSubject(work.subjectId);
      return;
    }
    // Jobs of one card run at once: an earlier event's job may read the lead, a later event's job read it again and move
    // the card, and the earlier job write last, from the older facts. So after a write that others may have come before,
    // the job reads its facts again; when they give another card now, it writes again (a later event's job that wrote
    // before this job's write read facts committed before that write, so this read sees them too, or newer ones). A write
    // that made the card first needs no look: every other write of the card comes after it.
    let content = work.content;
    for (let round = 1; ; round += 1) {
      // The take-over lookup runs inside the sync, under the key's lock, on its connection (one round trip fewer).
      const { first } = await this.cards.write(work.key, content, {
        subjectId: work.subjectId,
        takeOverOpenLeadCardOf: work.takeOverOpenLeadCardOf ?? null,
        likelyNew: round === 1 && event.version === 1,
      });
      if (first || round === CARD_WRITE_ROUNDS) break;
      const now = await this.cardWork(rule, event);
      if (now?.kind !== 'sync' || sameCard(now.content, content)) break;
      content = now.content;
    }
    if (work.comment) await this.cards.comment(work.key, event.eventId, work.comment);
  }

  async messageFor(event: RecordedEvent): Promise<EmailMessage | null> {
    const rule = followUpFor(event.type)?.email;
    const intent = rule ? await this.emailIntent(rule as EmailRule<EmailJob>, event) : null;
    return intent ? render(intent) : null;
  }

  private async cardWork<J extends CardJob>(rule: CardRule<J>, event: RecordedEvent): Promise<CardWork | null> {
    const facts = await this.cardFacts[rule.job](event);
    return facts ? rule.make(event, facts) : null;
  }

  private async emailIntent<J extends EmailJob>(rule: EmailRule<J>, event: RecordedEvent): Promise<EmailIntent | null> {
    const facts = await this.emailFacts[rule.job](event);
    return facts ? rule.make(event, facts, this.context()) : null;
  }

  private context(): FollowUpContext {
    return { business: this.config.business, publicUrl: this.config.publicUrl };
  }
}

/** Renders an e-mail rule's intent with its template. */
function render(intent: EmailIntent): EmailMessage {
  const { to, subjectId, eventId } = intent;
  switch (intent.kind) {
    case 'order-confirmation':
      return { kind: intent.kind, to, ...orderConfirmation(intent.input), subjectId, eventId };
    case 'abandoned-quote':
      return { kind: intent.kind, to, ...abandonedQuote(intent.input), subjectId, eventId, unsubscribeUrl: intent.unsubscribeUrl };
    case 'booking-confirmation':
      return { kind: intent.kind, to, ...bookingConfirmation(intent.input), subjectId, eventId };
    case 'data-deletion-confirmation':
      return { kind: intent.kind, to, ...dataDeletionConfirmation(intent.input), subjectId, eventId };
    case 'data-deletion-received':
      return { kind: intent.kind, to, ...dataDeletionReceived(intent.input), subjectId, eventId };
  }
}
