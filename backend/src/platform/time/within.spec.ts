import { within } from './within';

describe('within', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers with the work when it settles first', async () => {
    await expect(within(Promise.resolve(7), 500, 'late')).resolves.toBe(7);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes the work’s own failure through', async () => {
    await expect(within(Promise.reject(new Error('refused')), 500, 'late')).rejects.toThrow('refused');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with the message once the time is up', async () => {
    const pending = within(new Promise(() => undefined), 500, 'no answer in 500 ms');
    jest.advanceTimersByTime(500);
    await expect(pending).rejects.toThrow('no answer in 500 ms');
  });
});
