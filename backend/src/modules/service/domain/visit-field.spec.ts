import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { FIELD_MESSAGES, VISIT_MESSAGES } from '../service.messages';
import { decideVisit, MAX_VISIT_PHOTOS, VISIT_STREAM_DEFINITION, visitIdFor, VisitRejected } from './visit';
import { VisitEvent } from './visit.events';

const given = givenWhenThen(VISIT_STREAM_DEFINITION, decideVisit);

const PLAN_ID = '0f0e4c1a-9d3b-5c6e-8f7a-1b2c3d4e5f60';
const KEY = 'scoop:2026-W07:1';
const TODAY = '2026-02-10';
const SCHEDULED: VisitEvent = {
  type: 'visit.scheduled',
  data: {
    visitId: visitIdFor(PLAN_ID, KEY),
    planId: PLAN_ID,
    orderId: 'order-1',
    key: KEY,
    kind: 'scoop',
    date: TODAY,
    window: { start: '08:00', end: '17:00' },
  },
};
const SAM = '5a0c2f7e-1111-4c1a-9c7e-000000000001';
const ALEX = '5a0c2f7e-2222-4c1a-9c7e-000000000002';
const ASSIGNED: VisitEvent = { type: 'visit.assigned', data: { scooperId: SAM, by: 'staff:ops@scvscoopers.example' } };
const C1 = 'c0000000-0000-4000-8000-000000000001';
const C2 = 'c0000000-0000-4000-8000-000000000002';
const P1 = 'f0000000-0000-4000-8000-000000000001';
const P2 = 'f0000000-0000-4000-8000-000000000002';
const BY = `scooper:${SAM}`;

const facts = (over: Partial<{ scooperId: string; clientId: string; today: string }> = {}) => ({
  scooperId: over.scooperId ?? SAM,
  clientId: over.clientId ?? C1,
  today: over.today ?? TODAY,
});
const onMyWay = (over = {}) => ({ type: 'on-my-way' as const, ...facts(over) });
const start = (over = {}) => ({ type: 'start' as const, ...facts(over) });
const complete = (photoIds: string[], over = {}, uploaded: string[] = [P1, P2]) => ({
  type: 'complete' as const,
  ...facts(over),
  photoIds,
  uploadedPhotoIds: uploaded,
});
const skip = (reason: string, photoIds: string[] = [], note: string | null = null, over = {}) => ({
  type: 'skip' as const,
  ...facts(over),
  reason,
  note,
  photoIds,
  uploadedPhotoIds: [P1, P2],
});
const COMPLETED: VisitEvent = { type: 'visit.completed', data: { clientId: C1, by: BY, photoIds: [P1] } };

