import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { cleanJson, cleanText } from '../domain/clean-json';
import type { AnalyticsBatchDto } from '../http/analytics-events.dto';

/** Stores a validated batch in website_analytics: one insert for the whole batch, timed by the server's clock. */
@Injectable()
export class RecordAnalyticsEvents {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(batch: AnalyticsBatchDto): Promise<number> {
    const events = batch.events.map((event) => ({
      eventType: event.eventType,
      pageUrl: cleanText(event.pageUrl) || '/',
      eventData: JSON.stringify(cleanJson(event.eventData ?? {})),
    }));
    // unnest keeps the array order, so the identity ids follow the order the browser sent.
    await this.db.query(
      `insert into website_analytics (session_id, event_type, page_url, event_data, created_at)
       select $1, t.event_type, t.page_url, t.event_data::jsonb, $5
       from unnest($2::text[], $3::text[], $4::text[]) with ordinality as t(event_type, page_url, event_data, n)
       order by t.n`,
      [batch.sessionId.toLowerCase(), events.map((e) => e.eventType), events.map((e) => e.pageUrl), events.map((e) => e.eventData), this.clock.now()],
    );
    return events.length;
  }
}
