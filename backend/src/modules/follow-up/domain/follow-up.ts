import type { BusinessIdentity } from '../../../config/config';
import { ERASED, type RecordedEvent } from '../../../event-store';
import type { BookingScheduled, BookingView } from '../../bookings';
import type {
  AbandonedQuoteInput,
  BookingConfirmationInput,
  DataDeletionConfirmationInput,
  DataDeletionReceivedInput,
  OrderConfirmationInput,
} from '../../email';
import type { AbandonedCartRow, AreaRequestRow, LeadTrackingRow } from '../../leads';
import type { DataDeletionRequestRow } from '../../privacy';
import { type CustomerOrderRow, formatOrderNumber } from '../../orders';
import type { VisitView } from '../../service';
import { type CardContent, LEAD_CARD_KEY_PREFIX } from '../../task-board';
import { abandonedCartCard, areaRequestCard, bookingCard, dataDeletionCard, leadCard, missedVisitCard, newCustomerCard } from './cards';
import { firstMonthGifts } from '../../pricing';
import { addOnNames, money, planLine } from './service-summary';

/**
 * Follow-up as a table: each event type the relay carries maps to `{ card?, email? }`. A card rule names the job
 * (which read row it syncs from) and turns the event and that row, as it is now, into card work; an e-mail rule
 * turns the event and its facts into the message to send. Everything here is pure; the jobs read the facts.
 */

/** The part of a recorded event the rules look at. */
export type FollowUpEvent = Pick<RecordedEvent, 'eventId' | 'type' | 'streamId' | 'data'>;

/** What each card job reads before its rule runs: the current row of the card's subject (no row, no card). */
export interface CardFacts {
  'sync-lead-card': LeadTrackingRow;
  'sync-customer-card': CustomerOrderRow;
  'sync-area-request-card': AreaRequestRow;
  'sync-cart-card': AbandonedCartRow;
  'sync-data-deletion-card': DataDeletionRequestRow;
  'sync-booking-card': { booking: BookingView; order: CustomerOrderRow };
  'sync-visit-card': VisitView;
  'erase-subject-cards': Record<string, never>;
}
export type CardJob = keyof CardFacts;

/** What a card rule asks of the board. */
export type CardWork =
  | {
      kind: 'sync';
      key: string;
      content: CardContent;
      subjectId: string | null;
      /** A comment keyed by the event (left once). */
      comment?: string;
      /** The spec's search-existing-trello-lead: a new lead takes over this address's open card, if it has no card yet. */
      takeOverOpenLeadCardOf?: string;
    }
  | { kind: 'erase-subject'; subjectId: string };

/** What each e-mail job reads before its rule runs. */
export interface EmailFacts {
  'order-confirmation': { order: CustomerOrderRow; customerInfoToken: string };
  'abandoned-quote': { cart: AbandonedCartRow; paid: boolean; unsubscribeUrl: string };
  'quote-resent': { lead: LeadTrackingRow; unsubscribeUrl: string };
  'booking-confirmation': { order: CustomerOrderRow };
  'data-deletion-confirmation': { request: DataDeletionRequestRow; confirmationPath: string; linkDays: number };
  'data-deletion-received': { request: DataDeletionRequestRow };
}
export type EmailJob = keyof EmailFacts;

/** The message an e-mail rule asks for: its kind, recipient and template input (the job renders and sends it). */
export type EmailIntent = { to: string; subjectId: string | null; eventId: string } & (
  | { kind: 'order-confirmation'; input: OrderConfirmationInput }
  | { kind: 'abandoned-quote'; input: AbandonedQuoteInput; unsubscribeUrl: string }
  | { kind: 'booking-confirmation'; input: BookingConfirmationInput }
  | { kind: 'data-deletion-confirmation'; input: DataDeletionConfirmationInput }
  | { kind: 'data-deletion-received'; input: DataDeletionReceivedInput }
);

