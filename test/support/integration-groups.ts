import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `npm test` runs the integration files in a few groups, one Jest test file each (test/integration/groups/), instead
 * of one by one. Jest gives every test file a fresh module registry, and an integration file loads about 2,800 modules
 * (Nest, BullMQ, Stripe, the validators and the whole backend: 1.3 s of CPU) before its first test, and boots its
 * first Nest app cold (2 s against 0.9 s warm). In a group the files share one registry and warm code; each still
 * has its own describe blocks, app, database and Redis prefix, as its own hooks make them.
 *
 * `npx jest --selectProjects integration` (without SCV_JEST_GROUPS) still runs each file alone, as when working on one.
 */
export const GROUPS = 12;

const ROOT = join(__dirname, '..', '..');
/** Run on their own: the latency test needs a quiet server (npm run test:int:alone); chaos files spawn whole servers. */
const ALONE = [/\/slow-inputs\.int-spec\.ts$/, /^test\/chaos\//];

function specsUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.int-spec.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every integration file the groups run, heaviest first by its length (a rough, self-updating weight). */
export function groupedSpecs(): Array<{ file: string; weight: number }> {
  return [...specsUnder('test/integration'), ...specsUnder('backend/src')]
    .filter((file) => !ALONE.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, weight: readFileSync(join(ROOT, file), 'utf8').split('\n').length }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
}

/** The files of group `index` (0-based): each file goes to the lightest group so far, so the groups take about as long. */
export function specsOfGroup(index: number, groups = GROUPS): string[] {
  const loads = Array.from({ length: groups }, () => ({ weight: 0, files: [] as string[] }));
  for (const spec of groupedSpecs()) {
    const lightest = loads.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += spec.weight;
    lightest.files.push(spec.file);
  }
  return loads[index].files.sort();
}

/** Declares the group's files' tests in the calling test file, each under its file's path. */
export function runGroup(index: number): void {
  // A group file per group, or some integration files would silently not run.
  const groupFiles = readdirSync(join(ROOT, 'test/integration/groups')).filter((name) => name.endsWith('.int-group.ts'));
  if (groupFiles.length !== GROUPS) throw new Error(`test/integration/groups has ${groupFiles.length} group files for GROUPS = ${GROUPS}`);
  const files = specsOfGroup(index);
  if (files.length === 0) throw new Error(`integration group ${index} has no files`);
  for (const file of files)
    describe(file, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(ROOT, file));
    });
}
