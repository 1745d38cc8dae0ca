import { wakesFor } from './consumer-runner';

describe('consumer runner: which commit notices wake a consumer', () => {
  it('given a consumer of order streams, when an order commit is noticed, then it wakes', () => {
    expect(wakesFor(['order'], 'order')).toBe(true);
  });

  it('given a consumer of order and visit streams, when a lead commit is noticed, then it stays asleep', () => {
    expect(wakesFor(['order', 'visit'], 'lead')).toBe(false);
  });

  it('given a consumer of every stream type, when any commit is noticed, then it wakes', () => {
    expect(wakesFor(undefined, 'lead')).toBe(true);
  });

  it('given a consumer of order streams, when a notice without a stream type arrives, then it wakes (nothing is missed)', () => {
    expect(wakesFor(['order'], '')).toBe(true);
    expect(wakesFor(['order'], undefined)).toBe(true);
  });

  it('given a consumer of order streams, when a notice names a prototype key, then it stays asleep', () => {
    expect(wakesFor(['order'], 'constructor')).toBe(false);
    expect(wakesFor(['order'], '__proto__')).toBe(false);
  });
});
