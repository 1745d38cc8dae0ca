import { ScooperRoster } from '../../backend/src/modules/identity';
import { SCOOPER_MESSAGES } from '../../backend/src/modules/identity/identity.messages';
import { SAMPLE_ID } from '../support/registered-routes';
import { createScooper, scooperBody, signInAs } from '../support/scooper-accounts';
import { createTestApp, TestApp } from '../support/test-app';

describe('identity: scooper accounts staff create, list, edit and deactivate', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200' } });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const post = (body: object) => t.http().post('/api/admin/scooper-accounts').set('Cookie', admin).send(body);
  const put = (id: string, body: object) => t.http().put(`/api/admin/scooper-accounts/${id}`).set('Cookie', admin).send(body);
  const get = (id: string) => t.http().get(`/api/admin/scooper-accounts/${id}`).set('Cookie', admin);
  const profileOf = ({ email: _email, ...rest }: Record<string, unknown>) => rest;

  it('creates the account with its profile and a temporary password the scooper signs in with', async () => {
    const res = await post(scooperBody({ email: ' Casey@Example.com ', name: ' Casey Scoop ', workingDays: ['friday', 'monday'] })).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Casey Scoop',
      email: 'casey@example.com',
      phone: '6615550123',
      homeAddress: '24000 Valencia Blvd, Santa Clarita, CA',
      homeZip: '91355',
      homeLat: null,
      homeLng: null,
      workingDays: ['monday', 'friday'],
      dailyCapacity: 20,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      temporaryPassword: expect.stringMatching(/^[a-zA-Z0-9]{4}(-[a-zA-Z0-9]{4}){3}$/),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const shown = await get(res.body.id).expect(200);
    expect(shown.body).not.toHaveProperty('temporaryPassword');
    const cookie = await signInAs(t, 'casey@example.com', res.body.temporaryPassword);
    const me = await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ email: 'casey@example.com', fullName: 'Casey Scoop', isAdmin: false });
  });

  it('lists scoopers by name in the simple-rest shape, filtered by search, activity and working day', async () => {
    await createScooper(t, admin, { email: 'alex@example.com', name: 'Alex Early', workingDays: ['saturday'], dailyCapacity: 5 });
    const all = await t.http().get('/api/admin/scooper-accounts').set('Cookie', admin).expect(200);
    expect(all.headers['content-range']).toBe('scooper-accounts 0-1/2');
    expect(all.body.map((s: { name: string }) => s.name)).toEqual(['Alex Early', 'Casey Scoop']);
    const list = (filter: object, sort?: [string, string]) =>
      t
        .http()
        .get('/api/admin/scooper-accounts')
        .query({ filter: JSON.stringify(filter), ...(sort ? { sort: JSON.stringify(sort) } : {}) })
        .set('Cookie', admin)
        .expect(200)
        .then((res) => res.body.map((s: { name: string }) => s.name));
    expect(await list({ q: 'casey@' })).toEqual(['Casey Scoop']);
    expect(await list({ workingDay: 'saturday' })).toEqual(['Alex Early']);
    expect(await list({ active: false })).toEqual([]);
    expect(await list({}, ['dailyCapacity', 'DESC'])).toEqual(['Casey Scoop', 'Alex Early']);
    // Customers and admins are not scoopers.
    await t.signIn('customer');
    expect(await list({ q: 'scvscoopers.example' })).toEqual([]);
  });

  it('edits the profile; a moved home base loses its coordinates until it is geocoded again', async () => {
    const { id } = await createScooper(t, admin, { email: 'drew@example.com', name: 'Drew' });
    await t.database.db.query('update scooper_profiles set home_lat = 34.4, home_lng = -118.5 where user_id = $1', [id]);
    const same = await put(id, profileOf(scooperBody({ name: 'Drew Hill', dailyCapacity: 30, phone: null }))).expect(200);
    expect(same.body).toMatchObject({ name: 'Drew Hill', dailyCapacity: 30, phone: null, homeLat: 34.4, homeLng: -118.5, email: 'drew@example.com' });
    const moved = await put(id, profileOf(scooperBody({ name: 'Drew Hill', homeZip: '91350' }))).expect(200);
    expect(moved.body).toMatchObject({ homeZip: '91350', homeLat: null, homeLng: null });
  });

  it('deactivating ends the scooper’s sessions and refuses their sign-in; reactivating lets them back', async () => {
    const created = await createScooper(t, admin, { email: 'erin@example.com', name: 'Erin' });
    const phone = await signInAs(t, created.email, created.temporaryPassword);
    const laptop = await signInAs(t, created.email, created.temporaryPassword);
    await t.http().get('/api/field/me').set('Cookie', phone).expect(200);
    const off = await put(created.id, profileOf(scooperBody({ name: 'Erin', active: false }))).expect(200);
    expect(off.body.active).toBe(false);
    for (const cookie of [phone, laptop]) await t.http().get('/api/field/me').set('Cookie', cookie).expect(401);
    const refused = await t.http().post('/api/auth/sign-in').send({ email: created.email, password: created.temporaryPassword }).expect(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', detail: SCOOPER_MESSAGES.deactivated });
    // A wrong password tells nothing about the account.
    await t.http().post('/api/auth/sign-in').send({ email: created.email, password: 'not the password at all' }).expect(401);
    const roster = t.app.get(ScooperRoster);
    expect((await roster.list({ activeOnly: true })).map((s) => s.email)).not.toContain(created.email);
    await put(created.id, profileOf(scooperBody({ name: 'Erin', active: true }))).expect(200);
    const back = await signInAs(t, created.email, created.temporaryPassword);
    await t.http().get('/api/field/me').set('Cookie', back).expect(200);
  });

  it('resets a password: the old one and every session stop working, the new one signs in', async () => {
    const created = await createScooper(t, admin, { email: 'finn@example.com', name: 'Finn' });
    const session = await signInAs(t, created.email, created.temporaryPassword);
    const reset = await t.http().post(`/api/admin/scooper-accounts/${created.id}/reset-password`).set('Cookie', admin).expect(200);
    expect(reset.body.temporaryPassword).not.toBe(created.temporaryPassword);
    await t.http().get('/api/field/me').set('Cookie', session).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email: created.email, password: created.temporaryPassword }).expect(401);
    await signInAs(t, created.email, reset.body.temporaryPassword);
  });

  it('gives other modules the roster: profiles by name, one by id, none for ids that are not scoopers', async () => {
    const roster = t.app.get(ScooperRoster);
    const { id } = await createScooper(t, admin, { email: 'gale@example.com', name: 'Gale', workingDays: ['sunday', 'tuesday'], dailyCapacity: 12 });
    expect(await roster.get(id)).toEqual({
      id,
      name: 'Gale',
      email: 'gale@example.com',
      phone: '6615550123',
      active: true,
      homeBase: { address: '24000 Valencia Blvd, Santa Clarita, CA', zip: '91355', lat: null, lng: null },
      workingDays: ['tuesday', 'sunday'],
      dailyCapacity: 12,
    });
    const adminUser = await t.database.db.query<{ id: string }>(`select id from users where email = 'admin@scvscoopers.example'`);
    expect(await roster.get(adminUser[0].id)).toBeNull();
    expect(await roster.get(SAMPLE_ID)).toBeNull();
    expect(await roster.get('not-a-uuid')).toBeNull();
    const names = (await roster.list()).map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Gale');
  });

  describe('bad input', () => {
    it('refuses an address that already has an account, whatever its case, with a 409', async () => {
      await t.signIn('customer');
      for (const email of ['CUSTOMER@scvscoopers.example', 'admin@scvscoopers.example', 'casey@example.com']) {
        const res = await post(scooperBody({ email })).expect(409);
        expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', detail: SCOOPER_MESSAGES.emailTaken });
      }
    });

    it('names each field that will not do', async () => {
      const res = await post(scooperBody({ email: 'nope', name: ' ', homeZip: '913', workingDays: [], dailyCapacity: 61, phone: '555' })).expect(400);
      expect(res.body.errors).toEqual({
        email: 'Please enter a valid email address',
        name: SCOOPER_MESSAGES.nameRequired,
        phone: SCOOPER_MESSAGES.phoneInvalid,
        homeZip: SCOOPER_MESSAGES.homeZipInvalid,
        workingDays: SCOOPER_MESSAGES.workingDaysRequired,
        dailyCapacity: SCOOPER_MESSAGES.dailyCapacity,
      });
      expect((await post(scooperBody({ dailyCapacity: 0 })).expect(400)).body.errors).toEqual({ dailyCapacity: SCOOPER_MESSAGES.dailyCapacity });
      expect((await post(scooperBody({ dailyCapacity: '20' })).expect(400)).body.errors).toEqual({ dailyCapacity: SCOOPER_MESSAGES.dailyCapacity });
      expect((await post(scooperBody({ workingDays: ['caturday'] })).expect(400)).body.errors).toEqual({ workingDays: SCOOPER_MESSAGES.workingDaysInvalid });
      expect((await post(scooperBody({ workingDays: 'monday' })).expect(400)).body.errors.workingDays).toBe(SCOOPER_MESSAGES.workingDaysRequired);
      const missing = await post({}).expect(400);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'homeAddress', 'homeZip', 'name', 'workingDays']);
    });

    it('refuses prototype keys in a body, naming them, and creates nothing', async () => {
      const withKeys = (key: string, value: unknown, email: string) =>
        JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value)}, ${JSON.stringify(scooperBody({ email })).slice(1)}`);
      const proto = await post(withKeys('__proto__', { active: false, dailyCapacity: 99, isAdmin: true }, 'proto@example.com')).expect(400);
      expect(proto.body.errors).toEqual({ ['__proto__']: '__proto__ is not allowed' });
      const ctor = await post(withKeys('constructor', { prototype: { active: false } }, 'ctor@example.com')).expect(400);
      expect(ctor.body.errors).toEqual({ constructor: 'constructor is not allowed' });
      const list = await t.http().get('/api/admin/scooper-accounts').set('Cookie', admin).expect(200);
      expect(JSON.stringify(list.body)).not.toMatch(/proto@example.com|ctor@example.com/);
      expect(({} as Record<string, unknown>).active).toBeUndefined();
    });

    it('refuses prototype keys as values, unknown fields, huge strings and arrays without a 500', async () => {
      const cases: Array<[string, object]> = [
        ['prototype keys as days', scooperBody({ workingDays: ['constructor', '__proto__'] })],
        ['unknown field', scooperBody({ isAdmin: true })],
        ['huge name', scooperBody({ name: 'n'.repeat(50_000) })],
        ['huge address', scooperBody({ homeAddress: 'a'.repeat(50_000) })],
        ['huge phone', scooperBody({ phone: '6'.repeat(10_000) })],
        ['huge ZIP', scooperBody({ homeZip: '9'.repeat(10_000) })],
        ['huge email', scooperBody({ email: `${'e'.repeat(10_000)}@example.com` })],
        ['5,000 days', scooperBody({ workingDays: Array(5_000).fill('monday') })],
        ['objects as days', scooperBody({ workingDays: [{ day: 'monday' }] })],
      ];
      const answers = [];
      for (const [name, body] of cases) answers.push([name, (await post(body)).status]);
      expect(answers).toEqual(cases.map(([name]) => [name, 400]));
      const list = await t.http().get('/api/admin/scooper-accounts').query({ filter: '{"constructor":"x"}' }).set('Cookie', admin);
      expect(list.status).toBe(400);
      const sort = await t.http().get('/api/admin/scooper-accounts').query({ sort: '["__proto__","ASC"]' }).set('Cookie', admin);
      expect(sort.status).toBe(400);
    });

    it('answers 404 for ids that are not scoopers: unknown, malformed, an admin’s or a customer’s', async () => {
      await t.signIn('customer');
      const [customer] = await t.database.db.query<{ id: string }>(`select id from users where email = 'customer@scvscoopers.example'`);
      const [adminUser] = await t.database.db.query<{ id: string }>(`select id from users where email = 'admin@scvscoopers.example'`);
      for (const id of [SAMPLE_ID, 'not-a-uuid', customer.id, adminUser.id, '__proto__']) {
        expect((await get(id).expect(404)).body.detail).toBe(SCOOPER_MESSAGES.notFound);
        expect((await put(id, profileOf(scooperBody())).expect(404)).body.detail).toBe(SCOOPER_MESSAGES.notFound);
        await t.http().post(`/api/admin/scooper-accounts/${id}/reset-password`).set('Cookie', admin).expect(404);
      }
      // The admin's own account was not touched by the refused edit.
      const [after] = await t.database.db.query<{ full_name: string }>('select full_name from users where id = $1', [adminUser.id]);
      expect(after.full_name).toBe('Test Admin');
    });

    it('does not let an edit change the sign-in address', async () => {
      const { id } = await createScooper(t, admin, { email: 'hana@example.com', name: 'Hana' });
      const res = await put(id, scooperBody({ email: 'other@example.com', name: 'Hana' })).expect(400);
      expect(res.body.errors).toEqual({ email: 'email is not allowed' });
    });
  });
});
