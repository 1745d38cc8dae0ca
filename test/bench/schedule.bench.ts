import { StraightLineDistance } from '../../backend/src/modules/routing/built-in/straight-line.distance';
import { DEFAULT_STRAIGHT_LINE, straightLineMatrix } from '../../backend/src/modules/routing/domain/distance';
import { LatLng, RoutePlanner, routeMinutes, RouteStop, StopKind } from '../../backend/src/modules/routing';
import { mulberry32 as seeded } from '../../backend/src/modules/routing/domain/seeded-random';
import { availableParallelism, loadavg } from 'node:os';
import { fmtMs, LatencyRecorder, now, verdict } from './stats';

/**
 * One part of `npm run bench -- schedule` (issue 15): it runs, and answers the lines it prints. Issue 15's other two
 * parts join this list when their code lands: generating 4 weeks of visits for 2,000 plans (p50/p99 per plan and the
 * total) and the schedule board's week query at 2,000 plans (p95 ≤ 100 ms).
 */
interface SchedulePart {
  name: string;
  run: () => Promise<string[]>;
}

const PARTS: SchedulePart[] = [{ name: 'route optimiser', run: benchRouteOptimiser }];

/** `npm run bench -- schedule`: the schedule's figures, part by part. */
export async function runScheduleBench(): Promise<void> {
  for (const part of PARTS) {
    process.stdout.write(`-- ${part.name}\n`);
    const lines = await part.run();
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

const ROUTE_STOPS = 30;
const WARM_UP_ROUTES = 30;
const MEASURED_ROUTES = 500;
const TARGET_P99_MS = 50;
const HOME_BASE: LatLng = { lat: 34.4, lng: -118.55 };

/** Planning a 30-stop day (3 take-outs, 24 scoops, 3 bring-ins, one stop locked) on the built-in straight-line minutes. */
async function benchRouteOptimiser(): Promise<string[]> {
  const planner = new RoutePlanner(new StraightLineDistance(DEFAULT_STRAIGHT_LINE));
  const random = seeded(15);
  const days = Array.from({ length: WARM_UP_ROUTES + MEASURED_ROUTES }, () => randomDay(random));
  const recorder = new LatencyRecorder();
  let given = 0;
  let planned = 0;
  let cpuMicros = 0;
  for (const [i, stops] of days.entries()) {
    const cpu0 = process.cpuUsage();
    const t0 = now();
    const plan = await planner.plan(HOME_BASE, stops);
    const ms = now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (i < WARM_UP_ROUTES) continue;
    recorder.record(ms);
    cpuMicros += cpu.user + cpu.system;
    planned += plan.driveMinutes;
    given += routeMinutes(
      { stops, minutes: straightLineMatrix([HOME_BASE, ...stops]) },
      stops.map((s) => s.id),
    );
  }
  const s = recorder.summary(1000);
  return [
    `${MEASURED_ROUTES} seeded days of ${ROUTE_STOPS} stops across the valley, after ${WARM_UP_ROUTES} warm-up days; plan() = matrix + optimiser`,
    `optimise a ${ROUTE_STOPS}-stop route   p50 ${fmtMs(s.p50)} ms   p99 ${fmtMs(s.p99)} ms   max ${fmtMs(s.max)} ms   target p99 ≤ ${TARGET_P99_MS} ms: ${verdict(s.p99 <= TARGET_P99_MS)}`,
    // Wall time on a shared machine includes waiting for a core; CPU time is what the optimiser itself costs.
    `CPU per route ${fmtMs(cpuMicros / 1000 / MEASURED_ROUTES)} ms (mean)   load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    `drive minutes per day: ${(planned / MEASURED_ROUTES).toFixed(1)} planned vs ${(given / MEASURED_ROUTES).toFixed(1)} in the order given (${(100 - (100 * planned) / given).toFixed(1)}% less)`,
  ];
}

function randomDay(random: () => number): RouteStop[] {
  return Array.from({ length: ROUTE_STOPS }, (_, i) => {
    const kind: StopKind = i < 3 ? 'bin-out' : i >= ROUTE_STOPS - 3 ? 'bin-in' : 'scoop';
    return { id: `visit-${i}`, lat: 34.36 + random() * 0.14, lng: -118.64 + random() * 0.22, kind, locked: i === 10 };
  });
}
