import { createServer, connect, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { createDatabase, Database } from '../../backend/src/platform/database/database';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { eventually } from '../support/eventually';
import { countSocketWrites } from '../support/socket-writes';

/** A loopback TCP relay in front of PostgreSQL that notes, in order, which side sent each chunk. */
class TalkLog {
  readonly chunks: Array<{ from: 'client' | 'server'; text: string }> = [];
  private readonly sockets = new Set<Socket>();
  private server!: Server;

  port = 0;

  async start(target: URL): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      client.on('data', (chunk: Buffer) => {
        this.chunks.push({ from: 'client', text: chunk.toString('latin1') });
        upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        this.chunks.push({ from: 'server', text: chunk.toString('latin1') });
        client.write(chunk);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  /** What the client had sent since the last clear before the server's first answer to any of it. */
  sentBeforeFirstAnswer(): string {
    const firstAnswer = this.chunks.findIndex((c) => c.from === 'server');
    return this.chunks
      .slice(0, firstAnswer === -1 ? undefined : firstAnswer)
      .map((c) => c.text)
      .join('');
  }

  clear(): void {
    this.chunks.length = 0;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Counts the writes this process's sockets make to `port` until stopped. */
const countWritesTo = (port: number) => countSocketWrites((socket) => socket.remotePort === port);

describe('platform: statements issued together travel together (the pool pipelines)', () => {
  let t: TestDatabase;
  let db: Database;
  let wide: Database;
  const talk = new TalkLog();

  beforeAll(async () => {
    t = await createTestDatabase();
    const target = new URL(t.url);
    const port = await talk.start(target);
    const viaRelay = new URL(t.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    // One connection: every statement below shares it, so what the relay sees is one conversation.
    db = createDatabase(viaRelay.toString(), 1);
    // Several, for together(): side by side, its statements would otherwise each take a connection of their own.
    wide = createDatabase(viaRelay.toString(), 4);
    await db.query('create table pipelined_probe (id int primary key, label text not null)');
  });
  afterAll(async () => {
    await wide.close();
    await db.close();
    await talk.stop();
    await t.close();
  });
  beforeEach(async () => {
    await db.query('delete from pipelined_probe');
    talk.clear();
  });

  it("sends a transaction's begin with its first statement, not a round trip ahead of it", async () => {
    const rows = await db.transaction(async (client) => (await client.query('select $1::int + 1 as n', [41])).rows);
    expect(rows).toEqual([{ n: 42 }]);
    const sent = talk.sentBeforeFirstAnswer();
    expect(sent).toContain('begin');
    expect(sent).toContain('select $1::int + 1 as n');
  });

  it("sends a transaction's begin and its first statement in one write, not one write each", async () => {
    const writes = countWritesTo(talk.port);
    try {
      await db.transaction(async (client) => client.query('insert into pipelined_probe (id, label) values ($1, $2)', [7, 'seven']));
    } finally {
      writes.stop();
    }
    // begin with the insert, then commit: two writes (three, one a statement, before writeTogether).
    expect(writes.count).toBe(2);
    expect(await db.query('select label from pipelined_probe')).toEqual([{ label: 'seven' }]);
  });

  it('keeps the first statement inside the transaction: a failure after it leaves nothing behind', async () => {
    await expect(
      db.transaction(async (client) => {
        await client.query('insert into pipelined_probe (id, label) values ($1, $2)', [1, 'one']);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await db.query('select id from pipelined_probe')).toEqual([]);
  });

  it('answers statements sent side by side each in turn, in the order sent; one refused fails the rest of its transaction', async () => {
    const outcomes = await db
      .transaction(async (client) => {
        const sent = [
          client.query('insert into pipelined_probe (id, label) values ($1, $2)', [1, 'one']),
          client.query('insert into pipelined_probe (id, label) values ($1, $2)', [1, 'again']),
          client.query('insert into pipelined_probe (id, label) values ($1, $2)', [2, 'two']),
        ];
        const settled = await Promise.allSettled(sent);
        const codes = settled.map((s) => (s.status === 'fulfilled' ? 'ok' : (s.reason as { code?: string }).code));
        // All three went out with the begin (the insert is prepared by now: each is its parameters, 'one', 'again', 'two').
        expect(talk.sentBeforeFirstAnswer()).toMatch(/begin[\s\S]*one[\s\S]*again[\s\S]*two/);
        throw Object.assign(new Error('refused'), { codes });
      })
      .catch((error: { codes?: string[] }) => error.codes ?? error);
    // The first went in, the second broke the key (23505) and the third met an aborted transaction (25P02).
    expect(outcomes).toEqual(['ok', '23505', '25P02']);
    expect(await db.query('select id from pipelined_probe')).toEqual([]);
  });

  it('answers statements sent side by side outside a transaction independently: one failing leaves the next its answer', async () => {
    const client = await db.pool.connect();
    try {
      talk.clear();
      const settled = await Promise.allSettled([client.query('select 1 / $1::int as n', [0]), client.query('select $1::text as label', ['still answered'])]);
      expect(talk.sentBeforeFirstAnswer()).toMatch(/select 1 \/ \$1::int as n[\s\S]*select \$1::text as label/);
      expect(settled[0]).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
      expect(settled[1]).toEqual({ status: 'fulfilled', value: expect.objectContaining({ rows: [{ label: 'still answered' }] }) });
    } finally {
      client.release();
    }
  });
  describe('db.together: short statements side by side on one connection', () => {
    const pids = () => Promise.all([1, 2, 3].map(() => wide.query<{ pid: number }>('select pg_backend_pid() as pid')));

    it('sends them on one connection in one write, where side by side they would take a connection and a write each', async () => {
      // Three connections open first, so the pool has them to spread statements over.
      await Promise.all([1, 2, 3].map(() => wide.query('select pg_sleep(0.01)')));
      const apart = countWritesTo(talk.port);
      const spread = await pids().finally(() => apart.stop());
      const shared = countWritesTo(talk.port);
      const together = await wide.together(pids).finally(() => shared.stop());
      expect(new Set(spread.map(([row]) => row.pid)).size).toBe(3);
      expect(apart.count).toBe(3);
      expect(new Set(together.map(([row]) => row.pid)).size).toBe(1);
      expect(shared.count).toBe(1);
    });

    it('answers each statement on its own: one refused leaves the others their answers and writes', async () => {
      const settled = await wide.together(() =>
        Promise.allSettled([
          wide.query('insert into pipelined_probe (id, label) values ($1, $2)', [1, 'kept']),
          wide.query('select 1 / $1::int as n', [0]),
          wide.query('select label from pipelined_probe where id = $1', [1]),
        ]),
      );
      expect(settled[0].status).toBe('fulfilled');
      expect(settled[1]).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
      expect(settled[2]).toEqual({ status: 'fulfilled', value: [{ label: 'kept' }] });
      expect(await wide.query('select label from pipelined_probe')).toEqual([{ label: 'kept' }]);
    });

    it('gives the connection back only once every statement sent on it is answered, even when the work failed first', async () => {
      // Another connection holds a lock, so the second statement waits on the server while the first fails at once.
      const holder = await t.db.pool.connect();
      await holder.query('begin');
      await holder.query('lock table pipelined_probe in access exclusive mode');
      let released = false;
      const onRelease = () => (released = true);
      wide.pool.on('release', onRelease);
      try {
        let blockedAnswered = false;
        const failed = wide.together(() =>
          Promise.all([
            wide.query('select 1 / $1::int as n', [0]),
            wide.query('select count(*)::int as n from pipelined_probe').then(() => (blockedAnswered = true)),
          ]),
        );
        let settled = false;
        failed.catch(() => undefined).finally(() => (settled = true));
        // The division's refusal is in (the work has failed), the count is still waiting for the lock.
        await eventually(
          async () =>
            (await holder.query<{ n: number }>(`select count(*)::int as n from pg_locks where not granted and relation = 'pipelined_probe'::regclass`)).rows[0]
              .n,
          (n) => n === 1,
          'the count waiting for the lock',
        );
        await new Promise((resolve) => setImmediate(resolve));
        expect({ settled, released, blockedAnswered }).toEqual({ settled: false, released: false, blockedAnswered: false });
        await holder.query('commit');
        await expect(failed).rejects.toMatchObject({ code: '22012' });
        expect({ released, blockedAnswered }).toEqual({ released: true, blockedAnswered: true });
      } finally {
        wide.pool.off('release', onRelease);
        await holder.query('rollback').catch(() => undefined);
        holder.release();
      }
    });

    it('sends a statement the work leaves for after the block through the pool, never on the connection it gave back', async () => {
      let go!: () => void;
      let later!: Promise<Array<{ name: string }>>;
      await wide.together(async () => {
        await wide.query('select 1');
        // Issued from the block's own async context, but only once the block is over.
        later = new Promise<void>((resolve) => (go = resolve)).then(() => wide.query<{ name: string }>(`select current_setting('application_name') as name`));
      });
      // The connection the block gave back is now another caller's, inside that caller's transaction.
      const other = await wide.pool.connect();
      try {
        await other.query('begin');
        await other.query(`set local application_name = 'another caller'`);
        go();
        expect(await later).toEqual([{ name: '' }]);
      } finally {
        await other.query('rollback');
        other.release();
      }
    });
  });
});
