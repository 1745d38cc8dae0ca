import { QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { TASK_BOARD_CONCURRENCY, TASK_BOARD_QUEUE } from '../../backend/src/modules/follow-up';
import { CommandBus } from '@nestjs/cqrs';
import { ProgressLeadCommand } from '../../backend/src/modules/leads/commands/progress-lead.command';
import { StartLeadCommand } from '../../backend/src/modules/leads/commands/start-lead.command';
import { Database } from '../../backend/src/platform/database/database';
import { JobQueues } from '../../backend/src/platform/jobs/job-queues';
import { startBenchApp } from './bench-app';
import { ConsumerHost } from '../../backend/src/event-store/consumers/consumer-host';
import { countTraffic, fmtCpu, fmtMs, fmtRate, fmtTraffic, LatencyRecorder, now, profiled, verdict } from './stats';

const BURST = Number(process.env.BENCH_RELAY_LEADS ?? 1000);
const PACED = 300;
const PACE_PER_SECOND = 50;
/**
 * Leads started at the steady pace before it is measured, as the other benches warm up: a just-started app opens its
 * connections and plans each statement on each of them as its first jobs run (the five custom plans PostgreSQL makes of a
 * named statement, then the generic one), and those first jobs' lags are the start-up's, not the steady pace's.
 */
const WARM_UP = 50;
const WRITERS = 8;
/** Steps recorded one after another once the phases are over, for the latency of a quote form's step. */
const PROGRESS_STEPS = 200;
/** The relay consumer whose backlog the drain phase times. */
const RELAY_CONSUMER = 'follow-up-relay';
/** Issue 19: a burst at ≥ 1,000 jobs/s on the built-in board; at the steady pace, p99 ≤ 50 ms from commit to card. */
const TARGETS = { burstJobsPerSecond: 1_000, steadyP99Ms: 50 };

/**
 * `npm run bench -- relay`: the lag from a lead event's commit to its task-board job completing on the
 * built-in board (relay consumer → BullMQ → worker → card), p50 and p99, and jobs per second; once at a
 * steady 50 leads a second (what a busy day never reaches) and once as a burst as fast as 8 writers go. The burst's
 * rate is bounded by its writers too, so a third phase measures the relay alone: with the relay consumer stopped, 8
 * writers commit a backlog of leads; then the relay starts and the clock runs until the last card job completes
 * (relay read → relay_pending → addBulk → worker → card), with this process's CPU per job.
 */
export async function runRelayBench(): Promise<void> {
  const bench = await startBenchApp({ connections: 1 });
  const connection = new Redis(bench.database.servers.redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(TASK_BOARD_QUEUE, { connection, prefix: bench.app.get(JobQueues).prefix });
  // Both sides are keyed by event id (= job id); a job may finish before its writer has noted the commit.
  const completedAt = new Map<string, number>();
  /** The jobs a phase still waits for, and what to call when the last of them completes. */
  let awaited: { ids: Set<string>; allDone: () => void } | null = null;
  events.on('completed', ({ jobId }) => {
    completedAt.set(jobId, now());
    if (awaited?.ids.delete(jobId) && !awaited.ids.size) awaited.allDone();
  });
  const commands = bench.app.get(CommandBus);
  const db = bench.app.get(Database);
  let serial = 0;
  /** Each started lead's id and secret, in the order started: the progress phase acts on leads as their browser does. */
  const secrets: Array<{ leadId: string; token: string }> = [];

  /** Starts a lead; its stream id (the card job's id, its first event's id, is looked up once a phase has written). */
  async function startLead(w: number): Promise<string> {
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
    secrets.push({ leadId: answer.leadId!, token: answer.leadToken! });
    return `lead-${answer.leadId}`;
  }

  /** One writer records a step on `count` started leads (the warm-up's first), one after another: each step's latency. */
  async function progress(count: number) {
    const steps = new LatencyRecorder();
    const first = now();
    for (const { leadId, token } of secrets) {
      if (steps.count === count) break;
      const began = now();
      await commands.execute(
        new ProgressLeadCommand(
          leadId,
          token,
          {
            step: 'add-ons',
            formData: { numberOfDogs: '3', yardSize: 'small', serviceFrequency: 'weekly' },
            moveToInProgress: false,
            contactFieldUpdate: null,
          },
          { actor: 'bench' },
        ),
      );
      steps.record(now() - began);
    }
    return steps.summary(now() - first);
  }

  /** Each stream's first event id, in one statement: a lookup per lead would add a statement to the work counted. */
  async function byEventId(committedAt: Map<string, number>): Promise<Map<string, number>> {
    const rows = await db.query<{ stream_id: string; event_id: string }>(
      'select stream_id, event_id from es_events where stream_id = any($1::text[]) and version = 1',
      [[...committedAt.keys()]],
    );
    if (rows.length !== committedAt.size) throw new Error(`found ${rows.length} first events for ${committedAt.size} leads`);
    return new Map(rows.map((row) => [row.event_id, committedAt.get(row.stream_id)!]));
  }

  /** Runs `count` lead starts on `writers` writers (paced when pacePerSecond is set); each first event's commit time, by its id. */
  async function write(count: number, pacePerSecond: number | null, starts = new LatencyRecorder()): Promise<Map<string, number>> {
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
          const began = now();
          const streamId = await startLead(w);
          const answered = now();
          starts.record(answered - began);
          committedAt.set(streamId, answered);
        }
      }),
    );
    return byEventId(committedAt);
  }

  /** Waits (2 minutes at most) for every job, then each one's lag from `since(id)` and the rate from `first`. */
  async function completion(committedAt: Map<string, number>, first: number, since: (committed: number) => number) {
    // Told by the completions themselves: a poll over every id, in this process, would take CPU from the relay it times.
    const ids = new Set([...committedAt.keys()].filter((id) => !completedAt.has(id)));
    if (ids.size) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        awaited = { ids, allDone: resolve };
        timer = setTimeout(resolve, 120_000);
      });
      clearTimeout(timer);
      awaited = null;
    }
    const lags = new LatencyRecorder();
    let last = first;
    for (const [eventId, committed] of committedAt) {
      const done = completedAt.get(eventId);
      if (done === undefined) continue;
      lags.record(done - since(committed));
      last = Math.max(last, done);
    }
    const summary = lags.summary(Math.max(1, last - first));
    if (summary.count < committedAt.size) {
      throw new Error(`only ${summary.count} of ${committedAt.size} jobs completed within 2 minutes${await oldestTransaction()}`);
    }
    return summary;
  }

  /**
   * Consumers see only events older than every running transaction on the server (pg_snapshot_xmin is server-wide), so a
   * long transaction in any database — another bench seeding, say — holds the relay back; the error names it.
   */
  async function oldestTransaction(): Promise<string> {
    const [row] = await db.query<{ datname: string; seconds: number }>(
      `select datname, extract(epoch from now() - xact_start)::int as seconds from pg_stat_activity
       where (backend_xid is not null or backend_xmin is not null) and pid <> pg_backend_pid() order by xact_start limit 1`,
    );
    return row && row.seconds > 10
      ? `; a transaction in database ${row.datname} has been open for ${row.seconds} s and hides newer events from every consumer on this server (set TEST_DATABASE_URL to another server)`
      : '';
  }

  async function phase(count: number, pacePerSecond: number | null) {
    const { result, traffic } = await countTraffic(async () => {
      const first = now();
      const starts = new LatencyRecorder();
      const committedAt = await write(count, pacePerSecond, starts);
      const appendSeconds = (now() - first) / 1000;
      return { summary: await completion(committedAt, first, (committed) => committed), appendSeconds, starts: starts.summary(appendSeconds * 1000) };
    });
    return { ...result, traffic };
  }

  /** The backlog: committed with the relay stopped, then drained by the relay and the worker alone. */
  async function drain(count: number) {
    const relay = bench.app.get(ConsumerHost).runner(RELAY_CONSUMER);
    if (!relay) throw new Error(`no consumer ${RELAY_CONSUMER}`);
    await relay.stop();
    const committedAt = await write(count, null);
    const { result, traffic } = await countTraffic(() =>
      profiled('relay-drain', async () => {
        const cpu = process.cpuUsage();
        const start = now();
        await relay.start();
        const summary = await completion(committedAt, start, () => start);
        const used = process.cpuUsage(cpu);
        return { summary, cpuMsPerJob: (used.user + used.system) / 1000 / count };
      }),
    );
    return { ...result, traffic };
  }

  try {
    await events.waitUntilReady();
    await phase(WARM_UP, PACE_PER_SECOND);
    const paced = await phase(PACED, PACE_PER_SECOND);
    const burst = await profiled('relay-burst', () => phase(BURST, null));
    const backlog = await drain(BURST);
    const steps = await progress(PROGRESS_STEPS);
    const [{ cards }] = await db.query<{ cards: number }>('select count(*)::int as cards from task_cards');
    const line = (label: string, s: typeof paced.summary, from = 'append') =>
      `${label.padEnd(34)} ${from.padStart(11)} → card done  p50 ${fmtMs(s.p50)} ms   p99 ${fmtMs(s.p99)} ms   max ${fmtMs(s.max)} ms   ${fmtRate(s.perSecond).padStart(6)} jobs/s`;
    process.stdout.write(
      [
        `built-in board; relay woken by NOTIFY; worker concurrency ${TASK_BOARD_CONCURRENCY}; client, API and worker in one process on this machine`,
        `${line(`steady: ${PACED} at ${PACE_PER_SECOND}/s after ${WARM_UP}`, paced.summary)}   [target p99 ≤${TARGETS.steadyP99Ms} ms: ${verdict(paced.summary.p99 <= TARGETS.steadyP99Ms)}]`,
        `${line(`burst: ${BURST} leads, ${WRITERS} writers (${fmtRate(BURST / burst.appendSeconds)}/s)`, burst.summary)}   ` +
          `[target ≥${fmtRate(TARGETS.burstJobsPerSecond)} jobs/s: ${verdict(burst.summary.perSecond >= TARGETS.burstJobsPerSecond)}]`,
        `${line(`backlog: ${BURST} leads, relay started`, backlog.summary, 'relay start')}   ` +
          `[target ≥${fmtRate(TARGETS.burstJobsPerSecond)} jobs/s: ${verdict(backlog.summary.perSecond >= TARGETS.burstJobsPerSecond)}]   ` +
          `${backlog.cpuMsPerJob.toFixed(2)} ms CPU/job in this process`,
        `lead start (StartLeadCommand, commit and timer included): at the steady pace p50 ${fmtMs(paced.starts.p50)} ms   p99 ${fmtMs(paced.starts.p99)} ms; ` +
          `in the burst p50 ${fmtMs(burst.starts.p50)} ms   p99 ${fmtMs(burst.starts.p99)} ms`,
        `lead progress (ProgressLeadCommand, one writer, ${steps.count} steps on started leads, timer included): p50 ${fmtMs(steps.p50)} ms   p99 ${fmtMs(steps.p99)} ms`,
        `work per lead in the burst (start, relay, card job and every other consumer): ${fmtTraffic(burst.traffic, BURST, 'lead')}`,
        `  ${fmtCpu(burst.traffic, BURST, 'lead')}`,
        `work per job in the backlog (relay and card job): ${fmtTraffic(backlog.traffic, BURST, 'job')}`,
        `  ${fmtCpu(backlog.traffic, BURST, 'job')}`,
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
