import { AppProcess, chaosServers, leadBody, postJson, startAppProcess } from '../support/app-process';
import { eventually } from '../support/eventually';

/**
 * Issue 20's chaos run: visitors post leads (each makes a task card) and data-deletion requests (each sends a
 * confirmation e-mail) without pause while the app's own Redis is killed and started again, then its own embedded
 * PostgreSQL is killed and comes back by itself. No request hangs or gets a 500; whatever was accepted (200/201)
 * has its card or e-mail exactly once after recovery.
 *
 * Not a speed measurement: a request that fails fast answers within about 1.2 s (the pool's connect timeout 1.2 s,
 * Redis's command timeout 1 s, the rate limiter's 0.5 s) while one waiting for the outage to end would take as long
 * as the outage. The bound is the issue's 2.5 s, which leaves the timeouts more than a second of slack for load.
 */
const NO_HANG_MS = 2_500;

interface Answer {
  kind: 'lead' | 'deletion';
  email: string;
  status: number;
  ms: number;
  /** What was happening when it was sent, so a slow answer in the printout says which outage it met. */
  phase: string;
}

describe('chaos: Redis and the embedded PostgreSQL die under traffic', () => {
  const servers = chaosServers();
  let app: AppProcess;
  beforeAll(async () => {
    // A short sweep, so the jobs Redis lost come back within the test rather than within the production minute.
    app = servers.app = await startAppProcess({
      redisUrl: servers.redis.url,
      env: { RELAY_SWEEP_MS: '1000', RELAY_SWEEP_GRACE_MS: '2000', JOB_BACKOFF_MS: '200' },
    });
  }, 240_000);

  it('answers every request fast and never with a 500; every accepted lead gets one card, every accepted request one e-mail', async () => {
    const answers: Answer[] = [];
    let sending = true;
    let phase = 'up';
    const client = async (n: number) => {
      for (let i = 0; sending; i++) {
        const sentIn = phase;
        const kind = i % 2 === 0 ? 'lead' : 'deletion';
        const email = `${kind}-${n}-${i}@example.com`;
        // Each request from its own address, as different visitors would be.
        const headers = { 'x-forwarded-for': `198.51.100.${(n * 50 + (i % 50)) % 250}` };
        const res =
          kind === 'lead'
            ? await postJson(`${app.url}/api/leads`, leadBody(email), 30_000, headers)
            : await postJson(`${app.url}/api/data-deletion-requests`, { email, fullName: `Chaos Person ${n} ${i}` }, 30_000, headers);
        answers.push({ kind, email, status: res.status, ms: res.ms, phase: sentIn });
      }
    };
    const answered = (n: number) =>
      eventually(
        async () => answers.length,
        (count) => count >= n,
        `${n} answers`,
        60_000,
      );
    const clients = Promise.all([0, 1, 2].map(client));

    await answered(20);
    phase = 'redis down';
    await servers.redis.kill();
    await answered(answers.length + 20);
    await servers.redis.start();
    phase = 'redis back';
    await answered(answers.length + 20);

    const firstPid = app.postgresPid();
    phase = 'postgres killed';
    process.kill(firstPid, 'SIGKILL');
    await eventually(
      async () => {
        const res = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
        return res?.status === 200 ? ((await res.json()) as { database: { embedded?: { restarts: number } } }).database.embedded?.restarts : 0;
      },
      (restarts) => restarts === 1,
      'the embedded database to come back by itself',
      60_000,
    );
    phase = 'postgres back';
    await answered(answers.length + 20);
    sending = false;
    await clients;

    const slowest = Math.max(...answers.map((a) => a.ms));
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    const slowestFive = [...answers]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((a) => `${a.kind} ${a.status} ${a.ms} ms (${a.phase})`);
    process.stdout.write(`chaos: ${answers.length} requests, statuses ${statuses.join('/')}, slowest ${slowest} ms (${slowestFive.join(', ')})\n`);
    expect(answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503))).toEqual([]);
    expect(answers.filter((a) => a.ms > NO_HANG_MS)).toEqual([]);
    // Some were refused with 503 during the outages, and some taken during them (leads fall back to the local limiter).
    expect(statuses).toContain(503);

    const pg = app.postgres();
    const leads = answers.filter((a) => a.kind === 'lead' && a.status === 200).map((a) => a.email);
    const requests = answers.filter((a) => a.kind === 'deletion' && a.status === 201).map((a) => a.email);
    expect(leads.length).toBeGreaterThan(0);
    expect(requests.length).toBeGreaterThan(0);
    const cards = async () =>
      (await pg.query<{ email: string; n: number }>('select lower(contact_email) as email, count(*)::int as n from task_cards group by 1')).rows;
    const mails = async () =>
      (
        await pg.query<{ email: string; n: number }>(
          `select to_address as email, count(*)::int as n from email_outbox where kind = 'data-deletion-confirmation' group by 1`,
        )
      ).rows;
    const madeCards = await eventually(cards, (rows) => leads.every((e) => rows.some((r) => r.email === e)), 'a card for every accepted lead', 45_000);
    const sentMails = await eventually(mails, (rows) => requests.every((e) => rows.some((r) => r.email === e)), 'an e-mail for every accepted request', 45_000);
    expect(madeCards.filter((r) => r.n !== 1)).toEqual([]);
    expect(sentMails.filter((r) => r.n !== 1)).toEqual([]);
  }, 240_000);
});
