import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { fold } from '../../../event-store';
import { ERASE_REFUSALS, PRIVACY_MESSAGES } from '../privacy.messages';
import { DATA_DELETION_STREAM_DEFINITION, DataDeletionCommand, DataDeletionRejected, decideDataDeletion, erasureTarget, linkState } from './data-deletion';
import { CONFIRMATION_LINK_DAYS, DATA_DELETION_DUE_DAYS, deletionDueAt } from './data-deletion-policy';
import { DataDeletionEvent } from './data-deletion.events';

const DAY = 86_400_000;
const FILED = new Date('2026-01-10T12:00:00.000Z');
const later = (ms: number) => new Date(FILED.getTime() + ms);

const given = givenWhenThen(DATA_DELETION_STREAM_DEFINITION, decideDataDeletion);

const REQUEST: DataDeletionCommand = {
  type: 'request',
  requestId: 'r1',
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  reason: 'Moving away',
  accountDetails: '',
};
const REQUESTED: DataDeletionEvent = {
  type: 'data-deletion.requested',
  data: { requestId: 'r1', email: 'ann@example.com', fullName: 'Ann Lee', reason: 'Moving away', accountDetails: '' },
};
const CONFIRMED: DataDeletionEvent = { type: 'data-deletion.confirmed', data: { requestId: 'r1' } };
const SHREDDED: DataDeletionEvent = { type: 'data-deletion.personal-data-erased', data: { subjectId: 'subj-1' } };
const RECORDED: DataDeletionEvent = {
  type: 'data-deletion.erasure-recorded',
  data: { requestId: 'r1', subjectId: 'subj-1', erasedBy: 'admin@example.com', erasedStreams: ['lead-1', 'data-deletion-r1'] },
};

const confirm = (now: Date, requestedAt: Date | null = FILED): DataDeletionCommand => ({ type: 'confirm', requestedAt, now });
const erase = (subjectId: string | null = 'subj-1'): DataDeletionCommand => ({
  type: 'erase',
  subjectId,
  erasedBy: 'admin@example.com',
  erasedStreams: ['lead-1', 'data-deletion-r1'],
});