export interface FollowUpContext {
  business: BusinessIdentity;
  /** PUBLIC_URL (a trailing slash is dropped). */
  publicUrl: string;
}

export interface CardRule<J extends CardJob = CardJob> {
  job: J;
  /** `event` comes with its personal fields still sealed (card jobs decrypt none): the card's personal data is in `facts`. */
  make(event: FollowUpEvent, facts: CardFacts[J]): CardWork | null;
}
export interface EmailRule<J extends EmailJob = EmailJob> {
  job: J;
  make(event: FollowUpEvent, facts: EmailFacts[J], context: FollowUpContext): EmailIntent | null;
}
export type AnyCardRule = { [J in CardJob]: CardRule<J> }[CardJob];
export type AnyEmailRule = { [J in EmailJob]: EmailRule<J> }[EmailJob];

export interface FollowUp {
  card?: AnyCardRule;
  email?: AnyEmailRule;
}

const isErased = (value: unknown) => value === ERASED;
const text = (value: unknown): string => (value == null ? '' : String(value));
const baseOf = (context: FollowUpContext) => context.publicUrl.replace(/\/+$/, '');

// ---- cards, by the row they sync from ----

const leadCardRule = (comment?: (event: FollowUpEvent) => string, takeOver = false): CardRule<'sync-lead-card'> => ({
  job: 'sync-lead-card',
  make: (event, lead) => ({
    kind: 'sync',
    key: `${LEAD_CARD_KEY_PREFIX}${lead.id}`,
    content: leadCard(lead),
    subjectId: lead.subject_id,
    ...(comment ? { comment: comment(event) } : {}),
    ...(takeOver ? { takeOverOpenLeadCardOf: String(lead.contact_info) } : {}),
  }),
});

/** A customer's card exists once the order is paid; later events re-sync it (an erasure purges it). */
const customerCardRule: CardRule<'sync-customer-card'> = {
  job: 'sync-customer-card',
  make: (_event, order) =>
    order.payment_status === 'completed' ? { kind: 'sync', key: `customer-${order.id}`, content: newCustomerCard(order), subjectId: order.subject_id } : null,
};

const areaRequestCardRule: CardRule<'sync-area-request-card'> = {
  job: 'sync-area-request-card',
  make: (_event, request) => ({ kind: 'sync', key: `area-${request.id}`, content: areaRequestCard(request), subjectId: request.subject_id }),
};

const cartCardRule: CardRule<'sync-cart-card'> = {
  job: 'sync-cart-card',
  make: (_event, cart) =>
    cart.status === 'abandoned' ? { kind: 'sync', key: `cart-${cart.id}`, content: abandonedCartCard(cart), subjectId: cart.subject_id } : null,
};

/** Only a request its mailbox owner confirmed is work for staff (an unconfirmed one may be anyone's prank). */
const dataDeletionCardRule: CardRule<'sync-data-deletion-card'> = {
  job: 'sync-data-deletion-card',
  make: (_event, request) =>
    request.confirmed_at ? { kind: 'sync', key: `deletion-${request.id}`, content: dataDeletionCard(request), subjectId: request.subject_id } : null,
};

/** Every booking event re-syncs the same card from calendar_bookings (new time, or its status in the title). */
const bookingCardRule: CardRule<'sync-booking-card'> = {
  job: 'sync-booking-card',
  make: (_event, { booking, order }) => ({
    kind: 'sync',
    key: `booking-${booking.bookingId}`,
    content: bookingCard(booking, order),
    subjectId: order.subject_id,
  }),
};

/** A missed visit is work for staff (reschedule or credit); only a visit still missed gets the card. */
const missedVisitCardRule: CardRule<'sync-visit-card'> = {
  job: 'sync-visit-card',
  make: (_event, visit) =>
    visit.status === 'missed' ? { kind: 'sync', key: `visit-${visit.visitId}`, content: missedVisitCard(visit), subjectId: visit.subjectId } : null,
};

