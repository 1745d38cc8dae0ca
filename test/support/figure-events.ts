import { EventStore, START } from '../../backend/src/event-store';
import type { FigureEvent } from '../../backend/src/modules/analytics/domain/business-figures';
import { eventually } from './eventually';
import type { TestApp } from './test-app';

const FIGURE_STREAMS = ['order', 'lead', 'service-plan'];

/**
 * Every order, lead and plan event of the test's log, as the business figures fold reads them. readAll returns only
 * events below the server's oldest open transaction (in any database, so another test file's can hide them for a
 * moment): this waits until it returns as many as were appended.
 */
export async function figureEvents(t: TestApp): Promise<FigureEvent[]> {
  const store = t.app.get(EventStore);
  const [{ appended }] = await t.database.db.query<{ appended: number }>('select count(*)::int as appended from es_events where stream_type = any($1)', [
    FIGURE_STREAMS,
  ]);
  const visible = await eventually(
    () => store.readAll(START, 10_000, { streamTypes: FIGURE_STREAMS }),
    (read) => read.length === appended,
    'every appended event to be readable in log order',
  );
  return visible.map((e) => ({ type: e.type, streamId: e.streamId, data: e.data as Record<string, unknown>, occurredAt: e.metadata.occurredAt }));
}
