import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { normaliseCode } from '../domain/discount-code';
import { DiscountCodeFields, writeCode } from './discount-code-writes';

/** Staff create a code; the answer is its id. */
export class CreateDiscountCodeCommand extends Command<{ id: string }> {
  constructor(readonly fields: DiscountCodeFields) {
    super();
  }
}

@CommandHandler(CreateDiscountCodeCommand)
export class CreateDiscountCodeHandler implements ICommandHandler<CreateDiscountCodeCommand> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ fields }: CreateDiscountCodeCommand): Promise<{ id: string }> {
    const [row] = await writeCode(
      this.db,
      `insert into discount_codes (code, discount_percent, active, expires_at, usage_limit) values ($1, $2, $3, $4, $5) returning id`,
      [normaliseCode(fields.code), fields.discount_percent, fields.active ?? true, fields.expires_at ?? null, fields.usage_limit ?? null],
    );
    return { id: row.id };
  }
}
