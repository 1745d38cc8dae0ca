import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { redactUrl } from '../../../platform/http/redact-url';
import { cleanJson, cleanText } from '../domain/clean-json';
import { redactLinks } from '../domain/redact-links';
import type { AnalyticsBatchDto } from '../http/analytics-events.dto';

/** A validated batch of the site's analytics events for one session; the result is how many were stored. */
export class RecordAnalyticsEventsCommand extends Command<number> {
  constructor(readonly batch: AnalyticsBatchDto) {
    super();
  }
}

/**
 * Stores a validated batch in website_analytics: one insert for the whole batch, timed by the server's clock.
 * Bearer values in page URLs and referrers (checkout session ids, tokens, e-mails) are redacted before they are kept.
 */
@CommandHandler(RecordAnalyticsEventsCommand)
export class RecordAnalyticsEventsHandler implements ICommandHandler<RecordAnalyticsEventsCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ batch }: RecordAnalyticsEventsCommand): Promise<number> {
    const events = batch.events.map((event) => ({
      eventType: event.eventType,
      pageUrl: redactUrl(cleanText(event.pageUrl)) || '/',
      eventData: JSON.stringify(redactLinks(cleanJson(event.eventData ?? {}))),
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
