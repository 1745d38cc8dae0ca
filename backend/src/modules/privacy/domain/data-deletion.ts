import { defineStream } from '../../../event-store';
import { ERASE_REFUSALS, PRIVACY_MESSAGES } from '../privacy.messages';
import { confirmationLinkExpired } from './data-deletion-policy';
import { DATA_DELETION_EVENTS, DATA_DELETION_STREAM, DataDeletionEvent, dataDeletionStreamId } from './data-deletion.events';

/** What decisions about one data-deletion request need, and what auditors see at /api/admin/streams/data-deletion-<id>/state. */
export interface DataDeletionState {
  exists: boolean;
  requestId: string | null;
  /** The mailbox owner confirmed by the e-mailed link: staff may erase. */
  confirmed: boolean;
  /** Staff erased the person through this request. */
  erased: boolean;
  erasedBy: string | null;
  erasedStreams: string[];
  /** The person's key was shredded (by this request's erasure or another of theirs). */
  personalDataErased: boolean;
}

export const initialDataDeletionState = (): DataDeletionState => ({
  exists: false,
  requestId: null,
  confirmed: false,
  erased: false,
  erasedBy: null,
  erasedStreams: [],
  personalDataErased: false,
});

export function evolveDataDeletion(state: DataDeletionState, event: DataDeletionEvent): DataDeletionState {
  switch (event.type) {
    case 'data-deletion.requested':
      return { ...state, exists: true, requestId: event.data.requestId };
    case 'data-deletion.confirmed':
      return { ...state, confirmed: true };
    case 'data-deletion.personal-data-erased':
      return { ...state, personalDataErased: true };
    case 'data-deletion.erasure-recorded':
      return { ...state, erased: true, erasedBy: event.data.erasedBy, erasedStreams: event.data.erasedStreams };
    default:
      return state;
  }
}

export const DATA_DELETION_STREAM_DEFINITION = defineStream<DataDeletionState, DataDeletionEvent>({
  streamType: DATA_DELETION_STREAM,
  streamId: dataDeletionStreamId,
  events: DATA_DELETION_EVENTS,
  initialState: initialDataDeletionState,
  evolve: evolveDataDeletion,
});

/** When the request was filed: its first recorded event's time (null for an unknown request). */
export function filedAt(events: readonly { metadata: { occurredAt: string } }[]): Date | null {
  return events.length ? new Date(events[0].metadata.occurredAt) : null;
}

/** What the e-mailed link's page offers: confirm, or why it cannot. */
export type LinkState = 'confirm' | 'used' | 'expired' | 'invalid-link';

export type DataDeletionCommand =
  | { type: 'request'; requestId: string; email: string; fullName: string; reason: string; accountDetails: string }
  /** `requestedAt` is when the request was filed (its first event); `now` the clock's time. */
  | { type: 'confirm'; requestedAt: Date | null; now: Date }
  /** Records an erasure the vault has carried out for `subjectId` (the stream's subject). */
  | { type: 'erase'; subjectId: string | null; erasedBy: string; erasedStreams: string[] };

export type DataDeletionRefusal = Exclude<LinkState, 'confirm'> | 'not-found' | 'already-requested' | 'awaiting-confirmation' | 'no-subject';

/** A rule said no: the HTTP status, the message (or, for a link, the page to show) and a stable reason. */
export class DataDeletionRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410,
    message: string,
    readonly reason: DataDeletionRefusal,
    readonly title?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const LINK_STATUS = { used: 410, expired: 410, 'invalid-link': 400 } as const;

/**
 * The link's state for a request: unknown → invalid; confirmed or erased already → used (one effect only);
 * past CONFIRMATION_LINK_DAYS since it was filed → expired; otherwise it may confirm.
 */
export function linkState(state: DataDeletionState, requestedAt: Date | null, now: Date): LinkState {
  if (!state.exists || !requestedAt) return 'invalid-link';
  if (state.confirmed || state.erased) return 'used';
  return confirmationLinkExpired(requestedAt, now) ? 'expired' : 'confirm';
}

/**
 * Whom staff may erase through this request: null when it is erased already (a second click changes nothing);
 * a refusal when it is unknown, unconfirmed (anyone can file for any address; only the mailbox owner's
 * confirmation lets staff act) or has no person on record.
 */
export function erasureTarget(state: DataDeletionState, subjectId: string | null): string | null {
  if (!state.exists) throw new DataDeletionRejected(404, PRIVACY_MESSAGES.requestNotFound, 'not-found');
  if (state.erased) return null;
  if (!state.confirmed) {
    const { title, code } = ERASE_REFUSALS.awaitingConfirmation;
    throw new DataDeletionRejected(409, PRIVACY_MESSAGES.awaitingConfirmation, 'awaiting-confirmation', title, code);
  }
  if (!subjectId) {
    const { title, code } = ERASE_REFUSALS.noSubject;
    throw new DataDeletionRejected(409, PRIVACY_MESSAGES.noSubject, 'no-subject', title, code);
  }
  return subjectId;
}

/** The data-deletion rules (spec 001 §2, §8-§9 and the confirmation link): file once, confirm once in time, erase once confirmed. */
export function decideDataDeletion(command: DataDeletionCommand, state: DataDeletionState): DataDeletionEvent[] {
  switch (command.type) {
    case 'request': {
      if (state.exists) throw new DataDeletionRejected(409, PRIVACY_MESSAGES.alreadyRequested, 'already-requested');
      const { requestId, email, fullName, reason, accountDetails } = command;
      return [{ type: 'data-deletion.requested', data: { requestId, email, fullName, reason, accountDetails } }];
    }
    case 'confirm': {
      const link = linkState(state, command.requestedAt, command.now);
      if (link !== 'confirm') throw new DataDeletionRejected(LINK_STATUS[link], link, link);
      return [{ type: 'data-deletion.confirmed', data: { requestId: state.requestId as string } }];
    }
    case 'erase': {
      const subjectId = erasureTarget(state, command.subjectId);
      if (!subjectId) return [];
      return [
        {
          type: 'data-deletion.erasure-recorded',
          data: { requestId: state.requestId as string, subjectId, erasedBy: command.erasedBy, erasedStreams: command.erasedStreams },
        },
      ];
    }
  }
}
