import { QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { TASK_BOARD_QUEUE } from '../../backend/src/modules/follow-up';
import { CommandBus } from '@nestjs/cqrs';
import { StartLeadCommand } from '../../backend/src/modules/leads/commands/start-lead.command';
import { Database } from '../../backend/src/platform/database/database';
import { JobQueues } from '../../backend/src/platform/jobs/job-queues';
import { startBenchApp } from './bench-app';
import { fmtMs, fmtRate, LatencyRecorder, now, verdict } from './stats';

const BURST = Number(process.env.BENCH_RELAY_LEADS ?? 1000);
const PACED = 300;
const PACE_PER_SECOND = 50;
const WRITERS = 8;
/** Issue 19: a burst at ≥ 1,000 jobs/s on the built-in board; at the steady pace, p99 ≤ 50 ms from commit to card. */
const TARGETS = { burstJobsPerSecond: 1_000, steadyP99Ms: 50 };

/**
 * `npm run bench -- relay`: the lag from a lead event's commit to its task-board job completing on the
 * built-in board (relay consumer → BullMQ → worker → card), p50 and p99, and jobs per second; once at a
 * steady 50 leads a second (what a busy day never reaches) and once as a burst as fast as 8 writers go.
 */
export async function runRelayBench(): Promise<void> {
  const bench = await startBenchApp({ connections: 1 });
  const connection = new Redis(bench.database.servers.redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(TASK_BOARD_QUEUE, { connection, prefix: bench.app.get(JobQueues).prefix });
  // Both sides are keyed by event id (= job id); a job may finish before its writer has noted the commit.
  const completedAt = new Map<string, number>();
  events.on('completed', ({ jobId }) => completedAt.set(jobId, now()));
  const commands = bench.app.get(CommandBus);
  const db = bench.app.get(Database);
  let serial = 0;

  async function phase(count: number, pacePerSecond: number | null) {
    const committedAt = new Map<string, number>();
    const first = now();
    let next = 0;
    await Promise.all(
      Array.from({ length: pacePerSecond ? 1 : WRITERS }, async (_, w) => {
        while (next < count) {
          const i = next++;
          if (pacePerSecond) {
            const due = first + (i * 1000) / pacePerSecond;
            if (due > now()) await new Promise((resolve) => setTimeout(resolve, due - now()));
          }
          const answer = await commands.execute(
            new StartLeadCommand(
              {
                contactInfo: `relay-${serial++}-${Date.now().toString(36)}@example.com`,
                formData: { numberOfDogs: '2', yardSize: 'small', serviceFrequency: 'weekly' },
                sourcePage: '/',
                referrer: 'direct',
                userAgent: 'bench',
                userSession: `w${w}`,
                confirmExistingClient: false,
                presented: null,
                signedInEmail: null,
              },
              { actor: 'bench' },
            ),
          );
          const t = now();
          const [row] = await db.query<{ event_id: string }>('select event_id from es_events where stream_id = $1 and version = 1', [`lead-${answer.leadId}`]);
          committedAt.set(row.event_id, t);
        }
      }),
    );
    const appendSeconds = (now() - first) / 1000;
    const deadline = now() + 120_000;
    while ([...committedAt.keys()].some((id) => !completedAt.has(id)) && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const lags = new LatencyRecorder();
    let last = first;
    for (const [eventId, committed] of committedAt) {
      const done = completedAt.get(eventId);
      if (done === undefined) continue;
      lags.record(done - committed);
      last = Math.max(last, done);
    }
    const summary = lags.summary(Math.max(1, last - first));
    if (summary.count < count) throw new Error(`only ${summary.count} of ${count} jobs completed within 2 minutes`);
    return { summary, appendSeconds };
  }

  try {
    await events.waitUntilReady();
    const paced = await phase(PACED, PACE_PER_SECOND);
    const burst = await phase(BURST, null);
    const [{ cards }] = await db.query<{ cards: number }>('select count(*)::int as cards from task_cards');
    const line = (label: string, s: typeof paced.summary) =>
      `${label.padEnd(34)} append → card done  p50 ${fmtMs(s.p50)} ms   p99 ${fmtMs(s.p99)} ms   max ${fmtMs(s.max)} ms   ${fmtRate(s.perSecond).padStart(6)} jobs/s`;
    process.stdout.write(
      [
        `built-in board; relay woken by NOTIFY; worker concurrency 4; client, API and worker in one process on this machine`,
        `${line(`steady: ${PACED} leads at ${PACE_PER_SECOND}/s`, paced.summary)}   [target p99 ≤${TARGETS.steadyP99Ms} ms: ${verdict(paced.summary.p99 <= TARGETS.steadyP99Ms)}]`,
        `${line(`burst: ${BURST} leads, ${WRITERS} writers (${fmtRate(BURST / burst.appendSeconds)}/s)`, burst.summary)}   ` +
          `[target ≥${fmtRate(TARGETS.burstJobsPerSecond)} jobs/s: ${verdict(burst.summary.perSecond >= TARGETS.burstJobsPerSecond)}]`,
        `${cards} cards on the board, one per lead`,
        '',
      ].join('\n'),
    );
  } finally {
    await events.close();
    await connection.quit();
    await bench.close();
  }
}
