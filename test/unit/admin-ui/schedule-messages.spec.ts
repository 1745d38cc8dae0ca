import { DROP_PROBLEMS } from '../../../admin-ui/src/schedule/schedule-board';
import { scheduleMessages } from '../../../admin-ui/src/schedule/schedule.messages';
import { PHOTO_KINDS, SKIP_REASONS, VISIT_KINDS, VISIT_STATUSES } from '../../../admin-ui/src/schedule/schedule-types';

/** The board builds keys like scv.schedule.statuses.<status>; a missing text would show the raw key to staff. */
describe('the schedule board has a text for every status, kind and drop hint it can show', () => {
  it.each(VISIT_STATUSES)('status %s', (status) => {
    expect(Object.hasOwn(scheduleMessages.statuses, status)).toBe(true);
  });

  it.each(VISIT_KINDS)('kind %s', (kind) => {
    expect(Object.hasOwn(scheduleMessages.kinds, kind)).toBe(true);
  });

  it.each(DROP_PROBLEMS)('drop hint %s', (problem) => {
    expect(Object.hasOwn(scheduleMessages.hints, problem)).toBe(true);
  });

  it('says the empty week in the words of the brief', () => {
    expect(scheduleMessages.empty.title).toBe('No visits this week');
  });
});

describe('the day route has a text for every answer to an action', () => {
  it.each(['optimise', 'order', 'locked', 'unlocked'])('done: %s', (key) => {
    expect(Object.hasOwn(scheduleMessages.route.done, key)).toBe(true);
  });
});

describe('the visit proof has a text for every photo kind, skip reason and visit event', () => {
  it.each(PHOTO_KINDS)('photo kind %s', (kind) => expect(Object.hasOwn(scheduleMessages.proof.kinds, kind)).toBe(true));
  it.each(SKIP_REASONS)('skip reason %s', (reason) => expect(Object.hasOwn(scheduleMessages.proof.reasons, reason)).toBe(true));
  it.each(['scheduled', 'assigned', 'completed', 'skipped', 'report-resent', 'return-scheduled', 'on-the-way', 'started'])('event %s', (event) =>
    expect(Object.hasOwn(scheduleMessages.proof.events, event)).toBe(true),
  );
});

describe('the board says when a week holds more visits than it shows', () => {
  it('names the week’s total and the visits shown', () => {
    expect(scheduleMessages.board.partial).toContain('%{total}');
    expect(scheduleMessages.board.partial).toContain('%{shown}');
  });
});
