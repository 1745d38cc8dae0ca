import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eraseSubject, EventStore, NewEvent, PersonalDataVault, replayProjection } from '../../backend/src/event-store';
import { LEAD_STREAM, leadStreamId } from '../../backend/src/modules/leads/domain/lead.events';
import { leadTrackingProjection } from '../../backend/src/modules/leads/projections/lead-tracking.projection';
import { createTestApp, TestApp } from '../support/test-app';
import { testRedisUrl } from '../support/test-database';

const ROOT = join(__dirname, '..', '..');
const COMPILED_CLI = join(ROOT, 'dist', 'backend', 'cli', 'replay.js');
const LEADS = 2000;

/** A lead's life drawn from its index: every kind of event, in every end state. */
function lifeOf(i: number, email: string): NewEvent[] {
  const form = {
    numberOfDogs: ['1', '2', '3+'][i % 3],
    yardSize: ['small', 'medium', 'large'][i % 3],
    serviceFrequency: 'weekly',
    name: `Visitor ${i}`,
    email,
  };
  const events: NewEvent[] = [
    {
      type: 'lead.started',
      data: {
        leadId: '',
        contactInfo: email,
        contactType: 'email',
        formType: 'quote',
        formData: form,
        sourcePage: i % 2 ? '/' : '/valencia',
        referrer: 'direct',
        userAgent: 'generator',
        userSession: `s${i}`,
        existingClient: i % 17 === 0,
      },
    },
    { type: 'lead.progressed', data: { step: 'service-details', formData: form } },
  ];
  if (i % 17 === 0) events.push({ type: 'lead.existing-client-confirmed', data: {} });
  if (i % 3 === 0) events.push({ type: 'lead.contact-updated', data: { fieldType: 'phone', value: `(661) 555-${String(i % 10000).padStart(4, '0')}` } });
  if (i % 4 === 0) events.push({ type: 'lead.contact-updated', data: { fieldType: 'name', value: `Visitor Number${i}` } });
  if (i % 5 === 0) events.push({ type: 'lead.reused', data: { sourcePage: '/santa-clarita', formData: form } });
  if (i % 2 === 0) events.push({ type: 'lead.moved-to-in-progress', data: {} });
  if (i % 7 === 0)
    events.push({
      type: 'lead.converted',
      data: { orderId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, value: 9600 + i, serviceType: 'subscription', customerName: `Visitor ${i}` },
    });
  else if (i % 3 === 1)
    events.push({
      type: 'lead.abandoned',
      data: { reason: ['inactivity', 'page-hidden', 'browser-closed', 'staff'][i % 4], lastFormData: i % 2 ? form : null, by: null },
    });
  return events;
}

describe('lead_tracking: replay on thousands of generated leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Appends made during the replay wait for its table lock, longer than the pool's default 5 s statement_timeout on a busy machine.
    t = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '120000' } });
  });
  afterAll(() => t.close());

  it(`rebuilds lead_tracking identically from ${LEADS} leads' events, also after erasures, through npm run replay's code`, async () => {
    const store = t.app.get(EventStore);
    const vault = t.app.get(PersonalDataVault);
    const emails: string[] = [];
    for (let start = 0; start < LEADS; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, LEADS - start) }, async (_, k) => {
          const i = start + k;
          const email = `generated.${i}@example.com`;
          emails.push(email);
          const leadId = `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
          const events = lifeOf(i, email);
          (events[0].data as { leadId: string }).leadId = leadId;
          t.clock.set(new Date(Date.UTC(2026, 0, 1) + i * 60_000));
          await store.append(leadStreamId(leadId), LEAD_STREAM, 'no-stream', events, {
            subjectId: vault.subjectIdFor(email),
            metadata: { actor: 'generator', correlationId: leadId },
          });
        }),
      );
    }
    const [{ n, statuses }] = await t.database.db.query(`select count(*)::int as n, array_agg(distinct status order by status) as statuses from lead_tracking`);
    expect(n).toBe(LEADS);
    expect(statuses).toEqual(['abandoned', 'active', 'converted', 'in-progress']);

    const before = await t.database.db.query('select * from lead_tracking order by id');
    const report = await replayProjection(t.database.db, store, leadTrackingProjection, { verify: true });
    expect(report.differences).toEqual({ lead_tracking: 0 });
    expect(await t.database.db.query('select * from lead_tracking order by id')).toEqual(before);

    for (const email of emails.slice(0, 5)) await eraseSubject(t.database.db, store, vault.subjectIdFor(email), 'staff:test');
    const [{ erased }] = await t.database.db.query(`select count(*)::int as erased from lead_tracking where contact_info = '[erased]'`);
    expect(erased).toBe(5);
    expect((await replayProjection(t.database.db, store, leadTrackingProjection, { verify: true })).differences).toEqual({ lead_tracking: 0 });

    // Staff may verify while visitors are on the site: appends during the replay must not show as drift.
    const busy = (async () => {
      for (let i = 0; i < 40; i++) {
        const n = LEADS - 1 - (i % 50);
        const leadId = `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
        const version = (await store.streamVersion(leadStreamId(leadId)))!;
        await store.append(leadStreamId(leadId), LEAD_STREAM, version, [{ type: 'lead.progressed', data: { step: `step-${i}`, formData: { n: i } } }], {
          subjectId: vault.subjectIdFor(`generated.${n}@example.com`),
          metadata: { actor: 'visitor' },
        });
      }
    })();
    const [during] = await Promise.all([replayProjection(t.database.db, store, leadTrackingProjection, { verify: true }), busy]);
    expect(during.differences).toEqual({ lead_tracking: 0 });

    // The command itself, as staff run it.
    if (!existsSync(COMPILED_CLI)) execFileSync('npm', ['run', 'build:backend'], { cwd: ROOT, stdio: 'ignore' });
    const output = execFileSync(process.execPath, [COMPILED_CLI, '--projection', 'lead_tracking', '--verify'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: t.config.env.REDIS_PREFIX,
        VAULT_MASTER_KEY: '11'.repeat(32),
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toMatch(/lead_tracking/);
    expect(output).not.toMatch(/differ/i);
  }, 180_000);
});
