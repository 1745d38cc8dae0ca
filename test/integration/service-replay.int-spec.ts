import { eraseSubject, EventStore, PersonalDataVault, replayProjection } from '../../backend/src/event-store';
import { servicePlansProjection, visitsProjection } from '../../backend/src/modules/service';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('service_plans and visits: replay and erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const replay = async () => ({
    ...(await replayProjection(t.database.db, t.app.get(EventStore), servicePlansProjection, { verify: true })).differences,
    ...(await replayProjection(t.database.db, t.app.get(EventStore), visitsProjection, { verify: true })).differences,
  });

  it('rebuilds the same tables from the log, before and after a customer is erased; the bystander keeps everything', async () => {
    // This customer completes the order through onboarding (street, city, ZIP): the plan takes that street and city (the order keeps its checkout ZIP).
    const erasedOrder = await subscribedOrder(t, {
      customerData: { email: 'pat.plan@example.com', name: 'Pat Plan' },
      preferredDays: ['monday', 'thursday'],
      onboarding: { streetAddress: '9 Canyon Rd', city: 'Valencia', zipCode: '91355' },
    });
    const [started] = await t.database.db.query(`select street_address, city, zip_code, preferred_days from service_plans where id = $1`, [
      planIdFor(erasedOrder),
    ]);
    expect(started).toEqual({ street_address: '9 Canyon Rd', city: 'Valencia', zip_code: '91354', preferred_days: ['monday', 'thursday'] });
    const keptOrder = await subscribedOrder(t, { customerData: { email: 'kim.kept@example.com', name: 'Kim Kept' }, preferredDays: ['tuesday'] });
    const admin = await t.signIn('admin');
    const erasedPlan = planIdFor(erasedOrder);
    await t.http().post(`/api/admin/service-plans/${erasedPlan}/pause`).set('Cookie', admin).send({ from: '2026-02-01' }).expect(200);
    const [visit] = await t.database.db.query<{ id: string }>(`select id from visits where plan_id = $1 and status = 'scheduled' order by date limit 1`, [
      erasedPlan,
    ]);
    await t.http().post(`/api/admin/visits/${visit.id}/cancel`).set('Cookie', admin).send({ reason: 'Pat is away' }).expect(200);
    await settleService(t);

    expect(await replay()).toEqual({ service_plans: 0, visits: 0 });

    const vault = t.app.get(PersonalDataVault);
    await eraseSubject(t.database.db, t.app.get(EventStore), vault.subjectIdFor('pat.plan@example.com'), 'staff:test');
    const [plan] = await t.database.db.query(`select customer_name, street_address, dog_names, notes, zip_code, status from service_plans where id = $1`, [
      erasedPlan,
    ]);
    expect(plan).toEqual({
      customer_name: '[erased]',
      street_address: '[erased]',
      dog_names: [],
      notes: '[erased]',
      zip_code: '91354',
      status: 'paused',
    });
    const names = await t.database.db.query<{ customer_name: string; street_address: string; cancellation_reason: string | null }>(
      `select distinct customer_name, street_address, cancellation_reason from visits where plan_id = $1`,
      [erasedPlan],
    );
    expect(names.every((v) => v.customer_name === '[erased]' && v.street_address === '[erased]')).toBe(true);
    expect(names.map((v) => v.cancellation_reason)).toContain('[erased]');
    const kept = await t.database.db.query(`select distinct customer_name, street_address from visits where plan_id = $1`, [planIdFor(keptOrder)]);
    expect(kept).toEqual([{ customer_name: 'Kim Kept', street_address: '24 Orchard Lane' }]);

    expect(await replay()).toEqual({ service_plans: 0, visits: 0 });
  });
});
