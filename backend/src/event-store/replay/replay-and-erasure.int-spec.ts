import { createDemoStore, createDemoTables, demoSummaryProjection } from '../../../../test/support/demo-stream';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { eraseSubject } from '../erasure';
import { ERASED } from '../vault/personal-data-vault';
import { replayProjection } from './replay';

describe('event store: replay and the personal-data vault', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
    await createDemoTables(t.db);
  });
  afterEach(() => t.close());

  async function seed(store: ReturnType<typeof createDemoStore>['store'], vault: ReturnType<typeof createDemoStore>['vault'], n: number) {
    for (let i = 0; i < n; i++) {
      const email = `person${i}@example.com`;
      const subjectId = vault.subjectIdFor(email);
      await store.append(
        `demo-p${i}`,
        'demo',
        'no-stream',
        [{ type: 'demo.opened', data: { email, name: `Person ${i}`, phone: `66155501${String(i).padStart(2, '0')}`, subjectId } }],
        { subjectId },
      );
      for (let k = 0; k < i % 3; k++) await store.append(`demo-p${i}`, 'demo', 1 + k, [{ type: 'demo.noted', data: { k } }]);
    }
  }

  it('rebuilds identical tables from position 0, and --verify leaves live tables untouched', async () => {
    const { store, vault } = createDemoStore(t.db);
    await seed(store, vault, 30);
    const before = await t.db.query('select * from demo_summary order by stream_id');
    const progress: number[] = [];
    const report = await replayProjection(t.db, store, demoSummaryProjection, { verify: true, batchSize: 7, onProgress: (p) => progress.push(p.done) });
    expect(report).toEqual({ projection: 'demo_summary', events: 60, differences: { demo_summary: 0 }, committed: false });
    expect(progress[progress.length - 1]).toBe(60);
    expect(progress.length).toBeGreaterThan(5);
    expect(await t.db.query('select * from demo_summary order by stream_id')).toEqual(before);
  });

  it('reports a drifted read table under --verify, and a plain replay repairs it', async () => {
    const { store, vault } = createDemoStore(t.db);
    await seed(store, vault, 10);
    await t.db.query(`update demo_summary set notes = 99 where stream_id = 'demo-p4'`);
    await t.db.query(`delete from demo_summary where stream_id = 'demo-p5'`);
    const verify = await replayProjection(t.db, store, demoSummaryProjection, { verify: true });
    expect(verify.differences.demo_summary).toBe(3);
    expect((await t.db.query(`select notes from demo_summary where stream_id = 'demo-p4'`))[0].notes).toBe(99);

    const rebuilt = await replayProjection(t.db, store, demoSummaryProjection);
    expect(rebuilt.committed).toBe(true);
    expect((await t.db.query(`select notes from demo_summary where stream_id = 'demo-p4'`))[0].notes).toBe(1);
    expect(await replayProjection(t.db, store, demoSummaryProjection, { verify: true })).toMatchObject({ differences: { demo_summary: 0 } });
  });

  it('never fires side effects: replay runs projection code only', async () => {
    const { store, vault, projections } = createDemoStore(t.db);
    await seed(store, vault, 5);
    let sideEffects = 0;
    projections.register({ name: 'mailer-like', tables: [], handles: () => true, apply: async () => void sideEffects++ });
    await replayProjection(t.db, store, demoSummaryProjection);
    expect(sideEffects).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from relay_pending');
    expect(n).toBe(0);
  });

  it('keeps personal fields sealed in the log and shreds them on erasure', async () => {
    const { store, vault } = createDemoStore(t.db);
    await seed(store, vault, 3);
    const email = 'person1@example.com';
    const subjectId = vault.subjectIdFor(email);
    const logText = async () => (await t.db.query<{ text: string }>(`select string_agg(data::text || metadata::text, ' ') as text from es_events`))[0].text;
    expect(await logText()).not.toContain(email);
    expect((await store.readStream('demo-p1'))[0].data).toMatchObject({ email, name: 'Person 1', phone: '6615550101' });

    const report = await eraseSubject(t.db, store, subjectId, 'user:auditor');
    expect(report.streams).toEqual(['demo-p1']);

    const everything = `${await logText()} ${JSON.stringify(await t.db.query('select * from demo_summary'))}`;
    for (const secret of [email, 'Person 1', '6615550101']) expect(everything).not.toContain(secret);
    expect(everything).toContain('person0@example.com');

    const history = await store.readStream('demo-p1');
    expect(history[0].data).toMatchObject({ email: ERASED, name: ERASED, phone: ERASED });
    expect(history[history.length - 1]).toMatchObject({ type: 'demo.personal-data-erased', metadata: { actor: 'user:auditor' } });
    expect(await vault.isErased(subjectId)).toBe(true);

    await replayProjection(t.db, store, demoSummaryProjection);
    const [row] = await t.db.query(`select email, name, phone from demo_summary where stream_id = 'demo-p1'`);
    expect(row).toEqual({ email: ERASED, name: ERASED, phone: ERASED });
  });

  it('gives an erased person who comes back a fresh key generation: new data reads, the old stays [erased]', async () => {
    const { store, vault } = createDemoStore(t.db);
    await seed(store, vault, 2);
    const email = 'person1@example.com';
    const subjectId = vault.subjectIdFor(email);
    await eraseSubject(t.db, store, subjectId, 'user:auditor');

    await store.append('demo-p9', 'demo', 'no-stream', [{ type: 'demo.opened', data: { email, name: 'Person 1 again' } }], { subjectId });
    expect((await store.readStream('demo-p9'))[0].data).toMatchObject({ email, name: 'Person 1 again' });
    expect((await store.readStream('demo-p1'))[0].data).toMatchObject({ email: ERASED, name: ERASED });
    expect(await vault.isErased(subjectId)).toBe(false);
    const keys = await t.db.query<{ generation: number; live: boolean }>(
      'select generation, wrapped_key is not null as live from vault_keys where subject_id = $1 order by generation',
      [subjectId],
    );
    expect(keys).toEqual([
      { generation: 1, live: false },
      { generation: 2, live: true },
    ]);

    // A second erasure shreds the new generation too.
    await eraseSubject(t.db, store, subjectId, 'user:auditor');
    expect((await store.readStream('demo-p9'))[0].data).toMatchObject({ email: ERASED, name: ERASED });
    expect((await store.readStream('demo-p0'))[0].data).toMatchObject({ email: 'person0@example.com' });
  });

  it('opens sealed values wherever they sit: in arrays, under prototype-named keys, and leaves unsealed data as it is', async () => {
    const { vault } = createDemoStore(t.db);
    const subjectId = vault.subjectIdFor('nested@example.com');
    const sealed = await vault.seal(subjectId, { email: 'nested@example.com', phone: '6615550199', note: 'plain' }, ['email', 'phone']);
    // As the log hands it back: parsed JSON, where '__proto__' and 'constructor' are ordinary own keys.
    const data = JSON.parse(
      JSON.stringify({ people: [{ email: sealed.email }, 'pii:not-sealed'], note: sealed.note }).replace(
        '"people"',
        '"__proto__":{"constructor":' + JSON.stringify(sealed.phone) + '},"people"',
      ),
    );
    const opened = await vault.open(subjectId, data);
    expect(Object.getOwnPropertyDescriptor(opened, '__proto__')?.value).toEqual({ constructor: '6615550199' });
    expect(opened.people).toEqual([{ email: 'nested@example.com' }, 'pii:not-sealed']);
    expect(opened.note).toBe('plain');
    expect(Object.getPrototypeOf(opened)).toBe(Object.prototype);
    // The data read is left as it was: still sealed.
    expect(data.people[0].email).toBe(sealed.email);
    expect(Object.getOwnPropertyDescriptor(data, '__proto__')?.value).toEqual({ constructor: sealed.phone });

    const onlyUnderProto = JSON.parse(`{"__proto__":${JSON.stringify(sealed.phone)}}`);
    expect(Object.getOwnPropertyDescriptor(await vault.open(subjectId, onlyUnderProto), '__proto__')?.value).toBe('6615550199');

    const plain = { note: 'nothing sealed', items: [1, 'pii:', { a: null }] };
    expect(await vault.open(subjectId, plain)).toBe(plain);
  });
});
