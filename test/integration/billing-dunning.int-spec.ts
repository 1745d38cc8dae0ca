import { ConsumerHost } from '../../backend/src/event-store';
import { DunningJob } from '../../backend/src/modules/orders/consumers/dunning.job';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { eventually } from '../support/eventually';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Santa Clarita wall clock in January (PST, UTC−8) as an instant. */
const pst = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);

describe('billing: the dunning timeline on the fake clock', () => {
  let t: TestApp;
  let orderId: string;
  // Weeks of business time pass between requests: each request signs in afresh (a staff session idles out).
  const staff = () => t.signIn('admin');

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday 15 January 2026, 09:00: a weekly Tuesday plan with four weeks of visits (20 Jan to 10 Feb).
    orderId = await subscribedOrder(t, { preferredDays: ['tuesday'] });
  });
  afterAll(() => t.close());

  /** Runs the consumer until it has read every order event committed so far. */
  const drain = async (name: string) => {
    const runner = t.app.get(ConsumerHost).runner(name)!;
    await eventually(
      async () => {
        if (await runner.ensureOwnership()) await runner.drain();
        const [row] = await t.database.db.query<{ behind: boolean }>(
          `select coalesce((select max(global_position) from es_events where stream_type = 'order'), 0) >
             coalesce((select last_position from es_checkpoints where consumer = $1), 0) as behind`,
          [name],
        );
        return row.behind;
      },
      (behind) => !behind,
      `${name} to catch up`,
    );
  };
  /** One dunning run at the given local time, then the mailer and the plan's billing consumer catch up. */
  const runAt = async (at: Date) => {
    t.clock.set(at);
    const run = await t.app.get(DunningJob).run();
    await drain('dunning-mailer');
    await drain('service-billing-standing');
    await settleService(t);
    return run;
  };
  const reminders = () =>
    t.database.db.query<{ subject: string; to_address: string; text: string }>(
      `select subject, to_address, text from email_outbox where kind = 'payment-reminder' order by created_at`,
    );
  const futureVisits = (after: string) =>
    t.database.db.query<{ date: string; status: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, status from visits where plan_id = $1 and date > $2 order by date`,
      [planIdFor(orderId), after],
    );
  const pastDue = async () =>
    (
      await t
        .http()
        .get('/api/admin/past-due')
        .set('Cookie', await staff())
        .expect(200)
    ).body;

  it('e-mails on day 0, 3 and 7 in business hours only, suspends at 15 days, and resumes on payment', async () => {
    // Monday 19 January, 10:00: the renewal charge is declined (the sandbox's stand-in for invoice.payment_failed).
    t.clock.set(pst('2026-01-19', '10:00'));
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/sandbox-billing`)
      .set('Cookie', await staff())
      .send({ event: 'payment-failed' })
      .expect(200);
    expect(await runAt(pst('2026-01-19', '10:05'))).toEqual({ reminders: 1, suspensions: 0 });
    const [first] = await reminders();
    expect(first.subject).toBe('SCV Scoopers: your payment didn’t go through');
    expect(first.text).toContain('/account');
    expect((await pastDue()).map((row: { id: string; reminders_sent: number[] }) => [row.id, row.reminders_sent])).toEqual([[orderId, [0]]]);

    // Later that night, and at 03:00 on day 3: nothing.
    expect(await runAt(pst('2026-01-19', '23:00'))).toEqual({ reminders: 0, suspensions: 0 });
    expect(await runAt(pst('2026-01-22', '03:00'))).toEqual({ reminders: 0, suspensions: 0 });
    // Day 3 (Thursday) once the office opens: the second reminder; a second run the same morning adds nothing.
    expect(await runAt(pst('2026-01-22', '08:00'))).toEqual({ reminders: 1, suspensions: 0 });
    expect(await runAt(pst('2026-01-22', '08:15'))).toEqual({ reminders: 0, suspensions: 0 });
    // Saturday is not a business day; Monday 26 January (day 7) at 07:59 is before opening, at 08:00 the third.
    expect(await runAt(pst('2026-01-24', '10:00'))).toEqual({ reminders: 0, suspensions: 0 });
    expect(await runAt(pst('2026-01-26', '07:59'))).toEqual({ reminders: 0, suspensions: 0 });
    expect(await runAt(pst('2026-01-26', '08:00'))).toEqual({ reminders: 1, suspensions: 0 });
    expect((await reminders()).map((m) => m.subject)).toEqual([
      'SCV Scoopers: your payment didn’t go through',
      'SCV Scoopers: reminder, please update your card',
      'SCV Scoopers: reminder, please update your card',
    ]);

    // Day 14: visits still on. Day 15 (Tuesday 3 February), 02:00: future visits suspended, and no e-mail at night.
    expect(await runAt(pst('2026-02-02', '12:00'))).toEqual({ reminders: 0, suspensions: 0 });
    expect((await futureVisits('2026-02-02')).map((v) => v.status)).toEqual(['scheduled', 'scheduled']);
    expect(await runAt(pst('2026-02-03', '02:00'))).toEqual({ reminders: 0, suspensions: 1 });
    expect(await futureVisits('2026-02-03')).toEqual([{ date: '2026-02-10', status: 'cancelled' }]);
    expect(await reminders()).toHaveLength(3);
    const [row] = await pastDue();
    expect(row).toMatchObject({ id: orderId, reminders_sent: [0, 3, 7], status: 'past-due' });
    expect(row.suspended_at).toBe(pst('2026-02-03', '02:00').toISOString());
    const plan = await t
      .http()
      .get(`/api/admin/service-plans/${planIdFor(orderId)}`)
      .set('Cookie', await staff())
      .expect(200);
    expect(plan.body.history.map((e: { eventType: string }) => e.eventType)).toContain('service-plan.suspended');

    // Wednesday 4 February: the customer pays; the sequence stops and the plan's visits come back.
    t.clock.set(pst('2026-02-04', '09:30'));
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/sandbox-billing`)
      .set('Cookie', await staff())
      .send({ event: 'renewal-paid' })
      .expect(200);
    expect(await runAt(pst('2026-02-06', '09:00'))).toEqual({ reminders: 0, suspensions: 0 });
    expect(await pastDue()).toEqual([]);
    expect((await futureVisits('2026-02-04')).find((v) => v.date === '2026-02-10')?.status).toBe('scheduled');
    const history = await t
      .http()
      .get(`/api/admin/service-plans/${planIdFor(orderId)}`)
      .set('Cookie', await staff())
      .expect(200);
    expect(history.body.history.map((e: { eventType: string }) => e.eventType).slice(-2)).toEqual(['service-plan.suspended', 'service-plan.reinstated']);
    // Nothing more is sent after payment, even on a later reminder day.
    expect(await runAt(pst('2026-02-09', '10:00'))).toEqual({ reminders: 0, suspensions: 0 });
    expect(await reminders()).toHaveLength(3);
  });

  it('ends the plan and its future visits when the provider cancels the subscription', async () => {
    t.clock.set(pst('2026-02-09', '11:00'));
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/sandbox-billing`)
      .set('Cookie', await staff())
      .send({ event: 'subscription-deleted' })
      .expect(200);
    await drain('service-billing-standing');
    await settleService(t);
    const plan = await t
      .http()
      .get(`/api/admin/service-plans/${planIdFor(orderId)}`)
      .set('Cookie', await staff())
      .expect(200);
    expect(plan.body.status).toBe('cancelled');
    expect((await futureVisits('2026-02-09')).every((v) => v.status === 'cancelled')).toBe(true);
  });
});
