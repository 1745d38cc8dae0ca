import { afterTheNextBatch } from '../../../../test/support/event-loop';
import { Coalescer, CoalescerMap, CoalescerOptions, unsizedArrays } from './coalescer';

/** A call the fake statement holds until the test answers it. */
interface Held {
  kind: 'one' | 'many';
  inputs: string[];
  answer(outputs: string[]): void;
  fail(error: unknown): void;
}

/** A coalescer over a fake database that records every statement and answers only when told. */
function heldCoalescer(options: CoalescerOptions<string> = {}) {
  const held: Held[] = [];
  const coalescer = new Coalescer<string, string>(
    (inputs) => new Promise<string[]>((resolve, reject) => held.push({ kind: 'many', inputs, answer: resolve, fail: reject })),
    (input) => new Promise<string>((resolve, reject) => held.push({ kind: 'one', inputs: [input], answer: ([output]) => resolve(output), fail: reject })),
    options,
  );
  return { coalescer, held };
}

const settle = afterTheNextBatch;
const outcome = (promise: Promise<string>) =>
  promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );

describe('Coalescer (concurrent one-row statements shared under load)', () => {
  it('given nothing running, when a call comes, then it goes at once alone with the lone statement', async () => {
    const { coalescer, held } = heldCoalescer();
    const answer = coalescer.call('a');
    expect(held.map((h) => [h.kind, h.inputs])).toEqual([['one', ['a']]]);
    held[0].answer(['A']);
    expect(await answer).toBe('A');
  });

  it('given a statement running, when calls arrive, then they wait and go together as one statement, each getting its own row', async () => {
    const { coalescer, held } = heldCoalescer();
    const first = coalescer.call('a');
    const waiting = ['b', 'c', 'd'].map((input) => coalescer.call(input));
    await settle();
    expect(held).toHaveLength(1);
    held[0].answer(['A']);
    await settle();
    expect(held.map((h) => [h.kind, h.inputs])).toEqual([
      ['one', ['a']],
      ['many', ['b', 'c', 'd']],
    ]);
    held[1].answer(['B', 'C', 'D']);
    expect(await Promise.all([first, ...waiting])).toEqual(['A', 'B', 'C', 'D']);
  });

  it('given two slots, when a third call arrives while two run, then only it waits', async () => {
    const { coalescer, held } = heldCoalescer({ maxInFlight: 2 });
    void coalescer.call('a');
    void coalescer.call('b');
    const third = coalescer.call('c');
    expect(held.map((h) => h.inputs)).toEqual([['a'], ['b']]);
    held[1].answer(['B']);
    await settle();
    // A batch of one is sent with the lone statement.
    expect(held.map((h) => [h.kind, h.inputs])[2]).toEqual(['one', ['c']]);
    held[2].answer(['C']);
    expect(await third).toBe('C');
  });

  it('given more waiting calls than a batch holds, then they go in batches of maxBatch, oldest first', async () => {
    const { coalescer, held } = heldCoalescer({ maxInFlight: 1, maxBatch: 2 });
    void coalescer.call('a');
    const rest = ['b', 'c', 'd', 'e', 'f'].map((input) => coalescer.call(input));
    held[0].answer(['A']);
    await settle();
    held[1].answer(['B', 'C']);
    await settle();
    held[2].answer(['D', 'E']);
    await settle();
    held[3].answer(['F']);
    expect(held.map((h) => h.inputs)).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
    expect(await Promise.all(rest)).toEqual(['B', 'C', 'D', 'E', 'F']);
  });

  it('given a shared statement that fails, then each call goes again alone and gets its own answer or error', async () => {
    const { coalescer, held } = heldCoalescer();
    void coalescer.call('a');
    const waiting = ['good', 'bad'].map((input) => outcome(coalescer.call(input)));
    held[0].answer(['A']);
    await settle();
    held[1].fail(new Error('invalid input syntax for type uuid: "bad"'));
    await settle();
    // Again alone, in order: the next goes when the one before has answered.
    expect(held.slice(2).map((h) => [h.kind, h.inputs])).toEqual([['one', ['good']]]);
    held[2].answer(['GOOD']);
    await settle();
    expect(held.slice(3).map((h) => [h.kind, h.inputs])).toEqual([['one', ['bad']]]);
    held[3].fail(new Error('invalid input syntax for type uuid: "bad"'));
    expect(await Promise.all(waiting)).toEqual([{ value: 'GOOD' }, { error: 'invalid input syntax for type uuid: "bad"' }]);
  });

  it('given a shared statement that answers the wrong number of rows, then no caller gets another caller’s row', async () => {
    const { coalescer, held } = heldCoalescer();
    void coalescer.call('a');
    const waiting = ['b', 'c'].map((input) => coalescer.call(input));
    held[0].answer(['A']);
    await settle();
    held[1].answer(['B']);
    await settle();
    held[2].answer(['B']);
    await settle();
    held[3].answer(['C']);
    expect(await Promise.all(waiting)).toEqual(['B', 'C']);
  });

  it('given calls with the same key waiting, when the batch goes, then only the oldest of them shares it; the other goes next', async () => {
    const { coalescer, held } = heldCoalescer({ distinctBy: (input) => input.split(':')[0] });
    void coalescer.call('x:0');
    const waiting = ['s:1', 't:1', 's:2'].map((input) => coalescer.call(input));
    held[0].answer(['X']);
    await settle();
    held[1].answer(['S1', 'T1']);
    await settle();
    held[2].answer(['S2']);
    expect(held.map((h) => h.inputs)).toEqual([['x:0'], ['s:1', 't:1'], ['s:2']]);
    expect(await Promise.all(waiting)).toEqual(['S1', 'T1', 'S2']);
  });

  it('given a shared statement that fails with an error not to be sent again, then every call of it gets the error and none is sent again', async () => {
    const { coalescer, held } = heldCoalescer({ resendAlone: (error) => !(error as Error).message.includes('terminated') });
    void coalescer.call('a');
    const waiting = ['b', 'c'].map((input) => outcome(coalescer.call(input)));
    held[0].answer(['A']);
    await settle();
    held[1].fail(new Error('Connection terminated unexpectedly'));
    expect(await Promise.all(waiting)).toEqual([{ error: 'Connection terminated unexpectedly' }, { error: 'Connection terminated unexpectedly' }]);
    expect(held).toHaveLength(2);
  });

  it('given a lone call that fails, then its caller gets the error and the next call goes alone', async () => {
    const { coalescer, held } = heldCoalescer();
    const failed = outcome(coalescer.call('a'));
    held[0].fail(new Error('connection terminated'));
    expect(await failed).toEqual({ error: 'connection terminated' });
    void coalescer.call('b');
    await settle();
    expect(held.map((h) => [h.kind, h.inputs])).toEqual([
      ['one', ['a']],
      ['one', ['b']],
    ]);
  });

  it('given a quiet spell after a statement answered, when a call comes, then it goes at once', async () => {
    const { coalescer, held } = heldCoalescer();
    const first = coalescer.call('a');
    held[0].answer(['A']);
    await first;
    await settle();
    void coalescer.call('b');
    expect(held.map((h) => h.inputs)).toEqual([['a'], ['b']]);
  });

  it('given callers in a loop, when a shared statement answers them, then their next calls go together with those that waited, not one by one', async () => {
    // Four writers, each calling again as soon as it has its answer (a writer appending, a worker taking its next job).
    const { coalescer, held } = heldCoalescer({ maxInFlight: 1 });
    let rounds = 0;
    const writer = async (name: string) => {
      for (let round = 1; round <= 3; round++) {
        await coalescer.call(`${name}${round}`);
        rounds++;
      }
    };
    const writers = ['w', 'x', 'y', 'z'].map(writer);
    // The first call goes alone; the other three wait for its slot.
    expect(held.map((h) => h.inputs)).toEqual([['w1']]);
    const answerLast = async () => {
      const last = held[held.length - 1];
      last.answer(last.inputs.map((input) => input.toUpperCase()));
      await settle();
    };
    await answerLast();
    // w's second call, made as its first was answered, joins the three that waited.
    expect(held[1].inputs).toEqual(['x1', 'y1', 'z1', 'w2']);
    await answerLast();
    expect(held[2].inputs).toEqual(['x2', 'y2', 'z2', 'w3']);
    await answerLast();
    expect(held[3].inputs).toEqual(['x3', 'y3', 'z3']);
    await answerLast();
    await Promise.all(writers);
    expect(rounds).toBe(12);
    expect(held).toHaveLength(4);
  });

  it('keeps one coalescer per pool and key, so calls on different pools or keys never share a statement', () => {
    const made: string[] = [];
    const map = new CoalescerMap<object, string, string>((_pool, key) => {
      made.push(key);
      return new Coalescer(
        async (inputs) => inputs,
        async (input) => input,
      );
    });
    const [jobs, requests] = [{}, {}];
    expect(map.for(jobs, 'task-board')).toBe(map.for(jobs, 'task-board'));
    expect(map.for(jobs, 'email')).not.toBe(map.for(jobs, 'task-board'));
    expect(map.for(requests, 'task-board')).not.toBe(map.for(jobs, 'task-board'));
    expect(made).toEqual(['task-board', 'email', 'task-board']);
  });
});

describe('unsizedArrays (a batch statement’s array parameters, their lengths out of the planner’s sight)', () => {
  it('given the first parameter’s number and the types, then each parameter is an init plan of its own, numbered on', () => {
    expect(unsizedArrays(2, ['uuid', 'text', 'int'])).toBe('(select $2::uuid[]), (select $3::text[]), (select $4::int[])');
  });
});
