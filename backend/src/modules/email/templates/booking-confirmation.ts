import type { BusinessIdentity } from '../../../config/config';
import { EmailBlock, renderEmail, RenderedEmail } from './layout';

export interface BookingConfirmationInput {
  business: BusinessIdentity;
  customerName: string;
  /** 'YYYY-MM-DD', the business's local date. */
  date: string;
  /** 'HH:MM', 24-hour. */
  startTime: string;
  endTime: string;
  scooperName: string | null;
  notes: string | null;
}

/** "Tuesday, March 3, 2026" from '2026-03-03'; the date is a calendar date, so no time zone can shift it. */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const at = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !at || at.getUTCDate() !== Number(match[3])) throw new Error(`Not a calendar date: ${date}`);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** "8:00 AM" from '08:00'. */
export function formatClockTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!match) throw new Error(`Not a time of day: ${time}`);
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Sent when staff book a visit: when, who, and how to get ready. */
export function bookingConfirmation(input: BookingConfirmationInput): RenderedEmail {
  const { business } = input;
  const when = formatLongDate(input.date);
  const window = `${formatClockTime(input.startTime)} – ${formatClockTime(input.endTime)}`;
  const facts: Array<[string, string]> = [
    ['Date', when],
    ['Arrival window', window],
  ];
  if (input.scooperName) facts.push(['Your scooper', input.scooperName]);
  if (input.notes) facts.push(['Notes', input.notes]);
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: `Your ${business.name} visit is booked. Here are the details:` },
    { type: 'facts', rows: facts },
    {
      type: 'list',
      title: 'Before we arrive',
      items: [
        'We’ll send you a text 30 minutes before we arrive.',
        'Please keep your dogs inside while we work, and make sure any aggressive dogs are secured.',
        'Make sure we can get into the yard: leave the gate unlocked or tell us how to get in.',
      ],
    },
    { type: 'paragraph', text: `Need to change something? E-mail us at ${business.supportEmail} or call ${business.supportPhone}.` },
  ];
  return renderEmail({
    business,
    subject: `Your visit is confirmed: ${when}, ${window}`,
    heading: 'Your visit is confirmed',
    greeting: `Hi ${input.customerName},`,
    blocks,
  });
}
