import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PoolClient } from 'pg';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { centroidLocation, DistanceSource, LatLng, RoutePlanner, RouteRejected, routeMinutes, RouteStop, StopKind } from '../../routing';
import { ScooperDirectory, ScooperHome } from '../domain/scooper-directory';
import { decideVisit, VISIT_STREAM_DEFINITION } from '../domain/visit';
import { parseRouteId, routeDays, routeStops } from '../queries/routes.query';
import { ROUTE_MESSAGES } from '../service.messages';
import { asProblem, ServiceActor } from './service-actor';

const notFound = () => new Problem(404, 'Not Found', ROUTE_MESSAGES.routeNotFound);
const unprocessable = (message: string) => new Problem(422, 'Unprocessable Entity', message);

/** The same lock visit assignment takes on a scooper's day, so a route is never re-ordered while a stop joins it. */
export const lockScooperDay = (client: PoolClient, scooperId: string, date: string) =>
  client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`scooper-day:${scooperId}:${date}`]);

/** Where the scooper's day starts: the home base's coordinates, else its ZIP's centroid. */
function homeBaseOf(scooper: ScooperHome): LatLng {
  const { lat, lng, zip } = scooper.homeBase;
  if (typeof lat === 'number' && typeof lng === 'number') return { lat, lng };
  const centroid = centroidLocation(zip ?? '');
  if (!centroid) throw unprocessable(ROUTE_MESSAGES.homeBaseUnknown);
  return { lat: centroid.lat, lng: centroid.lng };
}

type Stop = Awaited<ReturnType<typeof routeStops>>[number];

/**
 * The stops as the planner takes them. A stop whose plan was never located (a plan from before geocoding) stands at
 * its ZIP's centroid. Stops already done, skipped or missed keep their place: only the open (assigned) ones move.
 */
function routeStopsOf(stops: Stop[]): RouteStop[] {
  return stops.map((stop) => {
    const point = typeof stop.lat === 'number' && typeof stop.lng === 'number' ? { lat: stop.lat, lng: stop.lng } : centroidLocation(stop.zip_code ?? '');
    if (!point) throw unprocessable(ROUTE_MESSAGES.stopUnplaced);
    return { id: stop.visit_id, kind: stop.kind as StopKind, lat: point.lat, lng: point.lng, locked: stop.status !== 'assigned' };
  });
}

/** How many times a route is planned again when its stops changed while the minutes were being looked up. */
const ROUTE_ATTEMPTS = 3;

/** Whether the day still has the same stops at the same places as when its minutes were looked up. */
function sameStops(now: readonly Stop[], planned: readonly Stop[]): boolean {
  const key = (stop: Stop) => `${stop.visit_id}|${stop.kind}|${stop.status}|${stop.lat}|${stop.lng}|${stop.zip_code}`;
  const before = new Set(planned.map(key));
  return now.length === planned.length && now.every((stop) => before.has(key(stop)));
}

/** Staff's order must be exactly the day's stops, each once. */
function checkOrder(order: readonly string[], stops: readonly Stop[]): void {
  const ids = new Set(stops.map((s) => s.visit_id));
  if (order.length !== ids.size || new Set(order).size !== order.length || !order.every((id) => ids.has(id))) {
    throw unprocessable(ROUTE_MESSAGES.orderInvalid);
  }
}

/** Writes each stop's position (only the ones that changed get an event). */
async function sequence(store: EventStore, client: PoolClient, order: readonly string[], context: ServiceActor): Promise<void> {
  const visits = store.stream(VISIT_STREAM_DEFINITION);
  for (const [i, visitId] of order.entries()) {
    const visit = await visits.aggregate(visitId, { client });
    const events = decideVisit({ type: 'sequence', position: i + 1, by: context.actor }, visit.state);
    if (!events.length) continue;
    await visits.append(visitId, visit.expected, events, {
      client,
      subjectId: visit.subjectId,
      metadata: { actor: context.actor, requestId: context.requestId, correlationId: visit.state.visit?.planId ?? visitId },
    });
  }
}

async function saveRouteDay(
  client: PoolClient,
  scooperId: string,
  date: string,
  change: { locked?: boolean; plannedOrder?: string[]; driveMinutes?: number | null; legMinutes?: number[] | null },
  by: string,
): Promise<void> {
  await client.query(
    `insert into route_days (scooper_id, date, locked, planned_order, drive_minutes, leg_minutes, updated_by, updated_at)
     values ($1, $2::date, coalesce($3, false), $4, $5, $8, $6, now())
     on conflict (scooper_id, date) do update set locked = coalesce($3, route_days.locked),
       planned_order = case when $7 then excluded.planned_order else route_days.planned_order end,
       drive_minutes = case when $7 then excluded.drive_minutes else route_days.drive_minutes end,
       leg_minutes = case when $7 then excluded.leg_minutes else route_days.leg_minutes end,
       updated_by = excluded.updated_by, updated_at = now()`,
    [
      scooperId,
      date,
      change.locked ?? null,
      change.plannedOrder ?? null,
      change.driveMinutes ?? null,
      by,
      change.plannedOrder !== undefined,
      change.legMinutes ?? null,
    ],
  );
}

/** The drive to each stop in `order` (from the home base, then from the stop before), on the given minutes matrix. */
function legsOf(stops: readonly RouteStop[], minutes: number[][], order: readonly string[]): number[] {
  const index = new Map(stops.map((stop, i) => [stop.id, i + 1]));
  let at = 0;
  return order.map((id) => {
    const to = index.get(id) as number;
    const leg = minutes[at][to];
    at = to;
    return leg;
  });
}

