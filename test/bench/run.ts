import { runAdminBench, runAdminUiBench } from './admin.bench';
import { runChatBench } from './chat.bench';
import { runEventStoreBench } from './event-store.bench';
import { runFieldBench } from './field.bench';
import { runQuoteBench } from './quote.bench';
import { runRelayBench } from './relay.bench';
import { runScheduleBench } from './schedule.bench';
import { runSoakBench } from './soak.bench';
import { runWebBench } from './web.bench';

/** A bench: runs, prints its own report, resolves when every pool is closed. */
export type Bench = () => Promise<void>;

/** name → bench; `npm run bench -- <name>` runs one, no name runs all. */
export const BENCHES: Record<string, Bench> = {
  'event-store': runEventStoreBench,
  quote: runQuoteBench,
  chat: runChatBench,
  relay: runRelayBench,
  // Needs `npm run build` first: it measures the built site.
  web: runWebBench,
  admin: runAdminBench,
  // The admin's JavaScript and sign-in paint alone (the first part of admin), without seeding a million orders.
  'admin-ui': runAdminUiBench,
  schedule: runScheduleBench,
  field: runFieldBench,
  // Ten minutes: run only when named.
  soak: runSoakBench,
};

/** Benches that run only when named, never in a run of all. */
const ONLY_WHEN_NAMED = new Set(['soak', 'admin-ui']);

async function main(argv: string[]): Promise<number> {
  const requested = argv.filter((a) => !a.startsWith('-'));
  const known = Object.keys(BENCHES);
  const unknown = requested.filter((name) => !(name in BENCHES));
  if (unknown.length) {
    process.stderr.write(`Unknown bench: ${unknown.join(', ')}\nKnown benches: ${known.join(', ')}\n`);
    return 1;
  }
  const selected = requested.length ? requested : known.filter((name) => !ONLY_WHEN_NAMED.has(name));
  for (const name of selected) {
    process.stdout.write(`\n=== bench: ${name} ===\n`);
    await BENCHES[name]();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