describe('data-deletion decisions', () => {
  describe('request', () => {
    it('files a new request with what the person wrote', () => given().when(REQUEST).then([REQUESTED]));
    it('never files the same request twice (a replayed command)', () =>
      given(REQUESTED)
        .when(REQUEST)
        .thenRejected({ status: 409, reason: 'already-requested', message: PRIVACY_MESSAGES.alreadyRequested }, DataDeletionRejected));
  });

  describe('confirm by the e-mailed link', () => {
    it('confirms a filed request within the link days', () => {
      given(REQUESTED)
        .when(confirm(later(DAY)))
        .then([CONFIRMED]);
      given(REQUESTED)
        .when(confirm(later(CONFIRMATION_LINK_DAYS * DAY)))
        .then([CONFIRMED]);
    });
    it('refuses an expired link once the link days have passed, so the person files again', () =>
      given(REQUESTED)
        .when(confirm(later(CONFIRMATION_LINK_DAYS * DAY + 1)))
        .thenRejected({ status: 410, reason: 'expired' }, DataDeletionRejected));
    it('has one effect: a second press (or a replay) finds the link used', () =>
      given(REQUESTED, CONFIRMED)
        .when(confirm(later(DAY)))
        .thenRejected({ status: 410, reason: 'used' }, DataDeletionRejected));
    it('finds the link used once the request was erased, even after the link days', () =>
      given(REQUESTED, CONFIRMED, SHREDDED, RECORDED)
        .when(confirm(later(60 * DAY)))
        .thenRejected({ status: 410, reason: 'used' }, DataDeletionRejected));
    it('treats a link to an unknown request as invalid', () => {
      given()
        .when(confirm(later(DAY), null))
        .thenRejected({ status: 400, reason: 'invalid-link' }, DataDeletionRejected);
      given()
        .when(confirm(later(DAY)))
        .thenRejected({ status: 400, reason: 'invalid-link' }, DataDeletionRejected);
    });
    it('offers the page the same state the press would meet, without deciding anything', () => {
      const state = (...events: DataDeletionEvent[]) => fold(DATA_DELETION_STREAM_DEFINITION, events);
      expect(linkState(state(REQUESTED), FILED, later(DAY))).toBe('confirm');
      expect(linkState(state(REQUESTED), FILED, later(8 * DAY))).toBe('expired');
      expect(linkState(state(REQUESTED, CONFIRMED), FILED, later(DAY))).toBe('used');
      expect(linkState(state(), null, later(DAY))).toBe('invalid-link');
    });
  });

  describe('erase', () => {
    it('records who erased the confirmed request and which streams it reached', () => given(REQUESTED, CONFIRMED, SHREDDED).when(erase()).then([RECORDED]));
    it('refuses while the request awaits its confirmation (409 AWAITING_CONFIRMATION)', () =>
      given(REQUESTED)
        .when(erase())
        .thenRejected(
          { status: 409, message: PRIVACY_MESSAGES.awaitingConfirmation, code: ERASE_REFUSALS.awaitingConfirmation.code, title: 'Awaiting confirmation' },
          DataDeletionRejected,
        ));
    it('refuses a request with no person on record (409 NO_SUBJECT)', () =>
      given(REQUESTED, CONFIRMED)
        .when(erase(null))
        .thenRejected({ status: 409, message: PRIVACY_MESSAGES.noSubject, code: 'NO_SUBJECT', title: 'Nothing to erase' }, DataDeletionRejected));
    it('refuses an unknown request (404)', () =>
      given().when(erase()).thenRejected({ status: 404, message: PRIVACY_MESSAGES.requestNotFound }, DataDeletionRejected));
    it('is idempotent: a second erase records nothing new', () => given(REQUESTED, CONFIRMED, SHREDDED, RECORDED).when(erase()).then([]));
    it('names the subject to erase before the vault runs, or nobody when it is done', () => {
      expect(erasureTarget(given(REQUESTED, CONFIRMED).state, 'subj-1')).toBe('subj-1');
      expect(erasureTarget(given(REQUESTED, CONFIRMED, SHREDDED, RECORDED).state, 'subj-1')).toBeNull();
      expect(() => erasureTarget(given(REQUESTED).state, 'subj-1')).toThrow(PRIVACY_MESSAGES.awaitingConfirmation);
    });
  });

  describe('evolve', () => {
    it('folds the history auditors replay', () => {
      expect(given().state).toMatchObject({ exists: false, confirmed: false, erased: false });
      expect(given(REQUESTED).state).toMatchObject({ exists: true, requestId: 'r1', confirmed: false });
      expect(given(REQUESTED, CONFIRMED).state).toMatchObject({ confirmed: true, erased: false });
      expect(given(REQUESTED, CONFIRMED, SHREDDED).state).toMatchObject({ personalDataErased: true, erased: false });
      expect(given(REQUESTED, CONFIRMED, SHREDDED, RECORDED).state).toMatchObject({
        erased: true,
        erasedBy: 'admin@example.com',
        erasedStreams: ['lead-1', 'data-deletion-r1'],
      });
    });
    it('a shredding by another of the person’s requests leaves this one open to confirm', () =>
      given(REQUESTED, SHREDDED)
        .when(confirm(later(DAY)))
        .then([CONFIRMED]));
  });
});

describe('data-deletion due date', () => {
  it(`is ${DATA_DELETION_DUE_DAYS} days after the confirmation`, () => {
    expect(DATA_DELETION_DUE_DAYS).toBe(30);
    expect(deletionDueAt(FILED).toISOString()).toBe('2026-02-09T12:00:00.000Z');
  });
});