// ---- e-mails ----

/** Spec 001's order confirmation, with a signed, expiring customer-info link (the checkout session id stays in the browser that paid). */
const orderConfirmationRule: EmailRule<'order-confirmation'> = {
  job: 'order-confirmation',
  make: (event, { order, customerInfoToken }, context) => {
    if (isErased(order.customer_email)) return null;
    return {
      kind: 'order-confirmation',
      to: String(order.customer_email),
      subjectId: order.subject_id,
      eventId: event.eventId,
      input: {
        business: context.business,
        customerName: String(order.customer_name),
        orderId: String(order.id),
        orderNumber: formatOrderNumber(order.order_number),
        serviceSummary: [
          planLine({ serviceFrequency: order.service_frequency, numberOfDogs: order.number_of_dogs, yardSize: order.yard_size }) ??
            (order.is_bin_only ? 'Trash bin roll-out service' : 'Yard service'),
          ...addOnNames(order.add_ons),
        ],
        includedFree: firstMonthGifts(Boolean(order.is_subscription)).map((gift) => gift.label),
        amountPaidCents: order.amount_paid == null ? Number(order.due_today) : Number(order.amount_paid),
        isSubscription: Boolean(order.is_subscription),
        customerInfoUrl: `${baseOf(context)}/customer-info?session_id=${customerInfoToken}`,
      },
    };
  },
};

/** The abandoned-quote reminder, with a link that resumes the quote; none when the person bought in between. */
const abandonedQuoteRule: EmailRule<'abandoned-quote'> = {
  job: 'abandoned-quote',
  make: (event, { cart, paid, unsubscribeUrl }, context) => {
    if (isErased(cart.customer_email) || paid) return null;
    const email = String(cart.customer_email);
    const form = (cart.form_data && typeof cart.form_data === 'object' ? cart.form_data : {}) as Record<string, unknown>;
    const resume = new URLSearchParams();
    if (typeof form.numberOfDogs === 'string' && form.numberOfDogs) resume.set('dogs', form.numberOfDogs);
    if (typeof form.serviceFrequency === 'string' && form.serviceFrequency) resume.set('frequency', form.serviceFrequency);
    resume.set('email', email);
    return {
      kind: 'abandoned-quote',
      to: email,
      subjectId: cart.subject_id,
      eventId: event.eventId,
      unsubscribeUrl,
      input: {
        business: context.business,
        customerName: String(cart.customer_name),
        resumeUrl: `${baseOf(context)}/?${resume.toString()}#quote`,
        unsubscribeUrl,
        quoteLines: [planLine(form), ...addOnNames(form.selectedAddOns)].filter((line): line is string => Boolean(line)),
      },
    };
  },
};

/** Staff's "Resend quote" (issue 18 §17): the quote e-mail again, from the lead's last form snapshot, to the lead's address. */
const quoteResentRule: EmailRule<'quote-resent'> = {
  job: 'quote-resent',
  make: (event, { lead, unsubscribeUrl }, context) => {
    if (isErased(lead.contact_info) || !lead.contact_info) return null;
    const email = String(lead.contact_info);
    const form = (lead.form_data && typeof lead.form_data === 'object' ? lead.form_data : {}) as Record<string, unknown>;
    const resume = new URLSearchParams();
    if (typeof form.numberOfDogs === 'string' && form.numberOfDogs) resume.set('dogs', form.numberOfDogs);
    if (typeof form.serviceFrequency === 'string' && form.serviceFrequency) resume.set('frequency', form.serviceFrequency);
    resume.set('email', email);
    const name = text(lead.contact_name) || (typeof form.name === 'string' ? form.name : '') || 'there';
    return {
      kind: 'abandoned-quote',
      to: email,
      subjectId: lead.subject_id,
      eventId: event.eventId,
      unsubscribeUrl,
      input: {
        business: context.business,
        customerName: name,
        resumeUrl: `${baseOf(context)}/?${resume.toString()}#quote`,
        unsubscribeUrl,
        quoteLines: [planLine(form), ...addOnNames(form.selectedAddOns ?? form.addOns)].filter((line): line is string => Boolean(line)),
      },
    };
  },
};

