import { Inject, Injectable, Logger } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Consumer, EventStore, RecordedEvent } from '../../../event-store';
import { DistanceSource } from '../../routing';
import { closeEnoughToTell, nextStopToTell, RouteStopFacts } from '../domain/auto-on-the-way';
import { decideVisit, uuidV5, VISIT_STREAM_DEFINITION } from '../domain/visit';
import { ROUTE_ORDER_SQL } from '../queries/routes.query';

/** The namespace of the automatic on-the-way action's client id (uuid v5 of the finishing event's id). */
const AUTO_NAMESPACE = '0d6b6c52-8f0e-5a43-9d1f-3b7e2c4a6f10';
const FINISHING = new Set(['visit.completed', 'visit.skipped']);

interface StopRow {
  id: string;
  status: string;
  scooper_id: string;
  date: string;
  on_the_way_at: Date | null;
  started_at: Date | null;
  lat: number | null;
  lng: number | null;
}

/**
 * Automatic "on my way" (issue 16): a scooper finishing a stop (completed or skipped) tells the next customer on the
 * route when the drive estimate (the routing module's distance source) is about 30 minutes or less. It goes through
 * the visit's decide as the scooper's own on-my-way, with a client id derived from the finishing event, so a replay
 * adds nothing and a later manual tap finds it already sent; the SMS consumer then texts it like a tapped one.
 */
@Injectable()
export class AutoOnTheWayConsumer implements Consumer {
  readonly name = 'auto-on-the-way';
  readonly streamTypes = ['visit'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';
  private readonly logger = new Logger('auto-on-the-way');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DistanceSource) private readonly distances: DistanceSource,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return FINISHING.has(type);
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const { rows: own } = await client.query<{ id: string; scooper_id: string | null; date: string }>(
        `select id, scooper_id, to_char(date, 'YYYY-MM-DD') as date from visits where stream_id = $1`,
        [event.streamId],
      );
      const finished = own[0];
      if (!finished?.scooper_id) continue;
      const { rows } = await client.query<StopRow>(
        `select v.id, v.status, v.scooper_id, to_char(v.date, 'YYYY-MM-DD') as date, v.on_the_way_at, v.started_at, v.lat, v.lng
         from visits v where v.date = $1::date and v.scooper_id = $2 and v.status in ('assigned', 'completed', 'skipped', 'missed')
         order by ${ROUTE_ORDER_SQL}`,
        [finished.date, finished.scooper_id],
      );
      const route: RouteStopFacts[] = rows.map((row) => ({
        visitId: row.id,
        status: row.status,
        onTheWay: !!row.on_the_way_at,
        started: !!row.started_at,
        lat: row.lat === null ? null : Number(row.lat),
        lng: row.lng === null ? null : Number(row.lng),
      }));
      const current = route.find((stop) => stop.visitId === finished.id);
      const next = nextStopToTell(route, finished.id);
      if (!current || !next || current.lat === null || current.lng === null || next.lat === null || next.lng === null) continue;
      let minutes: number | null = null;
      try {
        const matrix = await this.distances.minutes([
          { lat: current.lat, lng: current.lng },
          { lat: next.lat, lng: next.lng },
        ]);
        minutes = matrix[0]?.[1] ?? null;
      } catch (error) {
        this.logger.warn(`No drive estimate to ${next.visitId}: ${(error as Error).message}`);
      }
      if (!closeEnoughToTell(minutes)) continue;
      const visits = this.store.stream(VISIT_STREAM_DEFINITION);
      const aggregate = await visits.aggregate(next.visitId, { client });
      const told = decideVisit(
        { type: 'on-my-way', scooperId: finished.scooper_id, clientId: uuidV5(event.eventId, AUTO_NAMESPACE), today: finished.date },
        aggregate.state,
      );
      if (!told.length) continue;
      await visits.append(next.visitId, aggregate.expected, told, {
        client,
        subjectId: aggregate.subjectId,
        metadata: { actor: 'system:auto-on-the-way', correlationId: aggregate.state.visit?.planId ?? next.visitId, causationId: event.eventId },
      });
    }
  }
}
