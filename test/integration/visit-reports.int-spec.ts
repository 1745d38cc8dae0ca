import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConsumerHost } from '../../backend/src/event-store';
import { VISIT_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { signInByLink } from '../support/account-sign-in';
import { eventually } from '../support/eventually';
import { phoneJpeg } from '../support/field-photos';
import { createScooper, signInAs } from '../support/scooper-accounts';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const literally = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('visit reports: the customer’s e-mails, the staff’s proof, resend and free return visits (issue 16)', () => {
  let t: TestApp;
  let uploads: string;
  let admin: string;
  let sam: { id: string; cookie: string };
  const DAY = '2026-03-03';
  const visitOf: Record<string, string> = {};
  const orderOf: Record<string, string> = {};

  const field = (path: string) => t.http().post(`/api/field/${path}`).set('Cookie', sam.cookie);
  // The field app says what each photo is (before, after, or what stopped the visit): here after, or skip.
  const upload = (visitId: string, id: string, kind: 'after' | 'skip' = 'after') =>
    t
      .http()
      .post(`/api/field/visits/${visitId}/photos`)
      .set('Cookie', sam.cookie)
      .field('id', id)
      .field('kind', kind)
      .attach('photo', phoneJpeg(), { filename: 'photo.jpg', contentType: 'image/jpeg' });
  /** Runs the report mailer until it has read every visit event. */
  const settleMail = () =>
    eventually(
      async () => {
        const runner = t.app.get(ConsumerHost).runner('visit-report-mailer');
        if (!runner) throw new Error('visit-report-mailer is not registered');
        if (await runner.ensureOwnership()) await runner.drain();
        const [row] = await t.database.db.query<{ behind: boolean }>(
          `select coalesce((select max(global_position) from es_events where stream_type = 'visit'), 0) >
             coalesce((select last_position from es_checkpoints where consumer = 'visit-report-mailer'), 0) as behind`,
        );
        return row.behind;
      },
      (behind) => !behind,
      'the report mailer to catch up',
      30_000,
    );
  const mailsOf = (orderId: string, kind: string) =>
    t.database.db.query<{ subject: string; html: string; text: string; to_address: string; status: string }>(
      `select subject, html, text, to_address, status from email_outbox where kind = $1
         and lower(to_address) = (select lower(customer_email) from customer_orders where id = $2) order by created_at`,
      [kind, orderId],
    );
  const eventsOf = async (visitId: string, type: string) =>
    (
      await t.database.db.query<{ n: number }>(`select count(*)::int as n from es_events where stream_id = 'visit-' || $1 and event_type like $2 || '%'`, [
        visitId,
        type,
      ])
    )[0].n;
  const photoLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+\/api\/visit-photos\/[0-9a-f-]{36}\?token=\S+/g)].map((m) => m[0]);

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'report-uploads-'));
    t = await createTestApp({ env: { UPLOAD_DIR: join(uploads, 'uploads') } });
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    const account = await createScooper(t, admin, { email: 'sam@example.com', workingDays: ['tuesday', 'thursday'] });
    for (const name of ['done', 'gate', 'open', 'other']) {
      const orderId = await subscribedOrder(t, { preferredDays: ['tuesday'], ...(name === 'done' ? { selectedAddOns: { deodorizing: true } } : {}) });
      const [visit] = await t.database.db.query<{ id: string }>(`select id from visits where order_id = $1 and date = $2`, [orderId, DAY]);
      visitOf[name] = visit.id;
      orderOf[name] = orderId;
      await t.http().put(`/api/admin/visits/${visit.id}`).set('Cookie', admin).send({ scooperId: account.id }).expect(200);
    }
    sam = { id: account.id, cookie: await signInAs(t, account.email, account.temporaryPassword) };
    // Tuesday 9:05 AM in Santa Clarita.
    t.clock.set('2026-03-03T17:05:00.000Z');
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('e-mails one report when a visit is completed, however often the completion is retried, with the time, the work and photo links that open without staff access', async () => {
    const photoId = randomUUID();
    await upload(visitOf.done, photoId).expect(201);
    const clientId = randomUUID();
    for (let i = 0; i < 5; i++)
      await field(`visits/${visitOf.done}/complete`)
        .send({ clientId, photoIds: [photoId] })
        .expect(200);
    await settleMail();
    await settleMail();
    expect(await eventsOf(visitOf.done, 'visit.completed')).toBe(1);
    const mails = await mailsOf(orderOf.done, 'visit-report');
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe('sent');
    expect(mails[0].subject).toContain('your yard is done (Tuesday, March 3, 2026)');
    expect(mails[0].text).toContain('Finished at: 9:05 AM');
    expect(mails[0].text).toContain('- Picked up the dog waste in your yard');
    expect(mails[0].text).toContain('- Deodorized the yard');
    const links = photoLinks(mails[0].text);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`/api/visit-photos/${photoId}?token=ol_`);
    expect(mails[0].html).toContain(`<img src="${links[0].replace(/&/g, '&amp;')}"`);
    // The link opens the photo from the mail, signed in as nobody; without its token, or with another order's, it is not found.
    const path = new URL(links[0]).pathname + new URL(links[0]).search;
    const photo = await t.http().get(path).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    await t.http().get(`/api/visit-photos/${photoId}`).expect(404);
    const otherToken = new URL(links[0]).searchParams.get('token')!.replace(/^ol_[0-9a-f]{32}/, `ol_${orderOf.gate.replace(/-/g, '')}`);
    await t.http().get(`/api/visit-photos/${photoId}?token=${otherToken}`).expect(404);
  });

  it('sends the skip notice at the moment of a skip, with the reason, the photo and what happens next', async () => {
    const photoId = randomUUID();
    await upload(visitOf.gate, photoId, 'skip').expect(201);
    await field(`visits/${visitOf.gate}/skip`)
      .send({ clientId: randomUUID(), reason: 'locked-gate', photoIds: [photoId] })
      .expect(200);
    await settleMail();
    const mails = await mailsOf(orderOf.gate, 'visit-skipped');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('we couldn’t service your yard today');
    expect(mails[0].text).toContain('Reason: the gate was locked');
    expect(mails[0].text).toContain('What we found');
    expect(mails[0].text).toContain('What happens next');
    expect(photoLinks(mails[0].text)[0]).toContain(`/api/visit-photos/${photoId}?token=ol_`);
    expect(await mailsOf(orderOf.gate, 'visit-report')).toHaveLength(0);
  });

  it('shows staff the outcome, times, scooper, skip reason and photos, served through the staff-guarded photo route', async () => {
    const { body } = await t.http().get(`/api/admin/visits/${visitOf.gate}`).set('Cookie', admin).expect(200);
    expect(body).toMatchObject({ status: 'skipped', skipReason: 'locked-gate', outcomeBy: `scooper:${sam.id}`, finishedAt: '2026-03-03T17:05:00.000Z' });
    expect(body.photos).toEqual([
      { id: expect.any(String), kind: 'skip', receivedAt: '2026-03-03T17:05:00.000Z', url: `/api/admin/visit-photos/${body.photos[0].id}` },
    ]);
    await t.http().get(body.photos[0].url).set('Cookie', admin).expect(200);
    await t.http().get(body.photos[0].url).expect(401);
    await t.http().get(body.photos[0].url).set('Cookie', sam.cookie).expect(403);
    const list = await t
      .http()
      .get(`/api/admin/visits?filter=${encodeURIComponent(JSON.stringify({ date_gte: DAY, date_lte: DAY }))}`)
      .set('Cookie', admin)
      .expect(200);
    const done = list.body.find((v: { id: string }) => v.id === visitOf.done);
    expect(done).toMatchObject({ status: 'completed', photos: [expect.objectContaining({ kind: 'after' })] });
    // The order's page lists its own visits (the order filter), and only those.
    const ofOrder = await t
      .http()
      .get(`/api/admin/visits?filter=${encodeURIComponent(JSON.stringify({ order_id: orderOf.gate }))}`)
      .set('Cookie', admin)
      .expect(200);
    expect(ofOrder.body.length).toBeGreaterThan(0);
    expect(ofOrder.body.every((v: { orderId: string }) => v.orderId === orderOf.gate)).toBe(true);
    expect(ofOrder.body.map((v: { id: string }) => v.id)).toContain(visitOf.gate);
    expect(ofOrder.body.map((v: { id: string }) => v.id)).not.toContain(visitOf.done);
  });

  it('resends a report once per click, as an event in the visit’s history, and refuses a visit with nothing to report', async () => {
    const clickId = randomUUID();
    const first = await t.http().post(`/api/admin/visits/${visitOf.done}/resend-report`).set('Cookie', admin).send({ clickId }).expect(200);
    expect(first.body).toMatchObject({ resent: true, message: VISIT_MESSAGES.reportResent });
    const again = await t.http().post(`/api/admin/visits/${visitOf.done}/resend-report`).set('Cookie', admin).send({ clickId }).expect(200);
    expect(again.body.resent).toBe(false);
    await settleMail();
    const mails = await mailsOf(orderOf.done, 'visit-report');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('(sent again)');
    await t.http().post(`/api/admin/visits/${visitOf.gate}/resend-report`).set('Cookie', admin).send({ clickId: randomUUID() }).expect(200);
    await settleMail();
    expect(await mailsOf(orderOf.gate, 'visit-skipped')).toHaveLength(2);
    const { body } = await t.http().get(`/api/admin/visits/${visitOf.done}`).set('Cookie', admin).expect(200);
    expect(body.history.filter((e: { eventType: string }) => e.eventType.startsWith('visit.report-resent'))).toHaveLength(1);
    await t
      .http()
      .post(`/api/admin/visits/${visitOf.open}/resend-report`)
      .set('Cookie', admin)
      .send({ clickId: randomUUID() })
      .expect(409, literally(VISIT_MESSAGES.noReport));
    await t.http().post(`/api/admin/visits/${visitOf.done}/resend-report`).set('Cookie', admin).send({}).expect(400, literally(VISIT_MESSAGES.clickIdInvalid));
    await t.http().post(`/api/admin/visits/${randomUUID()}/resend-report`).set('Cookie', admin).send({ clickId: randomUUID() }).expect(404);
    await t.http().post(`/api/admin/visits/${visitOf.done}/resend-report`).set('Cookie', sam.cookie).send({ clickId: randomUUID() }).expect(403);
  });

  it('gives a free return visit for a skipped one: scheduled for the plan with the reason, on the scooper’s route, once per request', async () => {
    const clientId = randomUUID();
    const request = { clientId, date: '2026-03-05', reason: 'Gate was locked; customer left it open', scooperId: sam.id };
    const { body } = await t.http().post(`/api/admin/visits/${visitOf.gate}/free-return`).set('Cookie', admin).send(request).expect(200);
    expect(body).toMatchObject({ created: true, message: VISIT_MESSAGES.returnScheduled });
    const retried = await t.http().post(`/api/admin/visits/${visitOf.gate}/free-return`).set('Cookie', admin).send(request).expect(200);
    expect(retried.body).toMatchObject({ created: false, returnVisitId: body.returnVisitId });
    await t
      .http()
      .post(`/api/admin/visits/${visitOf.gate}/free-return`)
      .set('Cookie', admin)
      .send({ ...request, clientId: randomUUID() })
      .expect(409, literally(VISIT_MESSAGES.returnExists));
    expect(await eventsOf(visitOf.gate, 'visit.return-scheduled')).toBe(1);
    const original = await t.http().get(`/api/admin/visits/${visitOf.gate}`).set('Cookie', admin).expect(200);
    expect(original.body).toMatchObject({ returnVisitId: body.returnVisitId, returnReason: request.reason });
    const extra = await t.http().get(`/api/admin/visits/${body.returnVisitId}`).set('Cookie', admin).expect(200);
    expect(extra.body).toMatchObject({ date: '2026-03-05', status: 'assigned', scooperId: sam.id, returnOf: visitOf.gate, kind: 'scoop', routePosition: 1 });
    // On the scooper's route that Thursday, and left alone by the planner.
    t.clock.set('2026-03-05T16:00:00.000Z');
    const route = await t.http().get('/api/field/route').set('Cookie', sam.cookie).expect(200);
    expect(route.body.stops.map((s: { visitId: string }) => s.visitId)).toContain(body.returnVisitId);
    t.clock.set('2026-03-03T17:05:00.000Z');
    // The customer's account: the skip with its photo (what we found) and the free return visit, marked as such.
    const [{ customer_email: email }] = await t.database.db.query<{ customer_email: string }>('select customer_email from customer_orders where id = $1', [
      orderOf.gate,
    ]);
    const overview = await t
      .http()
      .get('/api/account/overview')
      .set('Cookie', await signInByLink(t, email))
      .expect(200);
    const plan = overview.body.plans[0];
    expect(plan.pastVisits.find((v: { id: string }) => v.id === visitOf.gate)).toMatchObject({ photos: [{ kind: 'skip' }], freeReturn: false });
    expect(plan.upcomingVisits.find((v: { id: string }) => v.id === body.returnVisitId)).toMatchObject({ freeReturn: true, photos: [] });
  });

  it('refuses a free return visit for an open visit, without a reason, in the past, or for an unknown scooper, with clear messages', async () => {
    const send = (visitId: string, over: Record<string, unknown>) =>
      t
        .http()
        .post(`/api/admin/visits/${visitId}/free-return`)
        .set('Cookie', admin)
        .send({ clientId: randomUUID(), date: '2026-03-10', reason: 'Missed a corner', ...over });
    await send(visitOf.open, {}).expect(409, literally(VISIT_MESSAGES.notReturnable));
    await send(visitOf.done, { reason: '   ' }).expect(400, literally(VISIT_MESSAGES.returnReasonRequired));
    await send(visitOf.done, { reason: 'x'.repeat(5000) }).expect(400);
    await send(visitOf.done, { date: '2026-03-01' }).expect(422, literally(VISIT_MESSAGES.datePast));
    await send(visitOf.done, { date: 'soon' }).expect(400, literally(VISIT_MESSAGES.dateInvalid));
    await send(visitOf.done, { scooperId: randomUUID() }).expect(422, literally(VISIT_MESSAGES.scooperNotFound));
    await send(visitOf.done, { clientId: 'x' }).expect(400);
    await t
      .http()
      .post(`/api/admin/visits/${visitOf.done}/free-return`)
      .set('Cookie', admin)
      .set('Content-Type', 'application/json')
      .send(`{"clientId":"${randomUUID()}","date":"2026-03-10","reason":"r","__proto__":{"isAdmin":true}}`)
      .expect(400);
    // A scooper who is off that day: nothing is half-written.
    await send(visitOf.done, { date: '2026-03-09', scooperId: sam.id }).expect(409);
    const { body } = await t.http().get(`/api/admin/visits/${visitOf.done}`).set('Cookie', admin).expect(200);
    expect(body.returnVisitId).toBeNull();
  });
});
