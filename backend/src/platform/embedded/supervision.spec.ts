import { EmbeddedPostgresState, EmbeddedStateSnapshot } from './supervision';

describe('EmbeddedPostgresState across processes', () => {
  it('given the parent supervisor saw a crash and a restart, when the child adopts each change, then its report matches', () => {
    const parent = new EmbeddedPostgresState();
    const child = new EmbeddedPostgresState();
    const seen: EmbeddedStateSnapshot[] = [];
    parent.onChange((snapshot) => {
      seen.push(snapshot);
      child.adopt(JSON.parse(JSON.stringify(snapshot)) as EmbeddedStateSnapshot); // as it crosses the IPC channel
    });
    expect(child.report()).toBeNull();

    parent.supervise();
    expect(child.report()).toEqual({ state: 'running', restarts: 0 });
    parent.markDown('SIGKILL');
    parent.markAttempt(1);
    expect(child.report()).toMatchObject({ state: 'restarting', restarts: 0, lastFailure: 'SIGKILL' });
    parent.markUp();
    expect(child.report()).toEqual(parent.report());
    expect(child.report()).toMatchObject({ state: 'running', restarts: 1 });
    parent.giveUp();
    expect(child.report()).toMatchObject({ state: 'gave up' });
    expect(seen.map((s) => [s.up, s.attempt, s.restarts, s.gaveUp])).toEqual([
      [true, 0, 0, false],
      [false, 0, 0, false],
      [false, 1, 0, false],
      [true, 0, 1, false],
      [true, 0, 1, true],
    ]);
  });

  it('given a malformed snapshot, when adopted, then the report stays well-formed', () => {
    const state = new EmbeddedPostgresState();
    state.adopt({ supervised: true, restarts: 'many', up: 'yes', lastFailure: { x: 1 }, lastFailureAt: 'soon' } as unknown as EmbeddedStateSnapshot);
    expect(state.report()).toEqual({ state: 'running', restarts: 0 });
  });
});
