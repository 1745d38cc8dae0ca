import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CustomerOrders } from '../../backend/src/modules/orders';
import { SMS_TEXTS } from '../../backend/src/modules/sms/domain/sms-rules';
import { eventually } from '../support/eventually';
import { phoneJpeg } from '../support/field-photos';
import { createScooper, signInAs } from '../support/scooper-accounts';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('automatic "on my way": finishing a stop tells the next customer when the drive is about 30 minutes or less (issue 16)', () => {
  let t: TestApp;
  let uploads: string;
  let scooper: string;
  const DAY = '2026-03-03';
  const stops: string[] = [];

  const field = (path: string) => t.http().post(`/api/field/${path}`).set('Cookie', scooper);
  const complete = async (visitId: string) => {
    const photoId = randomUUID();
    await field(`visits/${visitId}/photos`).field('id', photoId).attach('photo', phoneJpeg(), { filename: 'p.jpg', contentType: 'image/jpeg' }).expect(201);
    await field(`visits/${visitId}/complete`)
      .send({ clientId: randomUUID(), photoIds: [photoId] })
      .expect(200);
  };
  const onTheWayEvents = (visitId: string) =>
    t.database.db.query<{ actor: string }>(`select metadata->>'actor' as actor from es_events where stream_id = $1 and event_type like 'visit.on-the-way%'`, [
      `visit-${visitId}`,
    ]);
  const texts = (visitId: string) =>
    t.database.db.query<{ kind: string; status: string }>(`select kind, status from sms_outbox where visit_id = $1 order by created_at`, [visitId]);

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'auto-otw-'));
    t = await createTestApp({ env: { UPLOAD_DIR: join(uploads, 'uploads') } });
    t.clock.set('2026-02-26T18:00:00.000Z');
    const admin = await t.signIn('admin');
    const account = await createScooper(t, admin, { email: 'ava@example.com', workingDays: ['tuesday'] });
    for (const phone of ['(661) 555-0201', '(661) 555-0202', '(661) 555-0203']) {
      const orderId = await subscribedOrder(t, {
        customerData: { phone },
        preferredDays: ['tuesday', 'friday'],
        onboarding: { streetAddress: '24 Orchard Lane', city: 'Santa Clarita', zipCode: '91354', contactPreference: 'text' } as {
          streetAddress: string;
          city: string;
          zipCode: string;
        },
      });
      const [visit] = await t.database.db.query<{ id: string }>(`select id from visits where order_id = $1 and date = $2`, [orderId, DAY]);
      stops.push(visit.id);
      await t.http().put(`/api/admin/visits/${visit.id}`).set('Cookie', admin).send({ scooperId: account.id }).expect(200);
    }
    await settleService(t);
    await t.http().put(`/api/admin/routes/${account.id}:${DAY}`).set('Cookie', admin).send({ order: stops }).expect(200);
    // The third customer lives an hour's drive from the second (the first two are neighbours).
    await t.database.db.query(`update visits set lat = 34.45, lng = -118.55 where id = any($1)`, [stops.slice(0, 2)]);
    await t.database.db.query(`update visits set lat = 35.40, lng = -118.55 where id = $1`, [stops[2]]);
    scooper = await signInAs(t, account.email, account.temporaryPassword);
    // Tuesday 10:00 in Santa Clarita.
    t.clock.set('2026-03-03T18:00:00.000Z');
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('completing the first stop texts the next customer (a short drive) once; a later tap adds nothing', async () => {
    await complete(stops[0]);
    await eventually(
      () => texts(stops[1]),
      (rows) => rows.some((r) => r.kind === 'on-the-way' && r.status === 'sent'),
      'the automatic on-the-way text',
    );
    expect(await onTheWayEvents(stops[1])).toEqual([{ actor: 'system:auto-on-the-way' }]);
    const [sent] = await t.database.db.query<{ body: string }>(`select body from sms_outbox where visit_id = $1 and kind = 'on-the-way'`, [stops[1]]);
    expect(sent.body).toBe(SMS_TEXTS.onTheWay);
    // The scooper taps "On my way" anyway: recorded as done, no second event and no second text.
    const tap = await field(`visits/${stops[1]}/on-my-way`).send({ clientId: randomUUID() }).expect(200);
    expect(tap.body).toMatchObject({ recorded: false });
    expect(await onTheWayEvents(stops[1])).toHaveLength(1);
  });

  it('a long drive to the next stop sends nothing automatically (the scooper taps when leaving)', async () => {
    await complete(stops[1]);
    // Both consumers have read the completion once its own completed text is there.
    await eventually(
      () => texts(stops[1]),
      (rows) => rows.some((r) => r.kind === 'visit-completed'),
      'the completed text',
    );
    await eventually(
      () =>
        t.database.db.query<{ behind: boolean }>(
          `select coalesce((select max(global_position) from es_events where stream_type = 'visit'), 0) >
           coalesce((select last_position from es_checkpoints where consumer = 'auto-on-the-way'), 0) as behind`,
        ),
      ([row]) => !row.behind,
      'the auto-on-the-way consumer to catch up',
    );
    expect(await onTheWayEvents(stops[2])).toEqual([]);
    expect(await texts(stops[2])).toEqual([]);
  });

  it("a plan that needs before photos: Start is refused without one, a before photo (kind 'before') lets it start, and an unknown kind is refused", async () => {
    const admin = await t.signIn('admin');
    const [{ plan_id: planId }] = await t.database.db.query<{ plan_id: string }>(`select plan_id from visits where id = $1`, [stops[2]]);
    const set = await t.http().put(`/api/admin/service-plans/${planId}/photo-rule`).set('Cookie', admin).send({ beforePhotos: true }).expect(200);
    expect(set.body).toMatchObject({ beforePhotos: true, message: 'Before photos are now required at Start for this plan' });
    await t.http().put(`/api/admin/service-plans/${planId}/photo-rule`).set('Cookie', admin).send({ beforePhotos: 'yes' }).expect(400);
    await t.http().put(`/api/admin/service-plans/${planId}/photo-rule`).set('Cookie', scooper).send({ beforePhotos: false }).expect(403);
    const route = await t.http().get('/api/field/route').set('Cookie', scooper).expect(200);
    expect(route.body.stops.find((s: { visitId: string }) => s.visitId === stops[2])).toMatchObject({ beforePhotoRequired: true, beforePhotoTaken: false });

    const refused = await field(`visits/${stops[2]}/start`).send({ clientId: randomUUID() }).expect(422);
    expect(refused.body.detail).toBe('This plan needs a before photo: take one of the yard before you start');
    await field(`visits/${stops[2]}/photos`)
      .field('id', randomUUID())
      .field('kind', 'sideways')
      .attach('photo', phoneJpeg(), { filename: 'p.jpg', contentType: 'image/jpeg' })
      .expect(400);
    const before = randomUUID();
    await field(`visits/${stops[2]}/photos`)
      .field('id', before)
      .field('kind', 'before')
      .attach('photo', phoneJpeg(), { filename: 'p.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await field(`visits/${stops[2]}/start`).send({ clientId: randomUUID() }).expect(200);
    // The before photo alone does not complete the stop: an after photo is needed.
    const noAfter = await field(`visits/${stops[2]}/complete`)
      .send({ clientId: randomUUID(), photoIds: [before] })
      .expect(422);
    expect(noAfter.body.detail).toBe('Take at least one after photo before completing the stop');
    expect(await t.database.db.query(`select kind from visit_photos where id = $1`, [before])).toEqual([{ kind: 'before' }]);
  });

  it('the customer-info form\'s "text me visit updates" box is recorded on the order\'s event and opts the customer in; unticked, it does not', async () => {
    const ticked = await subscribedOrder(t, { customerData: { phone: '(661) 555-0211' }, preferredDays: ['tuesday'], customerInfo: { textOptIn: true } });
    const unticked = await subscribedOrder(t, { customerData: { phone: '(661) 555-0212' }, preferredDays: ['tuesday'] });
    const orders = t.app.get(CustomerOrders);
    expect(await orders.textContact(ticked)).toEqual({ phone: '(661) 555-0211', optedIn: true });
    expect(await orders.textContact(unticked)).toEqual({ phone: '(661) 555-0212', optedIn: false });
    const [event] = await t.database.db.query<{ data: { textOptIn?: boolean } }>(
      `select data from es_events where stream_id = $1 and event_type like 'order.customer-info-completed%'`,
      [`order-${ticked}`],
    );
    expect(event.data.textOptIn).toBe(true);
  });
});
