import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail, EmailBlock } from './layout';

export type VisitReportPhotoKind = 'before' | 'after' | 'skip';

export interface VisitReportInput {
  business: BusinessIdentity;
  customerName: string;
  outcome: 'completed' | 'skipped';
  /** The visit's day, e.g. "Tuesday, March 3, 2026", and the time the scooper finished (or skipped), e.g. "9:05 AM". */
  day: string;
  time: string;
  /** What was done, in the customer's words ("Picked up the dog waste in your yard", "Deodorized the yard"). */
  done: string[];
  /** A skip's reason in words ("the gate was locked") and the scooper's note, if any. */
  skipReason?: string | null;
  note?: string | null;
  /** The visit's photos by kind, each a link that opens it without staff access (the order's signed link token). */
  photos: Array<{ kind: VisitReportPhotoKind; urls: string[] }>;
  /** Where the customer sees every visit (their account). */
  accountUrl: string;
  /** Staff sent it again (the resend action): said in the subject so the customer knows it is not a new visit. */
  resent?: boolean;
}

const PHOTO_TITLES: Record<VisitReportPhotoKind, string> = { before: 'Before', after: 'After', skip: 'What we found' };
const PHOTO_ALT: Record<VisitReportPhotoKind, string> = { before: 'Before photo', after: 'After photo', skip: 'Photo taken at the skip' };

function photoBlocks(photos: VisitReportInput['photos']): EmailBlock[] {
  return photos
    .filter((group) => group.urls.length > 0)
    .map((group) => ({
      type: 'photos' as const,
      title: PHOTO_TITLES[group.kind],
      photos: group.urls.map((url, i) => ({ url, alt: `${PHOTO_ALT[group.kind]}${group.urls.length > 1 ? ` ${i + 1}` : ''}` })),
    }));
}

/**
 * The visit report (issue 16): sent when a scooper completes a visit, with the time, what was done and the photos;
 * or the skip notice, sent at the moment of a skip, with the reason, the photo and what happens next.
 */
export function visitReport(input: VisitReportInput): RenderedEmail {
  const { business } = input;
  const again = input.resent ? ' (sent again)' : '';
  const footer: EmailBlock[] = [
    { type: 'button', label: 'See all my visits', url: input.accountUrl },
    { type: 'paragraph', text: `Questions? Reply, e-mail ${business.supportEmail} or call ${business.supportPhone}.` },
    { type: 'fine-print', text: 'Photo links open for 30 days; your account keeps every visit’s photos.' },
  ];
  if (input.outcome === 'completed') {
    return renderEmail({
      business,
      subject: `${business.name}: your yard is done (${input.day})${again}`,
      heading: 'Your visit is done',
      greeting: `Hi ${input.customerName},`,
      blocks: [
        { type: 'paragraph', text: 'Your scooper just finished. Here is what we did and the photos they took.' },
        {
          type: 'facts',
          rows: [
            ['Day', input.day],
            ['Finished at', input.time],
          ],
        },
        { type: 'list', title: 'What we did', items: input.done },
        ...photoBlocks(input.photos),
        ...footer,
      ],
    });
  }
  const reason = input.skipReason || 'something kept us out';
  return renderEmail({
    business,
    subject: `${business.name}: we couldn’t service your yard today (${input.day})${again}`,
    heading: 'We couldn’t service your yard today',
    greeting: `Hi ${input.customerName},`,
    blocks: [
      { type: 'paragraph', text: `Your scooper came by but couldn’t do the visit: ${reason}.` },
      {
        type: 'facts',
        rows: [
          ['Day', input.day],
          ['Time', input.time],
          ['Reason', reason],
          ...(input.note ? ([['Scooper’s note', input.note]] as Array<[string, string]>) : []),
        ],
      },
      ...photoBlocks(input.photos),
      {
        type: 'paragraph',
        text: 'What happens next: we’ll be in touch to set up a return visit. If the gate or a dog was the trouble, please reply and tell us how we can get in next time.',
      },
      ...footer,
    ],
  });
}
