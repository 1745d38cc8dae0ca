import { AUTO_ON_THE_WAY_MINUTES, closeEnoughToTell, nextStopToTell, RouteStopFacts } from './auto-on-the-way';

const stop = (visitId: string, over: Partial<RouteStopFacts> = {}): RouteStopFacts => ({
  visitId,
  status: 'assigned',
  onTheWay: false,
  started: false,
  lat: 34.4,
  lng: -118.5,
  ...over,
});

describe('automatic "on my way" (issue 16)', () => {
  describe('given a route and the stop just finished, the next customer to tell', () => {
    it('is the next stop still assigned in driving order', () => {
      const route = [stop('a', { status: 'completed' }), stop('b', { status: 'skipped' }), stop('c'), stop('d')];
      expect(nextStopToTell(route, 'a')?.visitId).toBe('c');
    });

    it('is nobody when the next open stop was already told (a manual tap) or started', () => {
      expect(nextStopToTell([stop('a', { status: 'completed' }), stop('b', { onTheWay: true }), stop('c')], 'a')).toBeNull();
      expect(nextStopToTell([stop('a', { status: 'completed' }), stop('b', { started: true })], 'a')).toBeNull();
    });

    it('is nobody after the last stop, or for a stop not on the route', () => {
      expect(nextStopToTell([stop('a'), stop('b', { status: 'completed' })], 'b')).toBeNull();
      expect(nextStopToTell([stop('a')], 'x')).toBeNull();
    });

    it('does not go back to an earlier open stop the scooper passed', () => {
      expect(nextStopToTell([stop('a'), stop('b', { status: 'completed' }), stop('c', { status: 'completed' })], 'b')).toBeNull();
    });
  });

  describe('given a drive estimate', () => {
    it.each([
      [0, true],
      [29.5, true],
      [AUTO_ON_THE_WAY_MINUTES, true],
      [AUTO_ON_THE_WAY_MINUTES + 0.1, false],
      [90, false],
      [null, false],
      [Number.NaN, false],
      [-1, false],
    ])('of %s minutes, the text goes: %s', (minutes, expected) => expect(closeEnoughToTell(minutes)).toBe(expected));
  });
});