/** POST admin/routes/:id/optimise: the planner orders the day (bin-outs first, scoops, bin-ins) from the home base. */
export class OptimiseRouteCommand extends Command<{ message: string }> {
  constructor(
    readonly routeId: string,
    readonly context: ServiceActor,
  ) {
    super();
  }
}

@CommandHandler(OptimiseRouteCommand)
export class OptimiseRouteHandler implements ICommandHandler<OptimiseRouteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(ScooperDirectory) private readonly scoopers: ScooperDirectory,
    @Inject(RoutePlanner) private readonly planner: RoutePlanner,
  ) {}

  async execute({ routeId, context }: OptimiseRouteCommand): Promise<{ message: string }> {
    const parsed = parseRouteId(routeId);
    const scooper = parsed ? await this.scoopers.home(parsed.scooperId) : null;
    if (!parsed || !scooper) throw notFound();
    const { scooperId, date } = parsed;
    try {
      // The drive minutes (an OSRM request when configured) are asked for with no transaction or lock held; the day is
      // then saved under its lock if its stops are still the ones planned, else planned again (a stop joined or left).
      for (let attempt = 1; ; attempt++) {
        if ((await routeDays(this.db.pool, date, [scooperId])).get(scooperId)?.locked) throw new Problem(409, 'Conflict', ROUTE_MESSAGES.locked);
        const planned = await routeStops(this.db.pool, date, scooperId);
        if (!planned.length) throw unprocessable(ROUTE_MESSAGES.noStops);
        const plan = await this.planner.plan(homeBaseOf(scooper), routeStopsOf(planned));
        const saved = await this.db.transaction(async (client) => {
          await lockScooperDay(client, scooperId, date);
          if ((await routeDays(client, date, [scooperId])).get(scooperId)?.locked) throw new Problem(409, 'Conflict', ROUTE_MESSAGES.locked);
          if (!sameStops(await routeStops(client, date, scooperId), planned)) return false;
          await sequence(this.store, client, plan.order, context);
          await saveRouteDay(
            client,
            scooperId,
            date,
            { plannedOrder: plan.order, driveMinutes: plan.driveMinutes, legMinutes: plan.legs.filter((leg) => leg.to !== null).map((leg) => leg.minutes) },
            context.actor,
          );
          return true;
        });
        if (saved) break;
        if (attempt >= ROUTE_ATTEMPTS) throw new Problem(409, 'Conflict', ROUTE_MESSAGES.changedMeanwhile);
      }
    } catch (error) {
      if (error instanceof RouteRejected) throw unprocessable(error.message);
      throw asProblem(error);
    }
    return { message: ROUTE_MESSAGES.optimised };
  }
}

/** PUT admin/routes/:id: staff's own order (exactly the route's visits) and/or the lock. */
export class ChangeRouteCommand extends Command<{ message: string }> {
  constructor(
    readonly routeId: string,
    readonly change: { order?: string[]; locked?: boolean },
    readonly context: ServiceActor,
  ) {
    super();
  }
}

@CommandHandler(ChangeRouteCommand)
export class ChangeRouteHandler implements ICommandHandler<ChangeRouteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(ScooperDirectory) private readonly scoopers: ScooperDirectory,
    @Inject(DistanceSource) private readonly distances: DistanceSource,
  ) {}

  async execute({ routeId, change, context }: ChangeRouteCommand): Promise<{ message: string }> {
    const parsed = parseRouteId(routeId);
    const scooper = parsed ? await this.scoopers.home(parsed.scooperId) : null;
    if (!parsed || !scooper) throw notFound();
    if (change.order === undefined && change.locked === undefined) throw Problem.validation({ order: ROUTE_MESSAGES.nothingToChange });
    const { scooperId, date } = parsed;
    try {
      if (change.order === undefined) {
        await this.db.transaction(async (client) => {
          await lockScooperDay(client, scooperId, date);
          await saveRouteDay(client, scooperId, date, { locked: change.locked }, context.actor);
        });
        return { message: ROUTE_MESSAGES.updated };
      }
      const order = change.order;
      // As for Optimise: the minutes of staff's order are asked for outside the transaction, then saved under the day's
      // lock only if the day's stops are still those the order was checked against.
      for (let attempt = 1; ; attempt++) {
        const planned = await routeStops(this.db.pool, date, scooperId);
        checkOrder(order, planned);
        const drive = await this.minutesOf(scooper, planned, order);
        const saved = await this.db.transaction(async (client) => {
          await lockScooperDay(client, scooperId, date);
          const stops = await routeStops(client, date, scooperId);
          checkOrder(order, stops);
          if (!sameStops(stops, planned)) return false;
          await sequence(this.store, client, order, context);
          await saveRouteDay(
            client,
            scooperId,
            date,
            { locked: change.locked, plannedOrder: [...order], driveMinutes: drive?.total ?? null, legMinutes: drive?.legs ?? null },
            context.actor,
          );
          return true;
        });
        if (saved) break;
        if (attempt >= ROUTE_ATTEMPTS) throw new Problem(409, 'Conflict', ROUTE_MESSAGES.changedMeanwhile);
      }
    } catch (error) {
      throw asProblem(error);
    }
    return { message: ROUTE_MESSAGES.updated };
  }

  /** What staff's order drives (in all and to each stop), on the same distances the planner uses; null when a stop or the home base has no coordinates. */
  private async minutesOf(scooper: ScooperHome, stops: Stop[], order: string[]): Promise<{ total: number; legs: number[] } | null> {
    try {
      const start = homeBaseOf(scooper);
      const routeStops = routeStopsOf(stops);
      const minutes = await this.distances.minutes([start, ...routeStops]);
      return { total: routeMinutes({ stops: routeStops, minutes }, order), legs: legsOf(routeStops, minutes, order) };
    } catch (error) {
      if (error instanceof Problem) return null;
      throw error;
    }
  }
}
