import { DATA_DELETION_DUE_DAYS } from './domain/data-deletion-policy';

export const PRIVACY_MESSAGES = {
  requestNotFound: 'Data-deletion request not found',
  noSubject: 'This request has no person on record to erase.',
  awaitingConfirmation: "This request is awaiting the requester's confirmation: we e-mailed them a link, and staff can erase once they have confirmed it.",
  /** A second request under an id already used (never happens with fresh ids; a replayed command). */
  alreadyRequested: 'This data-deletion request was already filed.',
} as const;

/** The problem titles and codes of the erase action's refusals. */
export const ERASE_REFUSALS = {
  awaitingConfirmation: { title: 'Awaiting confirmation', code: 'AWAITING_CONFIRMATION' },
  noSubject: { title: 'Nothing to erase', code: 'NO_SUBJECT' },
} as const;

/** Spec 001 §8, word for word. */
export const DATA_DELETION_MESSAGES = {
  successTitle: 'Data Deletion Request Submitted',
  success: `We'll process your request within ${DATA_DELETION_DUE_DAYS} days and send confirmation to your email.`,
  tooMany: 'Too many requests. Please try again later.',
  fullNameRequired: 'Full name is required',
  /** Not the spec's: the line added under its success message, since a request now waits for the mailbox owner. */
  confirmation: "We've e-mailed you a link to confirm this request. We can only start once you've confirmed it.",
} as const;
