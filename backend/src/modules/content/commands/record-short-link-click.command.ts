import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';

/** One visit through a short code (spec 001 §2: short_url_clicks); an unknown code records nothing. */
export class RecordShortLinkClickCommand extends Command<void> {
  constructor(readonly shortCode: string) {
    super();
  }
}

@CommandHandler(RecordShortLinkClickCommand)
export class RecordShortLinkClickHandler implements ICommandHandler<RecordShortLinkClickCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ shortCode }: RecordShortLinkClickCommand): Promise<void> {
    await this.db.query(`insert into short_url_clicks (short_url_id, clicked_at) select id, $2 from short_urls where short_code = $1`, [
      shortCode,
      this.clock.now(),
    ]);
  }
}
