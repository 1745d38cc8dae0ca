import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { VISIT_MESSAGES } from '../service.messages';
import { decideVisit, MAX_RETURN_REASON, returnKeyOf, VISIT_STREAM_DEFINITION, visitIdFor, VisitRejected } from './visit';
import { VisitEvent } from './visit.events';

const given = givenWhenThen(VISIT_STREAM_DEFINITION, decideVisit);

const PLAN_ID = '0f0e4c1a-9d3b-5c6e-8f7a-1b2c3d4e5f60';
const KEY = 'scoop:2026-W07:1';
const VISIT_ID = visitIdFor(PLAN_ID, KEY);
const SCHEDULED: VisitEvent = {
  type: 'visit.scheduled',
  data: { visitId: VISIT_ID, planId: PLAN_ID, orderId: 'order-1', key: KEY, kind: 'scoop', date: '2026-02-10', window: { start: '08:00', end: '17:00' } },
};
const SAM = '5a0c2f7e-1111-4c1a-9c7e-000000000001';
const ASSIGNED: VisitEvent = { type: 'visit.assigned', data: { scooperId: SAM, by: 'staff:ops@scvscoopers.example' } };
const COMPLETED: VisitEvent = { type: 'visit.completed', data: { clientId: 'c0000000-0000-4000-8000-000000000001', by: `scooper:${SAM}`, photoIds: [] } };
const SKIPPED: VisitEvent = {
  type: 'visit.skipped',
  data: { clientId: 'c0000000-0000-4000-8000-000000000001', by: `scooper:${SAM}`, reason: 'locked-gate', note: null, photoIds: [] },
};
const STAFF = 'staff:ops@scvscoopers.example';
const K1 = 'a0000000-0000-4000-8000-000000000001';
const K2 = 'a0000000-0000-4000-8000-000000000002';
const RETURN_ID = visitIdFor(PLAN_ID, returnKeyOf(VISIT_ID));

const resend = (clickId: string = K1) => ({ type: 'resend-report' as const, clickId, by: STAFF });
const grant = (over: Partial<{ clientId: string; date: string; reason: string | null; today: string }> = {}) => ({
  type: 'grant-return' as const,
  clientId: over.clientId ?? K1,
  returnVisitId: RETURN_ID,
  date: over.date ?? '2026-02-12',
  reason: over.reason === undefined ? 'Gate was locked; customer called' : over.reason,
  today: over.today ?? '2026-02-10',
  by: STAFF,
});

describe('staff actions on a visit’s report (issue 16)', () => {
  describe('resend report', () => {
    it('records one resend per click on a completed visit', () =>
      given(SCHEDULED, ASSIGNED, COMPLETED)
        .when(resend())
        .then([{ type: 'visit.report-resent', data: { clickId: K1, by: STAFF } }]));

    it('records a resend of a skip notice too', () =>
      given(SCHEDULED, ASSIGNED, SKIPPED)
        .when(resend())
        .then([{ type: 'visit.report-resent', data: { clickId: K1, by: STAFF } }]));

    it('adds nothing when the same click is retried, and a new click resends again', () => {
      const first: VisitEvent = { type: 'visit.report-resent', data: { clickId: K1, by: STAFF } };
      given(SCHEDULED, ASSIGNED, COMPLETED, first).when(resend(K1.toUpperCase())).then([]);
      given(SCHEDULED, ASSIGNED, COMPLETED, first)
        .when(resend(K2))
        .then([{ type: 'visit.report-resent', data: { clickId: K2, by: STAFF } }]);
    });

    it('refuses a visit with no report yet, an unknown visit and a bad click id', () => {
      given(SCHEDULED, ASSIGNED).when(resend()).thenRejected({ status: 409, message: VISIT_MESSAGES.noReport }, VisitRejected);
      given().when(resend()).thenRejected({ status: 404, message: VISIT_MESSAGES.visitNotFound }, VisitRejected);
      given(SCHEDULED, ASSIGNED, COMPLETED)
        .when(resend('x'.repeat(5000)))
        .thenRejected({ status: 400, message: VISIT_MESSAGES.clickIdInvalid }, VisitRejected);
    });
  });

  describe('free return visit', () => {
    it('records the return visit, its date and the staff reason on a skipped visit', () =>
      given(SCHEDULED, ASSIGNED, SKIPPED)
        .when(grant())
        .then([
          {
            type: 'visit.return-scheduled',
            data: { clientId: K1, returnVisitId: RETURN_ID, date: '2026-02-12', reason: 'Gate was locked; customer called', by: STAFF },
          },
        ]));

    it('gives one per visit: a retried request adds nothing, another is refused', () => {
      const granted: VisitEvent = {
        type: 'visit.return-scheduled',
        data: { clientId: K1, returnVisitId: RETURN_ID, date: '2026-02-12', reason: 'x', by: STAFF },
      };
      given(SCHEDULED, ASSIGNED, COMPLETED, granted).when(grant()).then([]);
      given(SCHEDULED, ASSIGNED, COMPLETED, granted)
        .when(grant({ clientId: K2 }))
        .thenRejected({ status: 409, message: VISIT_MESSAGES.returnExists }, VisitRejected);
    });

    it('refuses an open visit, a missing or long reason, and a past date', () => {
      given(SCHEDULED, ASSIGNED).when(grant()).thenRejected({ status: 409, message: VISIT_MESSAGES.notReturnable }, VisitRejected);
      given(SCHEDULED, ASSIGNED, SKIPPED)
        .when(grant({ reason: '  ' }))
        .thenRejected({ status: 400, message: VISIT_MESSAGES.returnReasonRequired }, VisitRejected);
      given(SCHEDULED, ASSIGNED, SKIPPED)
        .when(grant({ reason: 'x'.repeat(MAX_RETURN_REASON + 1) }))
        .thenRejected({ status: 400 }, VisitRejected);
      given(SCHEDULED, ASSIGNED, SKIPPED)
        .when(grant({ date: '2026-02-09' }))
        .thenRejected({ status: 422, message: VISIT_MESSAGES.datePast }, VisitRejected);
    });

    it('schedules the return visit itself as a visit of the plan that names the visit it makes up for', () =>
      given()
        .when({
          type: 'schedule',
          planId: PLAN_ID,
          orderId: 'order-1',
          planned: { key: returnKeyOf(VISIT_ID), kind: 'scoop', date: '2026-02-12', window: { start: '08:00', end: '17:00' } },
          returnOf: VISIT_ID,
        })
        .then([
          {
            type: 'visit.scheduled',
            data: {
              visitId: RETURN_ID,
              planId: PLAN_ID,
              orderId: 'order-1',
              key: returnKeyOf(VISIT_ID),
              kind: 'scoop',
              date: '2026-02-12',
              window: { start: '08:00', end: '17:00' },
              returnOf: VISIT_ID,
            },
          },
        ]));
  });
});
