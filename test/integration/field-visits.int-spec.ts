import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { visitPhotoDirOf } from '../../backend/src/modules/service/commands/store-visit-photo.command';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { FIELD_MESSAGES, VISIT_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { AppConfig } from '../../backend/src/config/config';
import { OrderLinks } from '../../backend/src/modules/orders';
import { signInByLink } from '../support/account-sign-in';
import { phoneJpeg } from '../support/field-photos';
import { createScooper, signInAs } from '../support/scooper-accounts';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const literally = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const allFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? allFiles(join(dir, name)) : [join(dir, name)]));

describe('field app API: a scooper works their own stops today, with photos (issue 16)', () => {
  let t: TestApp;
  let uploads: string;
  let admin: string;
  let sam: { id: string; cookie: string };
  let alex: { id: string; cookie: string };
  const DAY = '2026-03-03';
  let samStops: string[] = [];
  let alexStop: string;

  const field = (cookie: string, method: 'get' | 'post', path: string) => t.http()[method](`/api/field/${path}`).set('Cookie', cookie);
  const upload = (cookie: string, visitId: string, id: string, bytes: Buffer = phoneJpeg(), name = 'photo.jpg') =>
    field(cookie, 'post', `visits/${visitId}/photos`).field('id', id).attach('photo', bytes, { filename: name, contentType: 'image/jpeg' });
  const eventsOf = async (visitId: string, type: string) =>
    Number(
      (
        await t.database.db.query<{ n: string }>(
          `select count(*) as n from es_events where stream_type = 'visit' and stream_id in ($1, 'visit-' || $1) and event_type like $2 || '%'`,
          [visitId, type],
        )
      )[0].n,
    );

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'field-uploads-'));
    t = await createTestApp({ env: { UPLOAD_DIR: join(uploads, 'uploads') } });
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    const samAccount = await createScooper(t, admin, { email: 'sam@example.com', workingDays: ['tuesday'] });
    const alexAccount = await createScooper(t, admin, { email: 'alex@example.com', name: 'Alex Kim', workingDays: ['tuesday'] });
    const planIds = [];
    for (const zipCode of ['91384', '91321', '91351'])
      planIds.push(planIdFor(await subscribedOrder(t, { customerData: { zipCode }, preferredDays: ['tuesday'] })));
    const visits = await t.database.db.query<{ id: string; plan_id: string }>(`select id, plan_id from visits where date = $1 and kind = 'scoop' order by id`, [
      DAY,
    ]);
    const byPlan = (planId: string) => visits.find((v) => v.plan_id === planId)!.id;
    samStops = [byPlan(planIds[0]), byPlan(planIds[1])];
    alexStop = byPlan(planIds[2]);
    for (const id of samStops) await t.http().put(`/api/admin/visits/${id}`).set('Cookie', admin).send({ scooperId: samAccount.id }).expect(200);
    await t.http().put(`/api/admin/visits/${alexStop}`).set('Cookie', admin).send({ scooperId: alexAccount.id }).expect(200);
    sam = { id: samAccount.id, cookie: await signInAs(t, samAccount.email, samAccount.temporaryPassword) };
    alex = { id: alexAccount.id, cookie: await signInAs(t, alexAccount.email, alexAccount.temporaryPassword) };
    // The Tuesday morning, 9 AM in Santa Clarita.
    t.clock.set('2026-03-03T17:00:00.000Z');
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("lists only the signed-in scooper's stops today, in order, with the gate code, dogs and notes", async () => {
    const { body } = await field(sam.cookie, 'get', 'route').expect(200);
    expect(body.date).toBe(DAY);
    expect(body.stops.map((s: { visitId: string }) => s.visitId).sort()).toEqual([...samStops].sort());
    expect(body.stops.map((s: { position: number }) => s.position)).toEqual([1, 2]);
    expect(body.stops[0]).toMatchObject({
      status: 'assigned',
      kind: 'scoop',
      gateCode: '4321',
      dogNames: ['Rex'],
      binTasks: [],
      keepInWarning: null,
      onTheWayAt: null,
      photoIds: [],
      address: { streetAddress: '24 Orchard Lane' },
    });
    expect(body.stops[0].notes).toMatch(/^Gate code 4321/);
    expect(body.stops[0].mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=24%20Orchard%20Lane/);
    const other = await field(alex.cookie, 'get', 'route').expect(200);
    expect(other.body.stops.map((s: { visitId: string }) => s.visitId)).toEqual([alexStop]);
  });

  it('keeps everyone else out: anonymous 401, staff and customers 403 on /api/field; a scooper 403 on staff routes', async () => {
    await t.http().get('/api/field/route').expect(401);
    await t.http().get('/api/field/route').set('Cookie', admin).expect(403);
    await t
      .http()
      .get('/api/field/route')
      .set('Cookie', await t.signIn('customer'))
      .expect(403);
    await t.http().get('/api/admin/visits').set('Cookie', sam.cookie).expect(403);
    await t.http().get(`/api/admin/routes`).set('Cookie', sam.cookie).expect(403);
    await t.http().post(`/api/field/visits/${samStops[0]}/on-my-way`).send({ clientId: randomUUID() }).expect(401);
  });

  it("answers another scooper's stop as not found, and records on-my-way once however often it is sent", async () => {
    await field(sam.cookie, 'post', `visits/${alexStop}/on-my-way`).send({ clientId: randomUUID() }).expect(404, literally(VISIT_MESSAGES.visitNotFound));
    await field(sam.cookie, 'post', `visits/${'x'.repeat(5000)}/on-my-way`)
      .send({ clientId: randomUUID() })
      .expect(404);
    await field(sam.cookie, 'post', `visits/${samStops[0]}/on-my-way`)
      .send({ clientId: 'x'.repeat(5000) })
      .expect(400);
    await field(sam.cookie, 'post', `visits/${samStops[0]}/on-my-way`).send({}).expect(400, literally(FIELD_MESSAGES.clientIdInvalid));
    await field(sam.cookie, 'post', `visits/${samStops[0]}/on-my-way`)
      .set('Content-Type', 'application/json')
      .send(`{"clientId":"${randomUUID()}","__proto__":{"isAdmin":true}}`)
      .expect(400);
    const clientId = randomUUID();
    const first = await field(sam.cookie, 'post', `visits/${samStops[0]}/on-my-way`).send({ clientId }).expect(200);
    expect(first.body).toMatchObject({ recorded: true, message: FIELD_MESSAGES.onTheWay });
    const again = await field(sam.cookie, 'post', `visits/${samStops[0]}/on-my-way`).send({ clientId }).expect(200);
    expect(again.body.recorded).toBe(false);
    await field(sam.cookie, 'post', `visits/${samStops[0]}/on-my-way`).send({ clientId: randomUUID() }).expect(200);
    expect(await eventsOf(samStops[0], 'visit.on-the-way')).toBe(1);
    await field(sam.cookie, 'post', `visits/${samStops[0]}/start`).send({ clientId: randomUUID() }).expect(200);
    const { body } = await field(sam.cookie, 'get', 'route').expect(200);
    expect(body.stops.find((s: { visitId: string }) => s.visitId === samStops[0])).toMatchObject({
      onTheWayAt: '2026-03-03T17:00:00.000Z',
      startedAt: '2026-03-03T17:00:00.000Z',
    });
  });

  it('takes a photo once per id, strips its EXIF, stamps the server time, and refuses bad uploads with clear 4xx', async () => {
    const photoId = randomUUID();
    t.clock.set('2026-03-03T17:05:00.000Z');
    const stored = await upload(sam.cookie, samStops[0], photoId).expect(201);
    expect(stored.body).toMatchObject({ id: photoId, visitId: samStops[0], receivedAt: '2026-03-03T17:05:00.000Z', contentType: 'image/jpeg' });
    const resent = await upload(sam.cookie, samStops[0], photoId).expect(200);
    expect(resent.body.receivedAt).toBe('2026-03-03T17:05:00.000Z');
    const dir = visitPhotoDirOf(t.app.get(AppConfig));
    const files = allFiles(dir);
    expect(files).toHaveLength(1);
    expect(dir.startsWith(join(uploads, 'uploads'))).toBe(false);
    const saved = readFileSync(files[0]).toString('latin1');
    expect(saved).not.toMatch(/GPS|Exif|Orchard/);
    expect(saved).toContain('JFIF');

    await upload(alex.cookie, samStops[0], randomUUID()).expect(404);
    await upload(sam.cookie, alexStop, randomUUID()).expect(404);
    await upload(alex.cookie, alexStop, photoId).expect(409, literally(FIELD_MESSAGES.photoTaken));
    await upload(sam.cookie, samStops[0], 'not-a-uuid').expect(400, literally(FIELD_MESSAGES.photoIdInvalid));
    await upload(sam.cookie, samStops[0], randomUUID(), Buffer.from('<svg onload="alert(1)"/>'), 'x.svg').expect(415, literally(FIELD_MESSAGES.photoType));
    await upload(sam.cookie, samStops[0], randomUUID(), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff])])).expect(
      400,
      literally(FIELD_MESSAGES.photoBroken),
    );
    await upload(sam.cookie, samStops[0], randomUUID(), Buffer.alloc(8 * 1024 * 1024 + 10, 0xff)).expect(413);
    await field(sam.cookie, 'post', `visits/${samStops[0]}/photos`).field('id', randomUUID()).expect(400, literally(FIELD_MESSAGES.photoMissing));
    await field(sam.cookie, 'post', `visits/${samStops[0]}/photos`).send({ id: randomUUID() }).expect(400, literally(FIELD_MESSAGES.multipartRequired));
    expect(allFiles(dir)).toHaveLength(1);
  });

  it('refuses to complete without a photo, and completes once when the same request is sent 5 times at once', async () => {
    await field(sam.cookie, 'post', `visits/${samStops[0]}/complete`)
      .send({ clientId: randomUUID(), photoIds: [] })
      .expect(422, literally(FIELD_MESSAGES.photoRequired));
    const photoId = (await t.database.db.query<{ id: string }>(`select id from visit_photos where visit_id = $1`, [samStops[0]]))[0].id;
    await field(sam.cookie, 'post', `visits/${samStops[0]}/complete`)
      .send({ clientId: randomUUID(), photoIds: [randomUUID()] })
      .expect(422, literally(FIELD_MESSAGES.photoUnknown));
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => field(sam.cookie, 'post', `visits/${samStops[0]}/complete`).send({ clientId, photoIds: [photoId] })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.recorded)).toHaveLength(1);
    expect(await eventsOf(samStops[0], 'visit.completed')).toBe(1);
    const [row] = await t.database.db.query<{ status: string; photo_ids: string[]; outcome_by: string }>(
      `select status, photo_ids, outcome_by from visits where id = $1`,
      [samStops[0]],
    );
    expect(row).toEqual({ status: 'completed', photo_ids: [photoId], outcome_by: `scooper:${sam.id}` });
    // A new action on a closed stop is refused; a photo for it too.
    await field(sam.cookie, 'post', `visits/${samStops[0]}/skip`).send({ clientId: randomUUID(), reason: 'weather' }).expect(409);
    await upload(sam.cookie, samStops[0], randomUUID()).expect(409);
  });

  it('refuses a locked-gate skip without a photo with a clear message, and records it with one', async () => {
    await field(sam.cookie, 'post', `visits/${samStops[1]}/skip`)
      .send({ clientId: randomUUID(), reason: 'locked-gate' })
      .expect(422, literally('Take a photo of the locked gate before skipping the stop'));
    await field(sam.cookie, 'post', `visits/${samStops[1]}/skip`)
      .send({ clientId: randomUUID(), reason: '__proto__' })
      .expect(400, literally(FIELD_MESSAGES.reasonInvalid));
    const photoId = randomUUID();
    await upload(sam.cookie, samStops[1], photoId).expect(201);
    await field(sam.cookie, 'post', `visits/${samStops[1]}/skip`)
      .send({ clientId: randomUUID(), reason: 'locked-gate', note: 'Padlock on the side gate', photoIds: [photoId] })
      .expect(200);
    const { body } = await field(sam.cookie, 'get', 'route').expect(200);
    expect(body.stops.find((s: { visitId: string }) => s.visitId === samStops[1])).toMatchObject({
      status: 'skipped',
      skipReason: 'locked-gate',
      photoIds: [photoId],
    });
  });

  it('serves a photo to staff and to the scooper who took it, never to another scooper or anyone signed out', async () => {
    const [photo] = await t.database.db.query<{ id: string }>(`select id from visit_photos where visit_id = $1`, [samStops[0]]);
    const staff = await t.http().get(`/api/admin/visit-photos/${photo.id}`).set('Cookie', admin).expect(200);
    expect(staff.headers['content-type']).toBe('image/jpeg');
    expect(staff.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(staff.body).toString('latin1')).not.toMatch(/GPS/);
    await field(sam.cookie, 'get', `photos/${photo.id}`).expect(200);
    await field(alex.cookie, 'get', `photos/${photo.id}`).expect(404);
    await t.http().get(`/api/admin/visit-photos/${photo.id}`).expect(401);
    await t.http().get(`/api/admin/visit-photos/${photo.id}`).set('Cookie', sam.cookie).expect(403);
    await t
      .http()
      .get(`/api/admin/visit-photos/${photo.id}`)
      .set('Cookie', await t.signIn('customer'))
      .expect(403);
    await t.http().get(`/api/admin/visit-photos/${randomUUID()}`).set('Cookie', admin).expect(404);
    await t.http().get(`/uploads/../private-uploads/visit-photos`).expect(404);
  });

  it("serves a photo to that visit's customer through their order's signed link, and to no other order's", async () => {
    const [photo] = await t.database.db.query<{ id: string; order_id: string }>(
      `select p.id, v.order_id from visit_photos p join visits v on v.id = p.visit_id where p.visit_id = $1`,
      [samStops[0]],
    );
    const [other] = await t.database.db.query<{ order_id: string }>(`select order_id from visits where id = $1`, [alexStop]);
    const links = t.app.get(OrderLinks);
    const own = await t
      .http()
      .get(`/api/visit-photos/${photo.id}`)
      .query({ token: links.tokenFor(photo.order_id) })
      .expect(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    await t
      .http()
      .get(`/api/visit-photos/${photo.id}`)
      .query({ token: links.tokenFor(other.order_id) })
      .expect(404);
    await t.http().get(`/api/visit-photos/${photo.id}`).expect(404);
    await t
      .http()
      .get(`/api/visit-photos/${photo.id}`)
      .query({ token: `${links.tokenFor(photo.order_id).slice(0, -2)}xx` })
      .expect(404);
    await t
      .http()
      .get(`/api/visit-photos/${photo.id}`)
      .query({ token: 'x'.repeat(5000) })
      .expect(404);
    await t.http().get(`/api/visit-photos/${photo.id}?token=a&token=b`).expect(404);
  });

  it("shows the visit photos and skip reason in the signed-in customer's /account, and serves the photo to their session only", async () => {
    const emailOf = async (visitId: string) =>
      (
        await t.database.db.query<{ customer_email: string }>(
          'select o.customer_email from visits v join customer_orders o on o.id = v.order_id where v.id = $1',
          [visitId],
        )
      )[0].customer_email;
    const [photo] = await t.database.db.query<{ id: string }>(`select id from visit_photos where visit_id = $1`, [samStops[1]]);
    const customer = await signInByLink(t, await emailOf(samStops[1]));
    const { body } = await t.http().get('/api/account/overview').set('Cookie', customer).expect(200);
    const visit = body.plans[0].pastVisits.find((v: { id: string }) => v.id === samStops[1]);
    expect(visit).toMatchObject({ status: 'skipped', skipReason: 'locked-gate', photos: [{ id: photo.id, url: `/api/visit-photos/${photo.id}` }] });
    const own = await t.http().get(`/api/visit-photos/${photo.id}`).set('Cookie', customer).expect(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    // Another customer's session (Alex's stop's customer, or the first stop's) never opens it.
    await t
      .http()
      .get(`/api/visit-photos/${photo.id}`)
      .set('Cookie', await signInByLink(t, await emailOf(alexStop)))
      .expect(404);
    await t
      .http()
      .get(`/api/visit-photos/${photo.id}`)
      .set('Cookie', await signInByLink(t, await emailOf(samStops[0])))
      .expect(404);
    // A session opens no photo of an unknown id, nor with a made-up one.
    await t.http().get(`/api/visit-photos/${randomUUID()}`).set('Cookie', customer).expect(404);
    await t.http().get('/api/visit-photos/__proto__').set('Cookie', customer).expect(404);
  });
});
