import { EventStore, START } from '../../backend/src/event-store';
import type { FigureEvent } from '../../backend/src/modules/analytics/domain/business-figures';
import type { TestApp } from './test-app';
import { untilLogVisible } from './visible-log';

const FIGURE_STREAMS = ['order', 'lead', 'service-plan'];

/**
 * Every order, lead and plan event of the test's log, as the business figures fold reads them. readAll returns only
 * events below the server's oldest open transaction (in any database, so another test file's can hide them for a
 * moment): this waits until none is hidden (untilLogVisible), then reads them.
 */
export async function figureEvents(t: TestApp): Promise<FigureEvent[]> {
  await untilLogVisible(t.database.db);
  const events = await t.app.get(EventStore).readAll(START, 10_000, { streamTypes: FIGURE_STREAMS });
  return events.map((e) => ({ type: e.type, streamId: e.streamId, data: e.data as Record<string, unknown>, occurredAt: e.metadata.occurredAt }));
}
