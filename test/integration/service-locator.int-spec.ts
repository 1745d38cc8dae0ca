import { randomUUID } from 'node:crypto';
import { EventStore } from '../../backend/src/event-store';
import { zipCentroid } from '../../backend/src/modules/routing';
import { LocateServicePlansJob } from '../../backend/src/modules/service/consumers/visit.jobs';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { decideServicePlan, SERVICE_PLAN_STREAM_DEFINITION } from '../../backend/src/modules/service/domain/service-plan';
import { CensusStandIn } from '../support/census-stand-in';
import { eventually } from '../support/eventually';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('service plans are located after they are projected, never inside a consumer transaction (GEOCODER=census)', () => {
  let census: CensusStandIn;
  let t: TestApp;
  const planRow = async (planId: string) =>
    (
      await t.database.db.query<{ lat: number | null; lng: number | null; location_source: string | null }>(
        `select lat, lng, location_source from service_plans where id = $1`,
        [planId],
      )
    )[0];
  const visitPoints = async (planId: string) =>
    (await t.database.db.query<{ lat: number | null; lng: number | null }>(`select distinct lat, lng from visits where plan_id = $1`, [planId])).map((v) => ({
      lat: v.lat,
      lng: v.lng,
    }));
  const planEvents = (planId: string) =>
    t.database.db.query<{ event_type: string; event_id: string; tx: string; metadata: { actor: string; causationId: string | null } }>(
      `select event_type, event_id, transaction_id::text as tx, metadata from es_events where stream_id = $1 order by version`,
      [`service-plan-${planId}`],
    );

  beforeAll(async () => {
    census = await CensusStandIn.start();
    // A short deadline keeps the hanging-Census case quick; nothing asserts on time.
    t = await createTestApp({ env: { GEOCODER: 'census', CENSUS_GEOCODER_URL: census.baseUrl, GEOCODER_TIMEOUT_MS: '1000' } });
    t.clock.set('2026-02-26T18:00:00.000Z');
  });
  beforeEach(() => census.reset());
  afterAll(async () => {
    await t?.close();
    await census.close();
  });

  it("places a new plan's home through the Census in an event of its own, after the plan started, and copies it onto the visits", async () => {
    census.addHouse({ street: '24 Orchard Lane', zip: '91355', lat: 34.41726, lng: -118.55812 });
    const planId = planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91355' }, preferredDays: ['tuesday'] }));
    expect(await planRow(planId)).toEqual({ lat: 34.41726, lng: -118.55812, location_source: 'census' });
    expect(await visitPoints(planId)).toEqual([{ lat: 34.41726, lng: -118.55812 }]);
    const [started, located] = await planEvents(planId);
    expect([started.event_type, located.event_type]).toEqual(['service-plan.started.v1', 'service-plan.located.v1']);
    // Written by the locator in a transaction of its own, caused by the start.
    expect(located.tx).not.toBe(started.tx);
    expect(located.metadata).toMatchObject({ actor: 'system:plan-locator', causationId: started.event_id });
    expect(census.requests).toHaveLength(1);
  });

  it('projects the plan and its visits while the Census has not answered, then falls back to the ZIP centroid', async () => {
    census.failNext({ hold: true });
    const body = checkoutBody({ customerData: { zipCode: '91351' } });
    const { orderId, sessionId } = await paidOrder(t, body);
    await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: '24 Orchard Lane', preferredDays: ['tuesday'], dogInfo: [{ name: 'Rex', breed: 'Labrador' }] })
      .expect(200);
    const planId = planIdFor(orderId);
    // The look-up is still waiting on the Census, yet the plan and its visits are already there (nothing waits on it).
    await eventually(
      async () => ({ asked: census.requests.length, plan: await planRow(planId), visits: await visitPoints(planId) }),
      (now) => now.asked === 1 && now.plan !== undefined && now.visits.length > 0,
      'the plan and its visits projected while the Census hangs',
    );
    expect(await planRow(planId)).toEqual({ lat: null, lng: null, location_source: null });
    await settleService(t);
    const centroid = zipCentroid('91351');
    expect(await planRow(planId)).toEqual({ lat: centroid?.lat, lng: centroid?.lng, location_source: 'zip-centroid' });
    expect(await visitPoints(planId)).toEqual([{ lat: centroid?.lat, lng: centroid?.lng }]);
  });

  it('the backfill job locates live plans left without coordinates, once, and a moved plan is placed again', async () => {
    // A plan whose home neither the Census nor the ZIP table knows at first (its ZIP is outside the served table).
    const known = planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91350' }, preferredDays: ['tuesday'] }));
    const plans = t.app.get(EventStore).stream(SERVICE_PLAN_STREAM_DEFINITION);
    const source = await plans.aggregate(known);
    const planId = randomUUID();
    const far = {
      ...source.state.plan!,
      planId,
      orderId: randomUUID(),
      address: { ...source.state.plan!.address, streetAddress: '9 Far Away Rd', zipCode: '93510' },
    };
    await plans.append(planId, 'no-stream', decideServicePlan({ type: 'start', plan: far }, (await plans.aggregate(planId)).state), {
      subjectId: source.subjectId,
      metadata: { actor: 'test', correlationId: planId },
    });
    census.reset();
    await settleService(t);
    expect(census.requests.map((r) => r.query.address)).toEqual([expect.stringContaining('9 Far Away Rd')]);
    expect(await planRow(planId)).toEqual({ lat: null, lng: null, location_source: null });

    // The Census learns the house; the job places the plan and its visits, and has nothing left to do after.
    census.addHouse({ street: '9 Far Away Rd', zip: '93510', lat: 34.4665, lng: -118.2139 });
    const job = t.app.get(LocateServicePlansJob);
    expect(await job.run()).toEqual({ plans: 1, located: 1 });
    expect(await planRow(planId)).toEqual({ lat: 34.4665, lng: -118.2139, location_source: 'census' });
    await settleService(t);
    expect(await visitPoints(planId)).toEqual([{ lat: 34.4665, lng: -118.2139 }]);
    expect(await job.run()).toEqual({ plans: 0, located: 0 });

    // A new address drops the old point; the locator places the new one.
    census.addHouse({ street: '10 New Home Ct', zip: '91355', lat: 34.42, lng: -118.56 });
    const now = await plans.aggregate(planId);
    const moved = { ...now.state.plan!.address, streetAddress: '10 New Home Ct', zipCode: '91355' };
    await plans.append(planId, now.expected, decideServicePlan({ type: 'change-address', address: moved }, now.state), {
      subjectId: now.subjectId,
      metadata: { actor: 'test', correlationId: planId },
    });
    await settleService(t);
    expect(await planRow(planId)).toEqual({ lat: 34.42, lng: -118.56, location_source: 'census' });
    expect(await visitPoints(planId)).toEqual([{ lat: 34.42, lng: -118.56 }]);
  });
});
