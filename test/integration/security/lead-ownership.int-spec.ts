import { eventually } from '../../support/eventually';
import { checkoutBody, paidOrder } from '../../support/orders-fixtures';
import { createTestApp, TestApp } from '../../support/test-app';

const ACTIVITY_LIMIT = 8;
let seq = 0;
const freshEmail = () => `owner.${++seq}.${Date.now().toString(36)}@example.com`;
let address = 10;
/** Each test calls from its own client address, so per-address limits never carry over. */
const nextAddress = () => `203.0.113.${++address}`;

const leadBody = (email: string, extra: Record<string, unknown> = {}) => ({
  contact_info: email,
  contact_type: 'email',
  form_data: { numberOfDogs: '2', yardSize: 'small', serviceFrequency: 'weekly', email },
  form_type: 'quote',
  source_page: '/',
  referrer: 'direct',
  user_agent: 'jest',
  user_session: 'tab',
  ...extra,
});

interface LeadAnswer {
  leadId: string | null;
  leadToken?: string;
  status: string;
  existingClient?: boolean;
}

describe('security: a lead belongs to the browser that started it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LEAD_ACTIVITY_IP_LIMIT: String(ACTIVITY_LIMIT) } });
  });
  beforeEach(() => t.clock.set('2026-01-15T17:00:00.000Z'));
  afterAll(() => t.close());

  const start = async (body: object, from = nextAddress(), cookie?: string): Promise<LeadAnswer> => {
    const req = t.http().post('/api/leads').set('X-Forwarded-For', from);
    if (cookie) req.set('Cookie', cookie);
    return (await req.send(body).expect(200)).body as LeadAnswer;
  };
  const events = async (leadId: string) =>
    (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`lead-${leadId}`])).map(
      (r) => r.event_type,
    );
  const leadsOf = async (email: string) =>
    (await t.database.db.query<{ id: string }>('select id from lead_tracking where contact_info = $1 order by created_at', [email])).map((r) => r.id);
  /** The answer's shape with the random parts taken out: what an observer could compare. */
  const shape = (answer: LeadAnswer) => ({ ...answer, leadId: typeof answer.leadId, leadToken: typeof answer.leadToken });

  it("answers a stranger's create with a victim's e-mail exactly as for an unknown address, and never with the victim's lead", async () => {
    const victim = freshEmail();
    const own = await start(leadBody(victim));
    expect(own).toEqual({ leadId: expect.any(String), leadToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), status: 'created' });

    const unknown = await start(leadBody(freshEmail()));
    const stranger = await start(leadBody(victim));
    // Naming the victim's lead without its secret, or with a wrong one, is the same as naming nothing.
    const guessed = await start(leadBody(victim, { lead_id: own.leadId }));
    const forged = await start(leadBody(victim, { lead_id: own.leadId, lead_token: unknown.leadToken }));
    for (const answer of [stranger, guessed, forged]) {
      expect(shape(answer)).toEqual(shape(unknown));
      expect(answer.leadId).not.toBe(own.leadId);
      expect(answer.leadToken).not.toBe(own.leadToken);
    }
    expect(await events(own.leadId!)).toEqual(['lead.started.v1']);

    // The victim's browser, holding its secret, gets its own lead back.
    const back = await start(leadBody(victim, { lead_id: own.leadId, lead_token: own.leadToken }));
    expect(back).toEqual({ leadId: own.leadId, leadToken: own.leadToken, status: 'reused' });
    expect(await events(own.leadId!)).toEqual(['lead.started.v1', 'lead.reused.v1']);
  });

  it("never tells a stranger that an address is a paying customer's, or that its lead was just abandoned", async () => {
    const { email: customer } = await paidOrder(t, checkoutBody());
    const unknown = await start(leadBody(freshEmail()));
    const asked = await start(leadBody(customer));
    const confirmed = await start(leadBody(customer, { confirm_existing_client: true }));
    expect(shape(asked)).toEqual(shape(unknown));
    expect(shape(confirmed)).toEqual(shape(unknown));
    expect(asked).not.toHaveProperty('existingClient');
    expect(confirmed).not.toHaveProperty('existingClient');
    // Staff still see the address is a client's; no confirmation is recorded for a dialog nobody saw.
    expect(await events(confirmed.leadId!)).toEqual(['lead.started.v1']);
    const [row] = await t.database.db.query('select existing_client from lead_tracking where id = $1', [confirmed.leadId]);
    expect(row.existing_client).toBe(true);

    const left = freshEmail();
    const first = await start(leadBody(left));
    await t.http().post(`/api/leads/${first.leadId}/abandon`).set('X-Lead-Token', first.leadToken!).send({ reason: 'browser-closed' }).expect(200);
    expect(shape(await start(leadBody(left)))).toEqual(shape(unknown));
    // The 4-hour block still holds for the browser whose lead it was.
    expect(await start(leadBody(left, { lead_id: first.leadId, lead_token: first.leadToken }))).toEqual({ leadId: null, status: 'blocked' });
  });

  it('shows the Existing Client dialog only to the customer: the browser that paid for its lead, or the signed-in account', async () => {
    const body = checkoutBody();
    const email = body.customerData.email as string;
    const mine = await start(leadBody(email));
    await paidOrder(t, { ...body, leadId: mine.leadId } as ReturnType<typeof checkoutBody>);
    await eventually(
      async () => (await t.database.db.query('select status from lead_tracking where id = $1', [mine.leadId]))[0],
      (r) => r.status === 'converted',
      'the conversion',
    );

    const held = { lead_id: mine.leadId, lead_token: mine.leadToken };
    expect(await start(leadBody(email, held))).toEqual({ leadId: null, status: 'blocked', existingClient: true });
    const again = await start(leadBody(email, { ...held, confirm_existing_client: true }));
    expect(again).toEqual({ leadId: expect.any(String), leadToken: expect.any(String), status: 'created', existingClient: true });
    expect(await events(again.leadId!)).toEqual(['lead.started.v1', 'lead.existing-client-confirmed.v1']);

    // A signed-in account is told about its own e-mail only.
    const cookie = await t.signIn('customer');
    await paidOrder(t, checkoutBody({ customerData: { email: 'customer@scvscoopers.example' } }));
    expect(await start(leadBody('customer@scvscoopers.example'), nextAddress(), cookie)).toEqual({ leadId: null, status: 'blocked', existingClient: true });
    expect(await start(leadBody(email), nextAddress(), cookie)).not.toHaveProperty('existingClient');
  });

  it('refuses progress, contact changes and abandon without the right secret (404, nothing recorded), and takes them with it', async () => {
    const victim = await start(leadBody(freshEmail()));
    const stranger = await start(leadBody(freshEmail()));
    const id = victim.leadId!;
    const from = nextAddress();
    const post = (path: string) => t.http().post(path).set('X-Forwarded-For', from);
    const victimsBrowser = nextAddress();
    const postOwn = (path: string) => t.http().post(path).set('X-Forwarded-For', victimsBrowser);
    const progress = { step: 'customer-info', form_data: { name: 'Mallory' }, contact_field_update: { fieldType: 'email', value: 'mallory@example.com' } };
    const attempts = [
      () => post(`/api/leads/${id}/progress`).send(progress),
      () => post(`/api/leads/${id}/progress`).set('X-Lead-Token', stranger.leadToken!).send(progress),
      () => post(`/api/leads/${id}/progress`).send({ ...progress, lead_token: 'x'.repeat(43) }),
      () => post(`/api/leads/${id}/abandon`).send({ reason: 'page-hidden' }),
      () => post(`/api/leads/${id}/abandon`).set('X-Lead-Token', stranger.leadToken!).send({ reason: 'page-hidden' }),
      () =>
        post(`/api/leads/${id}/abandon`)
          .set('Content-Type', 'text/plain')
          .send(JSON.stringify({ reason: 'browser-closed', lead_token: stranger.leadToken })),
    ];
    for (const attempt of attempts) expect((await attempt().expect(404)).body).toMatchObject({ title: 'Lead not found', code: 'LEAD_NOT_FOUND' });
    expect(await events(id)).toEqual(['lead.started.v1']);

    await postOwn(`/api/leads/${id}/progress`)
      .set('X-Lead-Token', victim.leadToken!)
      .send({ step: 'service-details', form_data: { numberOfDogs: '1' } })
      .expect(200);
    await postOwn(`/api/leads/${id}/progress`)
      .send({ step: 'customer-info', form_data: {}, contact_field_update: { fieldType: 'phone', value: '(661) 555-0100' }, lead_token: victim.leadToken })
      .expect(200);
    // The unload beacon carries the secret in its text/plain body.
    const abandoned = await postOwn(`/api/leads/${id}/abandon`)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ reason: 'browser-closed', lead_token: victim.leadToken }))
      .expect(200);
    expect(abandoned.body).toEqual({ leadId: id, status: 'abandoned' });
    expect(await events(id)).toEqual(['lead.started.v1', 'lead.progressed.v1', 'lead.progressed.v1', 'lead.contact-updated.v1', 'lead.abandoned.v1']);
  });

  it('limits progress and abandon per client address, however many lead ids it names', async () => {
    const from = nextAddress();
    const ids = Array.from({ length: ACTIVITY_LIMIT }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const [i, id] of ids.entries()) {
      const path = i % 2 ? `/api/leads/${id}/abandon` : `/api/leads/${id}/progress`;
      await t
        .http()
        .post(path)
        .set('X-Forwarded-For', from)
        .send(i % 2 ? { reason: 'page-hidden' } : { step: 'x' })
        .expect(404);
    }
    const fresh = `00000000-0000-4000-8000-${'9'.repeat(12)}`;
    const limited = await t.http().post(`/api/leads/${fresh}/progress`).set('X-Forwarded-For', from).send({ step: 'x' }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await t.http().post(`/api/leads/${fresh}/abandon`).set('X-Forwarded-For', from).send({ reason: 'page-hidden' }).expect(429);
    // Another address is not held back, and the window passes.
    const own = await start(leadBody(freshEmail()));
    await t
      .http()
      .post(`/api/leads/${own.leadId}/progress`)
      .set('X-Forwarded-For', nextAddress())
      .set('X-Lead-Token', own.leadToken!)
      .send({ step: 'add-ons', form_data: {} })
      .expect(200);
    t.clock.advance(5 * 60_000);
    await t.http().post(`/api/leads/${fresh}/progress`).set('X-Forwarded-For', from).send({ step: 'x' }).expect(404);
  });

  it("sends the abandoned-cart e-mail only to the address the browser's own lead holds", async () => {
    const victim = freshEmail();
    const mallory = freshEmail();
    const own = await start(leadBody(mallory));
    const cart = (body: object) =>
      t.http().post('/api/abandoned-cart').set('X-Forwarded-For', nextAddress()).set('Content-Type', 'text/plain').send(JSON.stringify(body));
    const form = { numberOfDogs: '1' };

    // Naming another address, or another's lead, or no lead at all, gets nothing tracked and nothing sent.
    const redirected = await cart({
      trigger: 'page-hidden',
      lead_id: own.leadId,
      lead_token: own.leadToken,
      customer_name: 'Mallory Doe',
      customer_email: victim,
      form_data: form,
    }).expect(400);
    expect(redirected.body.errors).toEqual({ customer_email: 'The follow-up goes only to the e-mail address this quote was started with' });
    const theirs = await start(leadBody(victim));
    await cart({ trigger: 'page-hidden', lead_id: theirs.leadId, lead_token: own.leadToken, customer_name: 'Mallory Doe', form_data: form }).expect(404);
    await cart({ trigger: 'page-hidden', lead_id: theirs.leadId, customer_name: 'Mallory Doe', form_data: form }).expect(404);
    expect(
      (await cart({ trigger: 'page-hidden', customer_name: 'Mallory Doe', customer_email: victim, form_data: form }).expect(400)).body.errors,
    ).toHaveProperty('lead_id');
    expect(await t.database.db.query('select 1 from abandoned_carts where customer_email = $1', [victim])).toHaveLength(0);

    // The lead's own browser: the follow-up goes to the lead's address.
    const sent = await cart({ trigger: 'unload', lead_id: own.leadId, lead_token: own.leadToken, customer_name: 'Mallory Doe', form_data: form }).expect(200);
    expect(sent.body).toEqual({ status: 'sent' });
    const mails = await eventually(
      () =>
        t.database.db.query<{ to_address: string }>(`select to_address from email_outbox where kind = 'abandoned-quote' and to_address in ($1, $2)`, [
          victim,
          mallory,
        ]),
      (rows) => rows.length > 0,
      'the follow-up e-mail',
    );
    expect(mails.map((m) => m.to_address)).toEqual([mallory]);
    expect(await leadsOf(victim)).toEqual([theirs.leadId]);
  });
});
