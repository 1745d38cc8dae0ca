import { QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { LeadLifecycle } from '../../backend/src/modules/leads/commands/lead-lifecycle';
import { JobQueues } from '../../backend/src/platform/jobs/job-queues';
import { Database } from '../../backend/src/platform/database/database';
import { TASK_BOARD_QUEUE } from '../../backend/src/modules/follow-up/follow-up.jobs';
import { startBenchApp } from './bench-app';
import { fmtMs, fmtRate, LatencyRecorder, now } from './stats';

const LEADS = Number(process.env.BENCH_RELAY_LEADS ?? 1000);
const WRITERS = 8;

/**
 * `npm run bench -- relay`: the lag from a lead event's commit to its task-board job completing on the
 * built-in board (relay consumer → BullMQ → worker → card), p50 and p99, and jobs per second.
 */
export async function runRelayBench(): Promise<void> {
  const bench = await startBenchApp({ connections: 1, env: { CONSUMER_POLL_MS: '1000' } });
  const jobs = bench.app.get(JobQueues);
  const connection = new Redis(bench.database.servers.redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(TASK_BOARD_QUEUE, { connection, prefix: jobs.prefix });
  try {
    await events.waitUntilReady();
    const leads = bench.app.get(LeadLifecycle);
    // Both sides are keyed by event id (= job id); a job may finish before its writer has noted the commit.
    const committedAt = new Map<string, number>();
    const completedAt = new Map<string, number>();
    let finish: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => (finish = resolve));
    events.on('completed', ({ jobId }) => {
      completedAt.set(jobId, now());
      if (completedAt.size >= LEADS) finish();
    });

    const db = bench.app.get(Database);
    const firstAppend = now();
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        while (next < LEADS) {
          const i = next++;
          const answer = await leads.start(
            { contactInfo: `relay-${w}-${i}-${Date.now().toString(36)}@example.com`, formData: { numberOfDogs: '2', yardSize: 'small', serviceFrequency: 'weekly' }, sourcePage: '/', referrer: 'direct', userAgent: 'bench', userSession: `w${w}`, confirmExistingClient: false },
            { actor: 'bench' },
          );
          const t = now();
          const [row] = await db.query<{ event_id: string }>(`select event_id from es_events where stream_id = $1 and version = 1`, [`lead-${answer.leadId}`]);
          committedAt.set(row.event_id, t);
        }
      }),
    );
    const appendSeconds = (now() - firstAppend) / 1000;
    await Promise.race([allDone, new Promise((resolve) => setTimeout(resolve, 120_000))]);
    const lags = new LatencyRecorder();
    let lastDone = firstAppend;
    for (const [eventId, committed] of committedAt) {
      const done = completedAt.get(eventId);
      if (done === undefined) continue;
      lags.record(done - committed);
      lastDone = Math.max(lastDone, done);
    }
    const summary = lags.summary(Math.max(1, lastDone - firstAppend));
    const [{ cards }] = await db.query<{ cards: number }>(`select count(*)::int as cards from task_cards`);
    process.stdout.write(
      [
        `${LEADS} leads started by ${WRITERS} writers in ${appendSeconds.toFixed(1)} s (${fmtRate(LEADS / appendSeconds)} leads/s); built-in board; worker concurrency 4`,
        `append → card job done   p50 ${fmtMs(summary.p50)} ms   p99 ${fmtMs(summary.p99)} ms   max ${fmtMs(summary.max)} ms   (${summary.count} of ${LEADS} jobs)`,
        `throughput               ${fmtRate(summary.perSecond).padStart(7)} jobs/s from first append to last completion; ${cards} cards on the board`,
        '',
      ].join('\n'),
    );
    if (summary.count < LEADS) throw new Error(`only ${summary.count} of ${LEADS} jobs completed within 2 minutes`);
  } finally {
    await events.close();
    await connection.quit();
    await bench.close();
  }
}
