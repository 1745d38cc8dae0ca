import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { createScooper } from '../support/scooper-accounts';
import { eventually } from '../support/eventually';
import { OsrmStandIn } from '../support/osrm-stand-in';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('routes on OSRM: the drive minutes are looked up with no transaction or lock held', () => {
  let osrm: OsrmStandIn;
  let t: TestApp;
  let admin: string;
  let scooperId: string;
  const DAY = '2026-03-03';
  const visitOf = async (planId: string) =>
    (await t.database.db.query<{ id: string }>(`select id from visits where plan_id = $1 and date = $2 and kind = 'scoop'`, [planId, DAY]))[0].id;

  beforeAll(async () => {
    osrm = await OsrmStandIn.start();
    // A long deadline: the held request below is answered by the test, never by the timeout.
    t = await createTestApp({ env: { OSRM_URL: osrm.baseUrl, OSRM_TIMEOUT_MS: '60000' } });
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    scooperId = (await createScooper(t, admin, { workingDays: ['tuesday'], homeZip: '91355' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await osrm.close();
  });

  it('lets a stop join the day while Optimise waits on OSRM, then plans the day again with it', async () => {
    const north = await visitOf(planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91384' }, preferredDays: ['tuesday'] })));
    const south = await visitOf(planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91321' }, preferredDays: ['tuesday'] })));
    const put = (path: string, body: object) => t.http().put(`/api/admin/${path}`).set('Cookie', admin).send(body);
    await put(`visits/${north}`, { scooperId }).expect(200);

    osrm.failNext({ hold: true });
    const optimising = t.http().post(`/api/admin/routes/${scooperId}:${DAY}/optimise`).set('Cookie', admin).send({});
    const answered = optimising.then((res) => res);
    await eventually(
      async () => osrm.holding,
      (held) => held === 1,
      'Optimise to be waiting on OSRM',
    );
    // Assigning takes the scooper-day lock: it goes through while OSRM has still not answered.
    await put(`visits/${south}`, { scooperId }).expect(200);
    expect(osrm.holding).toBe(1);

    osrm.release();
    const res = await answered;
    expect(res.status).toBe(200);
    // The day changed under the first look-up, so it was planned again with both stops (a second OSRM table).
    expect(osrm.requests).toHaveLength(2);
    expect(osrm.requests[0].coordinates).toHaveLength(2);
    expect(osrm.requests[1].coordinates).toHaveLength(3);
    expect(res.body.stops.map((s: { visit_id: string }) => s.visit_id).sort()).toEqual([north, south].sort());
    expect(res.body.stops.every((s: { drive_minutes: unknown }) => typeof s.drive_minutes === 'number')).toBe(true);
  });
});
