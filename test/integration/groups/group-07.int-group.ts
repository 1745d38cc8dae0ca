import { runGroup } from '../../support/integration-groups';

/** One of the groups `npm test` runs the integration files in (see test/support/integration-groups.ts). */
runGroup(6);
