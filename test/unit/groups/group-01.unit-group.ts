import { runGroup } from '../../support/test-groups';

/** One of the groups `npm test` runs the unit files in (see test/support/test-groups.ts). */
runGroup('unit', 0);
