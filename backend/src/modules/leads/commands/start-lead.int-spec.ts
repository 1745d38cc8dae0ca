import { Client } from 'pg';
import { ERASED, PersonalDataVault } from '../../../event-store';
import { INACTIVITY_TIMER, Timers } from '../consumers/lead-timers';
import { eventually } from '../../../../../test/support/eventually';
import { checkoutBody, paidOrder } from '../../../../../test/support/orders-fixtures';
import { statementsDuring } from '../../../../../test/support/statements';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';

let seq = 0;
const freshEmail = () => `start.${++seq}.${Date.now().toString(36)}@example.com`;
let address = 40;

const leadBody = (email: string) => ({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '2', email } });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set('2026-01-15T17:00:00.000Z'));
afterAll(() => t.close());

/** A lead start takes the person's lock and asks whether they are a customer in the same statement. */
describe('starting a lead: the lock and the customer question in one statement', () => {
  /** Starts a lead for `email` and answers whether staff see it as an existing client's. */
  const existingClient = async (email: string): Promise<boolean> => {
    const { body } = await t.http().post('/api/leads').set('X-Forwarded-For', `203.0.113.${++address}`).send(leadBody(email)).expect(200);
    const [row] = await t.database.db.query<{ existing_client: boolean }>('select existing_client from lead_tracking where id = $1', [body.leadId]);
    return row.existing_client;
  };

  it('given a paid order, a converted lead, or only erased ones, tells staff which people are customers', async () => {
    // Given a stranger, a customer by a paid order alone, and a customer by a converted lead alone.
    const stranger = freshEmail();
    const { email: payer, orderId } = await paidOrder(t, checkoutBody());
    const converted = freshEmail();
    expect(await existingClient(converted)).toBe(false);
    await t.database.db.query(`update lead_tracking set status = 'converted' where contact_info = $1`, [converted]);

    expect(await existingClient(stranger)).toBe(false);
    expect(await existingClient(payer)).toBe(true);
    expect(await existingClient(converted)).toBe(true);

    // When their rows are erased, they are no longer counted.
    await t.database.db.query('update customer_orders set customer_email = $2 where id = $1', [orderId, ERASED]);
    await t.database.db.query(`update lead_tracking set contact_info = $2 where contact_info = $1 and status = 'converted'`, [converted, ERASED]);
    expect(await existingClient(payer)).toBe(false);
    expect(await existingClient(converted)).toBe(false);
  });

  it('asks it in the statement that takes the lock, with no lookup of its own', async () => {
    const { email } = await paidOrder(t, checkoutBody());
    const { result, texts } = await statementsDuring(() => existingClient(email));
    expect(result).toBe(true);
    const locks = texts.filter((text) => text.includes('pg_advisory_xact_lock'));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatch(/from lead_tracking/);
    expect(locks[0]).toMatch(/from customer_orders/);
  });

  it("answers ten creates at once for a customer's e-mail, each seen as the customer's, and a prototype key as an e-mail like any other", async () => {
    const { email } = await paidOrder(t, checkoutBody());
    const from = `203.0.113.${++address}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/leads').set('X-Forwarded-For', from).send(leadBody(email))));
    expect(answers.map((res) => res.status)).toEqual(new Array(10).fill(200));
    const rows = await t.database.db.query<{ existing_client: boolean }>('select existing_client from lead_tracking where contact_info = $1', [email]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.existing_client)).toBe(true);

    for (const key of ['__proto__', 'constructor']) {
      const post = (contact: string) => t.http().post('/api/leads').set('X-Forwarded-For', `203.0.113.${++address}`).send(leadBody(contact));
      expect((await post(`${key}@example.com`).expect(200)).body).toMatchObject({ status: 'created' });
      expect((await post(key).expect(400)).body.errors).toEqual({ contact_info: 'Please enter a valid email address' });
    }
  });
});

/** What a lead start waits for: the person's lock and the commit, but not the vault key or the timer besides. */
describe('starting a lead: the vault key and the timer off its path', () => {
  afterEach(() => jest.restoreAllMocks());

  const keysOf = async (subjectId: string) =>
    (await t.database.db.query<{ n: number }>('select count(*)::int as n from vault_keys where subject_id = $1', [subjectId]))[0].n;

  it("makes a new person's vault key while the lead start waits for the person's lock", async () => {
    // Given a new person whose lead-start lock someone else holds.
    const email = freshEmail();
    const subjectId = t.app.get(PersonalDataVault).subjectIdFor(email);
    const holder = new Client({ connectionString: t.database.db.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [`lead-start:${subjectId}`]);
      // When their lead starts, it waits for the lock ...
      const started = t
        .http()
        .post('/api/leads')
        .set('X-Forwarded-For', `203.0.113.${++address}`)
        .send(leadBody(email))
        .then((res) => res);
      // ... and their key is made meanwhile, not a round trip after the lock.
      expect(
        await eventually(
          () => keysOf(subjectId),
          (n) => n === 1,
          "the person's vault key, made while the lock is held",
          5_000,
        ),
      ).toBe(1);
      await holder.query('select pg_advisory_unlock(hashtext($1))', [`lead-start:${subjectId}`]);
      // Then the lead starts once the lock is free, its first event sealed with that key.
      const { status, body } = await started;
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'created' });
      expect(await keysOf(subjectId)).toBe(1);
      const [row] = await t.database.db.query<{ data: { contactInfo: string } }>(`select data from es_events where stream_id = $1 and version = 1`, [
        `lead-${body.leadId}`,
      ]);
      expect(row.data.contactInfo).not.toContain('@');
      expect(PersonalDataVault.isSealed(row.data.contactInfo)).toBe(true);
    } finally {
      await holder.end();
    }
  });

  it("arms a new lead's inactivity timer as its commit goes out, not after the commit's answer", async () => {
    // Given the order in which the lead start's own commit goes out and its timer is armed.
    const steps: string[] = [];
    const timers = t.app.get(Timers);
    const arm = timers.arm.bind(timers);
    jest.spyOn(timers, 'arm').mockImplementation((...args: Parameters<Timers['arm']>) => {
      steps.push(`arm ${args[0]}`);
      return arm(...args);
    });
    const starts = new WeakSet<Client>();
    const query = Client.prototype.query;
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (text.includes('pg_advisory_xact_lock')) starts.add(this);
      else if (text === 'commit' && starts.has(this)) steps.push('commit');
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query);

    // When a new person's lead starts.
    const { body } = await t.http().post('/api/leads').set('X-Forwarded-For', `203.0.113.${++address}`).send(leadBody(freshEmail())).expect(200);

    // Then the timer was armed before the commit went out, and it is set for 30 minutes on.
    expect(steps).toEqual([`arm ${INACTIVITY_TIMER}`, 'commit']);
    const job = await timers.queue.getJob(Timers.jobId(INACTIVITY_TIMER, body.leadId));
    expect(job?.opts.delay).toBe(30 * 60_000);
  });
});