describe('field actions on a visit (issue 16)', () => {
  describe('on my way', () => {
    it("records that the customer was told, on the assigned scooper's stop today", () =>
      given(SCHEDULED, ASSIGNED)
        .when(onMyWay())
        .then([{ type: 'visit.on-the-way', data: { clientId: C1, by: BY } }]));
    it('adds nothing when the same action is retried (its client id was seen)', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.on-the-way', data: { clientId: C1, by: BY } })
        .when(onMyWay())
        .then([]));
    it('adds nothing for a second tap with a new client id: the customer is told once', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.on-the-way', data: { clientId: C1, by: BY } })
        .when(onMyWay({ clientId: C2 }))
        .then([]));
    it("is refused as not found on another scooper's stop", () =>
      given(SCHEDULED, ASSIGNED)
        .when(onMyWay({ scooperId: ALEX }))
        .thenRejected({ status: 404, message: VISIT_MESSAGES.visitNotFound }, VisitRejected));
    it('is refused as not found on an unassigned stop and on no visit at all', () => {
      given(SCHEDULED).when(onMyWay()).thenRejected({ status: 404, message: VISIT_MESSAGES.visitNotFound });
      given().when(onMyWay()).thenRejected({ status: 404, message: VISIT_MESSAGES.visitNotFound });
    });
    it('is refused on a stop of another day', () =>
      given(SCHEDULED, ASSIGNED)
        .when(onMyWay({ today: '2026-02-11' }))
        .thenRejected({ status: 409, message: FIELD_MESSAGES.notToday }));
    it('is refused without a proper client id', () =>
      given(SCHEDULED, ASSIGNED)
        .when(onMyWay({ clientId: 'retry-1' }))
        .thenRejected({ status: 400, message: FIELD_MESSAGES.clientIdInvalid }));
  });

  describe('start', () => {
    it('records the start', () =>
      given(SCHEDULED, ASSIGNED)
        .when(start())
        .then([{ type: 'visit.started', data: { clientId: C1, by: BY } }]));
    it('adds nothing when already started', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.started', data: { clientId: C1, by: BY } })
        .when(start({ clientId: C2 }))
        .then([]));
  });

  describe('complete', () => {
    it('completes with the after photos uploaded for the stop', () =>
      given(SCHEDULED, ASSIGNED)
        .when(complete([P1, P2]))
        .then([{ type: 'visit.completed', data: { clientId: C1, by: BY, photoIds: [P1, P2] } }]));
    it('keeps each photo once', () =>
      given(SCHEDULED, ASSIGNED)
        .when(complete([P1, P1]))
        .then([COMPLETED]));
    it('is refused without a photo', () => given(SCHEDULED, ASSIGNED).when(complete([])).thenRejected({ status: 422, message: FIELD_MESSAGES.photoRequired }));
    it('is refused with a photo not uploaded for this stop', () =>
      given(SCHEDULED, ASSIGNED)
        .when(complete([P1], {}, [P2]))
        .thenRejected({ status: 422, message: FIELD_MESSAGES.photoUnknown }));
    it('is refused with too many photos, or photo ids that are not a list of texts', () => {
      const many = Array.from({ length: MAX_VISIT_PHOTOS + 1 }, (_, i) => `f0000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      given(SCHEDULED, ASSIGNED)
        .when(complete(many, {}, many))
        .thenRejected({ status: 400, message: `Send at most ${MAX_VISIT_PHOTOS} photos` });
      given(SCHEDULED, ASSIGNED)
        .when({ ...complete([]), photoIds: 'P1' as unknown as string[] })
        .thenRejected({ status: 400, message: FIELD_MESSAGES.photoIdsInvalid });
    });
    it('adds nothing when the completion is retried after it closed the stop', () =>
      given(SCHEDULED, ASSIGNED, COMPLETED)
        .when(complete([P1]))
        .then([]));
    it('is refused with a new client id once the stop is completed', () =>
      given(SCHEDULED, ASSIGNED, COMPLETED)
        .when(complete([P1], { clientId: C2 }))
        .thenRejected({ status: 409, message: 'This visit is already completed and cannot be changed' }));
    it('is refused on a cancelled stop', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.cancelled', data: { reason: 'away', by: 'staff:x' } })
        .when(complete([P1]))
        .thenRejected({ status: 409, message: 'This visit is already cancelled and cannot be changed' }));
    it('is refused on a missed stop (staff move it first)', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.missed', data: { detectedAt: '2026-02-11T08:00:00.000Z' } })
        .when(complete([P1]))
        .thenRejected({ status: 409, message: FIELD_MESSAGES.notToday }));
  });

  describe('skip', () => {
    it.each(['weather', 'customer-asked'])('skips for %s without a photo', (reason) =>
      given(SCHEDULED, ASSIGNED)
        .when(skip(reason))
        .then([{ type: 'visit.skipped', data: { clientId: C1, by: BY, reason, note: null, photoIds: [] } } as VisitEvent]),
    );
    it.each([
      ['locked-gate', 'locked gate'],
      ['dog-out', 'dog out'],
    ])('is refused for %s without a photo', (reason, words) =>
      given(SCHEDULED, ASSIGNED)
        .when(skip(reason))
        .thenRejected({ status: 422, message: `Take a photo of the ${words} before skipping the stop` }),
    );
    it('skips for a locked gate with its photo and the note', () =>
      given(SCHEDULED, ASSIGNED)
        .when(skip('locked-gate', [P1], '  Padlock on the side gate '))
        .then([{ type: 'visit.skipped', data: { clientId: C1, by: BY, reason: 'locked-gate', note: 'Padlock on the side gate', photoIds: [P1] } }]));
    it('is refused for an unknown reason, a prototype key among them', () => {
      given(SCHEDULED, ASSIGNED).when(skip('tired')).thenRejected({ status: 400, message: FIELD_MESSAGES.reasonInvalid });
      given(SCHEDULED, ASSIGNED).when(skip('constructor')).thenRejected({ status: 400, message: FIELD_MESSAGES.reasonInvalid });
    });
    it('needs a note for other, and refuses a huge one', () => {
      given(SCHEDULED, ASSIGNED)
        .when(skip('other', [], '   '))
        .thenRejected({ status: 400, message: FIELD_MESSAGES.noteRequiredForOther });
      given(SCHEDULED, ASSIGNED)
        .when(skip('other', [], 'x'.repeat(501)))
        .thenRejected({ status: 400, message: 'Keep the note to 500 characters' });
    });
    it('cannot follow a completion', () =>
      given(SCHEDULED, ASSIGNED, COMPLETED)
        .when(skip('weather', [], null, { clientId: C2 }))
        .thenRejected({ status: 409 }));
  });

  describe('before photos (the plan says so)', () => {
    const B1 = 'b0000000-0000-4000-8000-000000000001';
    const startWith = (beforePhotoRequired: boolean, beforePhotoIds: string[]) => ({ ...start(), beforePhotoRequired, beforePhotoIds });

    it('given a plan that needs a before photo, when Start comes with none uploaded, then it is refused with a clear message', () =>
      given(SCHEDULED, ASSIGNED).when(startWith(true, [])).thenRejected({ status: 422, message: FIELD_MESSAGES.beforePhotoRequired }));

    it('given a plan that needs a before photo, when Start comes after one was uploaded, then the stop starts', () =>
      given(SCHEDULED, ASSIGNED)
        .when(startWith(true, [B1]))
        .then([{ type: 'visit.started', data: { clientId: C1, by: BY } }]));

    it('given a plan without the rule, when Start comes with no photo, then the stop starts', () =>
      given(SCHEDULED, ASSIGNED)
        .when(startWith(false, []))
        .then([{ type: 'visit.started', data: { clientId: C1, by: BY } }]));

    it('given a started stop, when the same Start is retried, then nothing new (even though the rule was set meanwhile)', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.started', data: { clientId: C1, by: BY } })
        .when(startWith(true, []))
        .then([]));

    it('given only a before photo, when Complete names it, then it is refused: an after photo is needed', () =>
      given(SCHEDULED, ASSIGNED)
        .when({ ...complete([B1], {}, [B1, P1]), photoKinds: { [B1]: 'before' as const, [P1]: 'after' as const } })
        .thenRejected({ status: 422, message: FIELD_MESSAGES.photoRequired }));

    it('given a before and an after photo, when Complete names both, then both go on the visit', () =>
      given(SCHEDULED, ASSIGNED)
        .when({ ...complete([B1, P1], {}, [B1, P1]), photoKinds: { [B1]: 'before' as const, [P1]: 'after' as const } })
        .then([{ type: 'visit.completed', data: { clientId: C1, by: BY, photoIds: [B1, P1] } }]));
  });
});
