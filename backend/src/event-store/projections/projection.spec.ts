import type { Queryable } from '../../platform/database/database';
import type { RecordedEvent } from '../types';
import { Projection, ProjectionRegistry } from './projection';

/** A client that answers nothing until told: each statement's text, in the order sent, with its settle handles. */
class HeldClient {
  readonly sent: Array<{ text: string; answer: () => void; refuse: (error: unknown) => void }> = [];

  readonly query = ((text: string) =>
    new Promise((resolve, reject) => {
      this.sent.push({ text, answer: () => resolve({ rows: [] }), refuse: reject });
    })) as unknown as Queryable['query'];

  texts(): string[] {
    return this.sent.map((s) => s.text);
  }
}

const event = (type: string): RecordedEvent => ({ type }) as RecordedEvent;

/** A projection of `type`s that sends `statements` one after another, each waiting for the answer to the one before. */
function projection(name: string, statements: string[], independent = false): Projection {
  return {
    name,
    tables: [name],
    independent,
    handles: (type) => type.startsWith('lead.'),
    async apply(_events, client) {
      for (const text of statements) await client.query(text);
    },
  };
}

/** Lets every pending callback run (the projections' awaits between statements). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ProjectionRegistry.apply: independent projections beside the others, the others in order', () => {
  it('given two independent projections and two in order, when applied, then the first statement of each independent one and of the first in order go out together', async () => {
    const client = new HeldClient();
    const registry = new ProjectionRegistry().register(
      projection('tracking', ['tracking 1', 'tracking 2'], true),
      projection('orders', ['orders 1']),
      projection('figures', ['figures 1'], true),
      projection('payments', ['payments 1']),
    );
    const applied = registry.apply([event('lead.started')], client as unknown as Queryable);
    await settle();
    // Nothing answered yet: what went out is what was sent side by side.
    expect(client.texts()).toEqual(['tracking 1', 'orders 1', 'figures 1']);

    client.sent[1].answer();
    await settle();
    // The second in order starts only once the first in order is done (it may read what the first wrote).
    expect(client.texts()).toEqual(['tracking 1', 'orders 1', 'figures 1', 'payments 1']);
    let done = false;
    void applied.then(() => (done = true));
    for (const s of [client.sent[0], client.sent[2], client.sent[3]]) s.answer();
    await settle();
    expect(client.texts()).toContain('tracking 2');
    expect(done).toBe(false);
    client.sent[4].answer();
    await expect(applied).resolves.toBeUndefined();
  });

  it('given a projection in order that fails, when applied, then the ones after it never run and the failure is what apply throws', async () => {
    const client = new HeldClient();
    const registry = new ProjectionRegistry().register(projection('orders', ['orders 1']), projection('payments', ['payments 1']));
    const applied = registry.apply([event('lead.started')], client as unknown as Queryable);
    await settle();
    client.sent[0].refuse(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(applied).rejects.toMatchObject({ code: '23505' });
    expect(client.texts()).toEqual(['orders 1']);
  });

  it('given one failure that aborts the transaction, when applied, then apply waits for every projection and throws the cause, not the aborted transaction the others met', async () => {
    const client = new HeldClient();
    const registry = new ProjectionRegistry().register(projection('tracking', ['tracking 1'], true), projection('orders', ['orders 1']));
    const applied = registry.apply([event('lead.started')], client as unknown as Queryable);
    let finished = false;
    applied.catch(() => undefined).finally(() => (finished = true));
    await settle();
    client.sent[1].refuse(Object.assign(new Error('current transaction is aborted'), { code: '25P02' }));
    await settle();
    // Still a statement in flight on the client: apply has not given the transaction back yet.
    expect(finished).toBe(false);
    client.sent[0].refuse(Object.assign(new Error('value too long'), { code: '22001' }));
    await expect(applied).rejects.toMatchObject({ code: '22001' });
  });

  it('given a projection that throws before it sends anything, when applied, then apply rejects with it rather than throwing past the others', async () => {
    const client = new HeldClient();
    const broken: Projection = {
      name: 'broken',
      tables: ['broken'],
      independent: true,
      handles: () => true,
      apply: () => {
        throw new Error('not a promise');
      },
    };
    const registry = new ProjectionRegistry().register(broken, projection('orders', ['orders 1']));
    const applied = registry.apply([event('lead.started')], client as unknown as Queryable);
    await settle();
    expect(client.texts()).toEqual(['orders 1']);
    client.sent[0].answer();
    await expect(applied).rejects.toThrow('not a promise');
  });

  it('given events no projection handles, when applied, then nothing is sent', async () => {
    const client = new HeldClient();
    const registry = new ProjectionRegistry().register(projection('orders', ['orders 1']));
    await expect(registry.apply([event('order.paid')], client as unknown as Queryable)).resolves.toBeUndefined();
    expect(client.texts()).toEqual([]);
  });
});
