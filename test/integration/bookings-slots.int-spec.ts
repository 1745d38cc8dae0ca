import { AvailabilitySlotsSeed } from '../../backend/src/modules/bookings/seed/availability-slots.seed';
import { SeedRegistry } from '../../backend/src/platform/seed/seed-registry';
import { createTestApp, TestApp } from '../support/test-app';

describe('calendar: availability slots and scooper assignments', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const post = (path: string, body: object = {}) => t.http().post(`/api/admin/slots${path}`).set('Cookie', admin).send(body);
  const list = (filter: object) =>
    t
      .http()
      .get('/api/admin/slots')
      .query({ filter: JSON.stringify(filter), range: JSON.stringify([0, 499]) })
      .set('Cookie', admin);

  it('generates hourly slots 8 to 18 by default, and a second run duplicates nothing', async () => {
    const first = await post('/generate', { startDate: '2026-02-02', endDate: '2026-02-04' }).expect(200);
    expect(first.body).toEqual({ created: 30, skipped: 0, message: 'Availability slots generated successfully' });
    const again = await post('/generate', { startDate: '2026-02-03', endDate: '2026-02-05', startHour: 8, endHour: 12 }).expect(200);
    expect(again.body).toMatchObject({ created: 4, skipped: 8 });
    const res = await list({ dateFrom: '2026-02-02', dateTo: '2026-02-05' }).expect(200);
    expect(res.headers['content-range']).toBe('slots 0-33/34');
    expect(res.body[0]).toMatchObject({
      date: '2026-02-02',
      start_time: '08:00',
      end_time: '09:00',
      is_available: true,
      max_capacity: 1,
      booked_count: 0,
      scoopers: [],
    });
    expect(res.body[9]).toMatchObject({ date: '2026-02-02', start_time: '17:00', end_time: '18:00' });
    expect(res.body.at(-1)).toMatchObject({ date: '2026-02-05', start_time: '11:00' });
    // Ordered by date, then start time.
    const keys = res.body.map((s: { date: string; start_time: string }) => `${s.date} ${s.start_time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('rejects bad ranges and hours with clear messages', async () => {
    const bad = await post('/generate', { startDate: '2026-02-10', endDate: '2026-02-09', startHour: 18, endHour: 8 }).expect(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
    expect(bad.body.errors).toEqual({ endDate: 'The end date must be on or after the start date', endHour: 'The start hour must be before the end hour' });
    expect((await post('/generate', { startDate: '2026-01-01', endDate: '2026-06-01' }).expect(400)).body.errors).toEqual({
      endDate: 'Choose a date range of at most 92 days',
    });
    expect((await post('/generate', { startDate: 'soon', endDate: '2026-02-01', startHour: 24 }).expect(400)).body.errors).toEqual({
      startDate: 'Enter a date as YYYY-MM-DD',
      startHour: 'Choose an hour from 0 to 23',
    });
    expect((await post('/generate', { startDate: '2026-02-01', endDate: '2026-02-01', startHour: 'eight' }).expect(400)).body.errors).toEqual({
      startHour: 'Choose an hour from 0 to 23',
    });
    await list({ dateFrom: 'tomorrow' }).expect(400);
  });

  it('blocks a slot with a reason and unblocks it, clearing the reason', async () => {
    const [slot] = (await list({ date: '2026-02-02' }).expect(200)).body;
    const blocked = await post(`/${slot.id}/block`, { reason: 'Van in the <b>shop</b>' }).expect(200);
    expect(blocked.body).toMatchObject({ message: 'Slot blocked', data: { id: slot.id, is_available: false, blocked_reason: 'Van in the shop' } });
    const enabled = await post(`/${slot.id}/unblock`).expect(200);
    expect(enabled.body).toMatchObject({ message: 'Slot enabled', data: { is_available: true, blocked_reason: null } });
    await post('/00000000-0000-0000-0000-000000000000/block', {}).expect(404);
    expect((await post('/not-a-uuid/unblock').expect(404)).body.detail).toBe('Time slot not found');
  });

  it('assigns scoopers to a slot, once each, and lists them as scoopers', async () => {
    const [, slot] = (await list({ date: '2026-02-02' }).expect(200)).body;
    const assigned = await post(`/${slot.id}/scoopers`, { scooperName: 'Maria Lopez', notes: 'Has the van' }).expect(201);
    expect(assigned.body.message).toBe('Maria Lopez assigned to slot');
    expect(assigned.body.data.scoopers).toEqual([expect.objectContaining({ scooper_name: 'Maria Lopez', is_available: true, notes: 'Has the van' })]);
    expect((await post(`/${slot.id}/scoopers`, { scooperName: 'maria lopez' }).expect(409)).body.detail).toBe('maria lopez is already assigned to this slot');
    expect((await post(`/${slot.id}/scoopers`, { scooperName: '  ' }).expect(400)).body.errors).toEqual({ scooperName: 'Enter the scooper’s name' });
    const scoopers = await t.http().get('/api/admin/scoopers').set('Cookie', admin).expect(200);
    expect(scoopers.body).toEqual([{ id: 'Maria Lopez', name: 'Maria Lopez', assignments: 1, last_date: '2026-02-02' }]);
  });

  it('counts total, available, booked and utilization for a range, and defaults to the current week', async () => {
    const [slot] = (await list({ date: '2026-02-04' }).expect(200)).body;
    await post(`/${slot.id}/block`, { reason: 'Holiday' }).expect(200);
    const stats = await t.http().get('/api/admin/slots/stats').query({ dateFrom: '2026-02-04', dateTo: '2026-02-04' }).set('Cookie', admin).expect(200);
    expect(stats.body).toEqual({ dateFrom: '2026-02-04', dateTo: '2026-02-04', totalSlots: 10, available: 9, blocked: 1, booked: 0, utilization: 0 });
    // The fake clock is Thursday 15 January 2026 in Los Angeles.
    const week = await t.http().get('/api/admin/slots/stats').set('Cookie', admin).expect(200);
    expect(week.body).toMatchObject({ dateFrom: '2026-01-12', dateTo: '2026-01-18', totalSlots: 0, utilization: 0 });
    await t.http().get('/api/admin/slots/stats').query({ dateFrom: '2026-13-01' }).set('Cookie', admin).expect(400);
  });

  it('seeds a week of slots from today on a first start, and nothing once slots exist', async () => {
    const seed = t.app.get(AvailabilitySlotsSeed);
    expect(seed).toBeDefined();
    await t.database.db.query('delete from availability_slots');
    const lines = await t.app.get(SeedRegistry).runAll();
    expect(lines).toContain('Demo availability slots: 70 (a week from 2026-01-15, 8:00-18:00)');
    const [{ first, last }] = await t.database.db.query(`select min(date)::text as first, max(date)::text as last from availability_slots`);
    expect({ first, last }).toEqual({ first: '2026-01-15', last: '2026-01-21' });
    expect((await t.app.get(SeedRegistry).runAll()).filter((l) => l.startsWith('Demo availability slots'))).toEqual([]);
  });

  it('is for admins only', async () => {
    await t.http().get('/api/admin/slots').expect(401);
    await t.http().post('/api/admin/slots/generate').send({ startDate: '2026-02-02', endDate: '2026-02-02' }).expect(401);
    const customer = await t.signIn('customer');
    await t.http().get('/api/admin/slots/stats').set('Cookie', customer).expect(403);
    await t.http().get('/api/admin/scoopers').set('Cookie', customer).expect(403);
  });
});
