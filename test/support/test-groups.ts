import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `npm test` runs the test files in a few groups, one Jest test file each (test/integration/groups/, test/unit/groups/),
 * instead of one by one. Jest gives every test file a fresh module registry: an integration file loads about 2,800
 * modules (Nest, BullMQ, Stripe, the validators and the whole backend: 1.3 s of CPU) before its first test and boots
 * its first Nest app cold (2 s against 0.9 s warm), and a unit file pays a new context and its imports again. In a
 * group the files share one registry and warm code; each file's tests sit under a describe named by its path, with
 * its own hooks, app, database and Redis prefix as before.
 *
 * Without SCV_JEST_GROUPS (e.g. `npx jest --selectProjects integration --testPathPatterns <file>`) each file runs alone.
 */
export const KINDS = {
  integration: {
    groups: 12,
    groupDir: 'test/integration/groups',
    suffix: '.int-spec.ts',
    roots: ['test/integration', 'backend/src'],
    /** Run on their own: the latency test needs a quiet server (npm run test:int:alone); chaos files spawn whole servers. */
    alone: [/\/slow-inputs\.int-spec\.ts$/, /^test\/chaos\//],
  },
  unit: {
    groups: 4,
    groupDir: 'test/unit/groups',
    suffix: '.spec.ts',
    roots: ['test/unit', 'backend/src'],
    alone: [/\.int-spec\.ts$/],
  },
};
export type Kind = keyof typeof KINDS;

const ROOT = join(__dirname, '..', '..');

/**
 * Files whose few lines do much work, in extra lines' worth (a group is about 1,200 lines): generated logs of
 * thousands of events, replays. Grouped by length alone, the group with leads-replay took 33 s and others 8–21 s.
 */
const EXTRA_WEIGHT: Record<string, number> = {
  'test/integration/leads-replay.int-spec.ts': 900,
  'test/integration/analytics-business-projection.int-spec.ts': 500,
  'test/integration/service-replay.int-spec.ts': 400,
  'backend/src/event-store/relay/relay.int-spec.ts': 200,
};

function specsUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every file the groups of a kind run, heaviest first by its length (a rough, self-updating weight) and any extra weight. */
export function groupedSpecs(kind: Kind): Array<{ file: string; weight: number }> {
  const { roots, suffix, alone } = KINDS[kind];
  return roots
    .flatMap((root) => specsUnder(root, suffix))
    .filter((file) => !alone.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, weight: readFileSync(join(ROOT, file), 'utf8').split('\n').length + (EXTRA_WEIGHT[file] ?? 0) }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
}

/** The files of group `index` (0-based): each file goes to the lightest group so far, so the groups take about as long. */
export function specsOfGroup(kind: Kind, index: number): string[] {
  const loads = Array.from({ length: KINDS[kind].groups }, () => ({ weight: 0, files: [] as string[] }));
  for (const spec of groupedSpecs(kind)) {
    const lightest = loads.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += spec.weight;
    lightest.files.push(spec.file);
  }
  return loads[index].files.sort();
}

/** Declares the group's files' tests in the calling test file, each under its file's path. */
export function runGroup(kind: Kind, index: number): void {
  const { groups, groupDir } = KINDS[kind];
  // A group file per group, or some files would silently not run.
  const groupFiles = readdirSync(join(ROOT, groupDir)).filter((name) => name.endsWith('-group.ts'));
  if (groupFiles.length !== groups) throw new Error(`${groupDir} has ${groupFiles.length} group files for ${groups} ${kind} groups`);
  const files = specsOfGroup(kind, index);
  if (files.length === 0) throw new Error(`${kind} group ${index} has no files`);
  for (const file of files)
    describe(file, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(ROOT, file));
    });
}
