import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PersonalDataVault } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database, Queryable } from '../../../platform/database/database';
import { ANALYTICS_LIMITS } from '../domain/analytics-limits';
import { redactUrl } from '../../../platform/http/redact-url';
import { cleanJson, cleanText } from '../domain/clean-json';
import { redactLinks } from '../domain/redact-links';
import type { HelpLinkClickDto } from '../http/analytics-events.dto';

/** One help-link click with the browser's user agent; the result is the stored click's id. */
export class RecordHelpLinkClickCommand extends Command<string> {
  constructor(
    readonly click: HelpLinkClickDto,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}

/** Records one help-link click (spec 000 §7: insert into help_link_clicks). */
@CommandHandler(RecordHelpLinkClickCommand)
export class RecordHelpLinkClickHandler implements ICommandHandler<RecordHelpLinkClickCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
  ) {}

  async execute({ click, userAgent }: RecordHelpLinkClickCommand): Promise<string> {
    const formData = cleanJson(click.formData ?? {});
    // The form may hold the visitor's e-mail: the row is tied to that person so erasure removes it.
    const email = typeof formData.email === 'string' && formData.email.includes('@') ? formData.email : null;
    const [row] = await this.db.query<{ id: string }>(
      `insert into help_link_clicks (page_url, user_agent, referrer, form_data, subject_id, created_at) values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        redactUrl(cleanText(click.pageUrl.slice(0, ANALYTICS_LIMITS.maxPageUrl))) || '/',
        userAgent ? cleanText(userAgent.slice(0, ANALYTICS_LIMITS.maxUserAgent)) : null,
        click.referrer ? redactUrl(cleanText(click.referrer)) || null : null,
        JSON.stringify(redactLinks(formData)),
        email ? this.vault.subjectIdFor(email) : null,
        this.clock.now(),
      ],
    );
    return row.id;
  }
}

/** Erasure (DESIGN §4) deletes the person's help-link clicks: they are visitor telemetry, nothing to keep. */
export async function eraseHelpLinkClicks(subjectId: string, client: Queryable): Promise<void> {
  await client.query('delete from help_link_clicks where subject_id = $1', [subjectId]);
}
