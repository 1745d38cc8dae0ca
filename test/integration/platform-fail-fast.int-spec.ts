import { checkoutBody } from '../support/orders-fixtures';
import { ChildProcess, spawn } from 'node:child_process';
import { createServer, Server, Socket } from 'node:net';
import { Controller, Get, Inject, Module, Query } from '@nestjs/common';
import { createDatabase, Database } from '../../backend/src/platform/database/database';
import { freePort } from '../../backend/src/platform/embedded/free-port';
import { isUnavailableError } from '../../backend/src/platform/http/unavailable';
import { redisAnswers } from '../../backend/src/platform/embedded/redis-server';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Not a speed measurement: what fails fast answers in about 2 s (the pool's connect timeout, Redis's command timeout)
 * even on a loaded machine, while what waits for the outage takes far longer (ioredis's default 20 retries
 * back off for about 10.5 s, a pool waits on a silent server forever, pg_sleep runs 30 s). The bound sits between.
 */
const WAITED_FOR_THE_OUTAGE_MS = 8_000;

/** A redis-server of this test's own, on its own port, that the test stops and starts again (never the shared one). */
class OwnRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await redisAnswers(this.url, 200)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server on port ${this.port} did not start`);
  }

  /** Kills it outright, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }
}

/** Times one request; `res` is supertest's answer. */
async function timed<T>(send: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await send();
  return { res, ms: Date.now() - started };
}

const leadBody = (email: string) => ({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '1' }, source_page: '/' });

describe('platform: fail fast while Redis is down', () => {
  let redis: OwnRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    // Fallback limits are half of these: 2 leads and 2 carts per address per window.
    t = await createTestApp({ redisUrl: redis.url, env: { LEAD_IP_LIMIT: '4' } });
  });
  afterAll(async () => {
    // Redis back first, so the app's queues close cleanly; then stop it for good.
    if (t) {
      await redis.start().catch(() => undefined);
      await t.close();
    }
    await redis.kill();
  });

  it('keeps taking leads and carts with a stricter in-process limit, answering without waiting for Redis, and 503s what needs Redis', async () => {
    const up = await t.http().post('/api/leads').send(leadBody('before@example.com'));
    expect(up.status).toBe(200);
    await redis.kill();

    const leads = [];
    for (const email of ['during-1@example.com', 'during-2@example.com', 'during-3@example.com']) {
      leads.push(await timed(() => t.http().post('/api/leads').send(leadBody(email))));
    }
    expect(leads.map(({ res }) => res.status)).toEqual([200, 200, 429]);
    for (const { ms } of leads) expect(ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);
    expect(leads[2].res.headers['retry-after']).toBeDefined();

    const cart = (lead: { leadId: string; leadToken: string }) =>
      timed(() =>
        t
          .http()
          .post('/api/abandoned-cart')
          .send({
            trigger: 'track',
            lead_id: lead.leadId,
            lead_token: lead.leadToken,
            customer_name: 'Jamie Rivera',
            form_data: { numberOfDogs: '1' },
            page: '/',
          }),
      );
    const carts = [await cart(leads[0].res.body), await cart(leads[1].res.body), await cart(leads[0].res.body)];
    expect(carts.map(({ res }) => res.status)).toEqual([200, 200, 429]);
    for (const { ms } of carts) expect(ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);

    // The sign-in lockout truly needs Redis: a quick 503 to retry, not a hang.
    const signIn = await timed(() => t.http().post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: 'wrong password here' }));
    expect(signIn.ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);
    expect(signIn.res.status).toBe(503);
    expect(signIn.res.headers['retry-after']).toBe('5');
    expect(signIn.res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(signIn.res.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });

    // Every lead accepted during the outage is in PostgreSQL, the source of truth.
    const [{ n }] = await t.database.db.query<{ n: number }>("select count(*)::int as n from es_events where event_type = 'lead.started.v1'");
    expect(n).toBe(3);
  });
});

/** A close that waits on the outage never ends; a bounded one takes a few seconds. The test's hook timeout is 60 s. */
const CLOSE_HANGS_MS = 30_000;

describe('platform: the app closes in bounded time whatever Redis is doing', () => {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
  });
  afterAll(() => redis.kill());

  /** Resolves 'closed' or, if close is still waiting after CLOSE_HANGS_MS, 'hung'. */
  const closeOf = async (t: TestApp) => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((done) => (timer = setTimeout(() => done('hung'), CLOSE_HANGS_MS)));
    try {
      return await Promise.race([t.close().then(() => 'closed' as const), hung]);
    } finally {
      clearTimeout(timer);
    }
  };

  it('closes while Redis is down (workers, queues and connections reconnecting)', async () => {
    await redis.start();
    const t = await createTestApp({ redisUrl: redis.url });
    await t.http().post('/api/leads').send(leadBody('close-down@example.com')).expect(200);
    await redis.kill();
    expect(await closeOf(t)).toBe('closed');
  });

  it('closes when Redis has just come back (connections still reconnecting)', async () => {
    await redis.start();
    const t = await createTestApp({ redisUrl: redis.url });
    await t.http().post('/api/leads').send(leadBody('close-back@example.com')).expect(200);
    await redis.kill();
    await redis.start();
    expect(await closeOf(t)).toBe('closed');
  });
});

/** Probe routes that run real queries, so real pg errors reach the global exception filter. */
@Controller('probe/db')
class DatabaseProbeController {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Sleeps longer than the app's statement_timeout: PostgreSQL cancels it (SQLSTATE 57014). */
  @Get('slow')
  async slow(): Promise<unknown> {
    return this.db.query('select pg_sleep(30)');
  }

  /** A pool pointed at a port where no PostgreSQL answers. */
  @Get('elsewhere')
  async elsewhere(@Query('port') port: string): Promise<unknown> {
    const db = createDatabase(`postgres://app:secret@127.0.0.1:${Number(port)}/nowhere`, 1);
    try {
      return await db.query('select 1');
    } finally {
      await db.close();
    }
  }
}