const bookingConfirmationRule: EmailRule<'booking-confirmation'> = {
  job: 'booking-confirmation',
  make: (event, { order }, context) => {
    if (isErased(order.customer_email)) return null;
    const booking = event.data as unknown as BookingScheduled;
    return {
      kind: 'booking-confirmation',
      to: String(order.customer_email),
      subjectId: order.subject_id,
      eventId: event.eventId,
      input: {
        business: context.business,
        customerName: String(order.customer_name),
        date: booking.date,
        startTime: booking.startTime,
        endTime: booking.endTime,
        scooperName: booking.scooperName,
        notes: booking.notes,
      },
    };
  },
};

/** Asks the mailbox owner to confirm the request; not once it is confirmed. */
const dataDeletionConfirmationRule: EmailRule<'data-deletion-confirmation'> = {
  job: 'data-deletion-confirmation',
  make: (event, { request, confirmationPath, linkDays }, context) => {
    if (isErased(request.email) || request.confirmed_at) return null;
    return {
      kind: 'data-deletion-confirmation',
      to: String(request.email),
      subjectId: request.subject_id,
      eventId: event.eventId,
      input: {
        business: context.business,
        fullName: String(request.full_name),
        email: String(request.email),
        confirmUrl: `${baseOf(context)}${confirmationPath}`,
        linkDays,
      },
    };
  },
};

const dataDeletionReceivedRule: EmailRule<'data-deletion-received'> = {
  job: 'data-deletion-received',
  make: (event, { request }, context) => {
    if (isErased(request.email)) return null;
    return {
      kind: 'data-deletion-received',
      to: String(request.email),
      subjectId: request.subject_id,
      eventId: event.eventId,
      input: { business: context.business, fullName: String(request.full_name), email: String(request.email) },
    };
  },
};

// ---- one handler per event type ----

const ABANDON_REASONS: Record<string, string> = {
  inactivity: '30 minutes without activity',
  'page-hidden': 'left the page',
  'browser-closed': 'closed the browser',
};

/** A new lead: its card, or the person's open card taken over. */
export const leadStarted: FollowUp = { card: leadCardRule(undefined, true) };
export const leadReused: FollowUp = { card: leadCardRule((event) => `Visitor came back (${text(event.data.sourcePage) || 'unknown page'}).`) };
export const leadExistingClientConfirmed: FollowUp = { card: leadCardRule(() => 'Existing client confirmed they want a new quote.') };
export const leadMovedToInProgress: FollowUp = { card: leadCardRule(() => 'Visitor started checkout.') };
export const leadAbandoned: FollowUp = {
  card: leadCardRule(({ data }) => {
    const reason = text(data.reason);
    const why =
      reason === 'staff' ? `closed by staff${data.by ? ` (${text(data.by)})` : ''}` : Object.hasOwn(ABANDON_REASONS, reason) ? ABANDON_REASONS[reason] : reason;
    return `Abandoned: ${why}.`;
  }),
};
export const leadConverted: FollowUp = {
  card: leadCardRule(({ data }) => `Converted: order ${text(data.orderId)}, ${money(data.value as number)} (${text(data.serviceType)}).`),
};
export const leadQuoteResent: FollowUp = {
  card: leadCardRule(({ data }) => `Quote resent by staff${data.by ? ` (${text(data.by)})` : ''}.`),
  email: quoteResentRule,
};
/** Any other lead event (progress, contact, erasure) re-syncs the card from lead_tracking, without a comment. */
export const leadChanged: FollowUp = { card: leadCardRule() };

