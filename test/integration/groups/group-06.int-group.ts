import { runGroup } from '../../support/test-groups';

/** One of the groups `npm test` runs the integration files in (see test/support/test-groups.ts). */
runGroup('integration', 5);
