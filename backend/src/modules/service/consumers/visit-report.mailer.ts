import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Consumer, RecordedEvent } from '../../../event-store';
import { localDateTime } from '../../../platform/time/local-time';
import { ADD_ON_IDS, AddOnId } from '../../pricing';
import { EmailSender, formatClockTime, formatLongDate, visitReport } from '../../email';
import { CustomerOrders, OrderLinks } from '../../orders';
import type { VisitKind } from '../domain/visit-schedule';
import { photosByKind, photosOfVisit } from '../queries/visit-photos';

/** Where the customer sees every visit and its photos. */
export const ACCOUNT_PATH = '/account';

/** A skip's reason as the customer reads it. */
export const SKIP_REASON_TEXT: Record<string, string> = {
  'locked-gate': 'the gate was locked',
  'dog-out': 'a dog was out in the yard',
  weather: 'the weather made it unsafe',
  'customer-asked': 'you asked us to skip this visit',
  other: 'see the scooper’s note below',
};

/** The add-ons a scoop visit does, in the report's words (bin and access add-ons are not yard work). */
const YARD_ADD_ONS: Partial<Record<AddOnId, string>> = {
  deodorizing: 'Deodorized the yard',
  offSiteDisposal: 'Took the waste away with us (off-site disposal)',
  trashBinService: 'Cleaned your trash bins',
};

/** What a visit of this kind did, for the report's "What we did" list. */
export function workDone(kind: VisitKind, addOns: Partial<Record<string, unknown>> | null): string[] {
  if (kind === 'bin-out') return ['Rolled your trash bins out to the curb'];
  if (kind === 'bin-in') return ['Brought your trash bins back in from the curb'];
  const extras = ADD_ON_IDS.filter((id) => addOns?.[id] === true && YARD_ADD_ONS[id]).map((id) => YARD_ADD_ONS[id] as string);
  return ['Picked up the dog waste in your yard', ...extras];
}

const REPORTING = new Set(['visit.completed', 'visit.skipped', 'visit.report-resent']);

interface ReportedVisit {
  id: string;
  order_id: string;
  kind: VisitKind;
  status: string;
  date: string;
  finished_at: Date | null;
  skip_reason: string | null;
  skip_note: string | null;
  subject_id: string | null;
}

/**
 * The customer's visit e-mails (issue 16): the report when a visit is completed, the skip notice at the moment of a
 * skip, and either again when staff resend it. Each is keyed by its event id, so a retried batch (or a replayed
 * completion) finds the message already sent and sends nothing twice; a resend is its own event, so one per click.
 * Photos are linked, not attached: the e-mail port carries no attachments, and each link carries the order's
 * signed link token, so it opens from the mail without staff access (and the account shows them after it expires).
 */
@Injectable()
export class VisitReportMailer implements Consumer {
  readonly name = 'visit-report-mailer';
  readonly streamTypes = ['visit'];

  constructor(
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(OrderLinks) private readonly links: OrderLinks,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return REPORTING.has(type);
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const { type } = event;
      const { rows } = await client.query<ReportedVisit>(
        `select id, order_id, kind, status, to_char(date, 'YYYY-MM-DD') as date, finished_at, skip_reason, skip_note, subject_id from visits where stream_id = $1`,
        [event.streamId],
      );
      const visit = rows[0];
      if (!visit) continue;
      // A completion reports the completion; a resend reports what the visit's outcome is now.
      const outcome = type === 'visit.completed' ? 'completed' : type === 'visit.skipped' ? 'skipped' : visit.status;
      if (outcome !== 'completed' && outcome !== 'skipped') continue;
      const order = await this.orders.byId(visit.order_id, client);
      // Removed orders and erased customers get no mail.
      if (!order || order.removed_at || !order.customer_email?.includes('@')) continue;
      const token = this.links.tokenFor(order.id);
      const photos = await photosOfVisit(client, visit.id, outcome);
      const at = visit.finished_at ?? new Date(event.metadata.occurredAt);
      const clock = localDateTime(this.config.business.timeZone, at).slice(11);
      const rendered = visitReport({
        business: this.config.business,
        customerName: order.customer_name,
        outcome,
        day: formatLongDate(visit.date),
        time: formatClockTime(clock),
        done: workDone(visit.kind, order.add_ons as unknown as Record<string, unknown>),
        skipReason: visit.skip_reason ? (SKIP_REASON_TEXT[visit.skip_reason] ?? null) : null,
        note: visit.skip_note,
        photos: photosByKind(photos).map((group) => ({
          kind: group.kind,
          urls: group.photos.map((photo) => new URL(`/api/visit-photos/${photo.id}?token=${encodeURIComponent(token)}`, this.config.publicUrl).toString()),
        })),
        accountUrl: new URL(ACCOUNT_PATH, this.config.publicUrl).toString(),
        resent: type === 'visit.report-resent',
      });
      await this.email.send({
        kind: outcome === 'completed' ? 'visit-report' : 'visit-skipped',
        to: order.customer_email,
        ...rendered,
        eventId: event.eventId,
        subjectId: order.subject_id ?? visit.subject_id,
      });
    }
  }
}