export const paymentCompleted: FollowUp = { card: customerCardRule, email: orderConfirmationRule };
export const customerInfoCompleted: FollowUp = { card: customerCardRule };
/** An erasure re-syncs the card from the purged read table, so the person leaves an outside board too. */
export const orderPersonalDataErased: FollowUp = { card: customerCardRule };

export const areaRequestSubmitted: FollowUp = { card: areaRequestCardRule };
export const areaRequestPersonalDataErased: FollowUp = { card: areaRequestCardRule };

export const cartAbandoned: FollowUp = { card: cartCardRule, email: abandonedQuoteRule };
export const cartPersonalDataErased: FollowUp = { card: cartCardRule };

export const bookingScheduled: FollowUp = { card: bookingCardRule, email: bookingConfirmationRule };
export const bookingRescheduled: FollowUp = { card: bookingCardRule };
export const bookingCancelled: FollowUp = { card: bookingCardRule };
export const bookingCompleted: FollowUp = { card: bookingCardRule };
export const bookingPersonalDataErased: FollowUp = { card: bookingCardRule };

export const visitMissed: FollowUp = { card: missedVisitCardRule };

export const dataDeletionRequested: FollowUp = { email: dataDeletionConfirmationRule };
export const dataDeletionConfirmed: FollowUp = { card: dataDeletionCardRule, email: dataDeletionReceivedRule };
export const dataDeletionPersonalDataErased: FollowUp = { card: dataDeletionCardRule };
/** Cards on an outside board (Trello) are cleared by a job: they are not in our transaction. */
export const dataDeletionErasureRecorded: FollowUp = {
  card: {
    job: 'erase-subject-cards',
    make: ({ data }) => (typeof data.subjectId === 'string' ? { kind: 'erase-subject', subjectId: data.subjectId } : null),
  },
};

export const FOLLOW_UP: Readonly<Record<string, FollowUp>> = {
  'lead.started': leadStarted,
  'lead.reused': leadReused,
  'lead.existing-client-confirmed': leadExistingClientConfirmed,
  'lead.moved-to-in-progress': leadMovedToInProgress,
  'lead.abandoned': leadAbandoned,
  'lead.converted': leadConverted,
  'lead.quote-resent': leadQuoteResent,
  'order.payment-completed': paymentCompleted,
  'order.customer-info-completed': customerInfoCompleted,
  'order.personal-data-erased': orderPersonalDataErased,
  'area-request.submitted': areaRequestSubmitted,
  'area-request.personal-data-erased': areaRequestPersonalDataErased,
  'cart.abandoned': cartAbandoned,
  'cart.personal-data-erased': cartPersonalDataErased,
  'booking.scheduled': bookingScheduled,
  'booking.rescheduled': bookingRescheduled,
  'booking.cancelled': bookingCancelled,
  'booking.completed': bookingCompleted,
  'booking.personal-data-erased': bookingPersonalDataErased,
  'visit.missed': visitMissed,
  'data-deletion.requested': dataDeletionRequested,
  'data-deletion.confirmed': dataDeletionConfirmed,
  'data-deletion.personal-data-erased': dataDeletionPersonalDataErased,
  'data-deletion.erasure-recorded': dataDeletionErasureRecorded,
};

/** The table's entry for an event type; every lead event keeps its card current. */
export function followUpFor(type: string): FollowUp | null {
  if (Object.hasOwn(FOLLOW_UP, type)) return FOLLOW_UP[type];
  return type.startsWith('lead.') ? leadChanged : null;
}

/** Which events become task-board work (the relay's job name for the task-board queue). */
export function taskBoardJobFor(event: Pick<RecordedEvent, 'type'>): CardJob | null {
  return followUpFor(event.type)?.card?.job ?? null;
}

/** Which events send an e-mail (the relay's job name for the e-mail queue). */
export function emailJobFor(event: Pick<RecordedEvent, 'type'>): EmailJob | null {
  return followUpFor(event.type)?.email?.job ?? null;
}