@Module({ controllers: [DatabaseProbeController] })
class DatabaseProbeModule {}

describe('platform: fail fast on PostgreSQL', () => {
  let t: TestApp;
  let silent: Server;
  let silentPort: number;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' }, imports: [DatabaseProbeModule] });
    // Accepts connections and never says a word: a server that hangs.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', () => done()));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => silent.close(done));
    await t.close();
  });

  const expectUnavailable = (res: { status: number; headers: Record<string, string>; body: Record<string, unknown> }) => {
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', title: 'Service Unavailable' });
  };

  it('answers a statement cut by statement_timeout with 503 and Retry-After', async () => {
    const { res, ms } = await timed(() => t.http().get('/api/probe/db/slow'));
    expectUnavailable(res);
    expect(ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);
  });

  it('answers 503 without waiting when nothing listens on the database port', async () => {
    const closed = await freePort();
    const { res, ms } = await timed(() => t.http().get(`/api/probe/db/elsewhere?port=${closed}`));
    expectUnavailable(res);
    expect(ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);
  });

  it('answers 503 without waiting when the database server accepts but never answers (the pool connect timeout)', async () => {
    const { res, ms } = await timed(() => t.http().get(`/api/probe/db/elsewhere?port=${silentPort}`));
    expectUnavailable(res);
    expect(ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);
  });

  describe('a busy pool is not a down database (the soak: requests failed waiting for a free connection)', () => {
    it('waits for a free connection longer than the connect bound, and the query runs', async () => {
      const db = createDatabase(t.database.url, 1, 0, 1_000, 20_000);
      try {
        await db.query('select 1');
        // The only connection stays busy past the connect bound (1 s): a healthy server's work, not an outage.
        const busy = db.query('select pg_sleep(1.5)');
        await expect(db.query<{ one: number }>('select 1 as one')).resolves.toEqual([{ one: 1 }]);
        await busy;
      } finally {
        await db.close();
      }
    });

    it('gives up at the pool wait with an error the filter answers 503', async () => {
      const db = createDatabase(t.database.url, 1, 0, 1_000, 1_000);
      try {
        await db.query('select 1');
        const busy = db.query('select pg_sleep(2.5)');
        const waited = await db.query('select 1').then(
          () => null,
          (error: unknown) => error,
        );
        expect(isUnavailableError(waited)).toBe(true);
        await busy;
      } finally {
        await db.close();
      }
    });

    it('a server that accepts and never answers still fails at the connect bound, not after the longer pool wait', async () => {
      const db = createDatabase(`postgres://app:secret@127.0.0.1:${silentPort}/nowhere`, 1, 0, 500, 60_000);
      try {
        const { res: failure, ms } = await timed(() =>
          db.query('select 1').then(
            () => null,
            (error: unknown) => error,
          ),
        );
        expect(isUnavailableError(failure)).toBe(true);
        expect(ms).toBeLessThan(WAITED_FOR_THE_OUTAGE_MS);
      } finally {
        await db.close();
      }
    });

    it("answers a sandbox checkout whose session cannot be stored 503 with Retry-After, not a provider's 502", async () => {
      // The sandbox keeps its sessions in our database: hold its table so the insert is cut by statement_timeout.
      const holder = await t.database.db.pool.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table sandbox_checkout_sessions in access exclusive mode');
        const res = await t
          .http()
          .post('/api/checkout/subscription')
          .send(checkoutBody({ customerData: { name: 'Busy Database', email: 'busy-database@example.com', numberOfDogs: '1', yardSize: 'small' } }));
        expectUnavailable(res);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        holder.release();
      }
      const [{ n }] = await t.database.db.query<{ n: number }>(
        "select count(*)::int as n from customer_orders where customer_email = 'busy-database@example.com'",
      );
      expect(n).toBe(0);
    });

    it('answers a sandbox checkout whose order cannot be recorded 503 CHECKOUT_NOT_RECORDED, and keeps no session for it', async () => {
      // The session's insert goes through; the event's append waits on the held stream table until statement_timeout.
      const holder = await t.database.db.pool.connect();
      let res;
      try {
        await holder.query('begin');
        await holder.query('lock table es_streams in access exclusive mode');
        res = await t
          .http()
          .post('/api/checkout/subscription')
          .send(checkoutBody({ customerData: { name: 'Unrecorded Order', email: 'unrecorded-order@example.com', numberOfDogs: '1', yardSize: 'small' } }));
      } finally {
        await holder.query('rollback').catch(() => undefined);
        holder.release();
      }
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ status: 503, code: 'CHECKOUT_NOT_RECORDED' });
      // The session was written in the order's transaction, so it went with it: no Pay page for an order that does not exist.
      const [{ sessions }] = await t.database.db.query<{ sessions: number }>(
        "select count(*)::int as sessions from sandbox_checkout_sessions where customer_email = 'unrecorded-order@example.com'",
      );
      expect(sessions).toBe(0);
      const [{ n }] = await t.database.db.query<{ n: number }>(
        "select count(*)::int as n from customer_orders where customer_email = 'unrecorded-order@example.com'",
      );
      expect(n).toBe(0);
    });
  });
});
