const Sequencer = require('@jest/test-sequencer').default;

/** The integration groups (test/integration/groups) and the chaos files: the longest test files of the run. */
const HEAVY = /[\\/](test[\\/]integration[\\/]groups[\\/][^\\/]+-group\.ts|test[\\/]chaos[\\/][^\\/]+\.int-spec\.ts)$/;

/**
 * Jest starts the slowest files first when its cache knows their times; without times (a fresh clone) it orders by
 * file size, which would put the integration groups (tiny files that run a dozen others each) after every unit file
 * and leave one worker idle while the last group runs. Heavy files without a time go first instead.
 */
class HeavyFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const heavy = sorted.filter((test) => test.duration == null && HEAVY.test(test.path));
    return [...heavy, ...sorted.filter((test) => !heavy.includes(test))];
  }
}

module.exports = HeavyFirst;
