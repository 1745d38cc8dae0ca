import { Inject, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { normaliseCode } from '../domain/discount-code';
import { DISCOUNT_CODE_MESSAGES } from '../orders.messages';
import { DiscountCodeFields, writeCode } from './discount-code-writes';

/** Staff edit a code; leaving `active` out keeps it as it was. */
export class UpdateDiscountCodeCommand extends Command<void> {
  constructor(
    readonly codeId: string,
    readonly fields: DiscountCodeFields,
  ) {
    super();
  }
}

@CommandHandler(UpdateDiscountCodeCommand)
export class UpdateDiscountCodeHandler implements ICommandHandler<UpdateDiscountCodeCommand> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ codeId, fields }: UpdateDiscountCodeCommand): Promise<void> {
    const rows = await writeCode(
      this.db,
      `update discount_codes set code = $2, discount_percent = $3, active = coalesce($4, active), expires_at = $5, usage_limit = $6 where id = $1 returning id`,
      [codeId, normaliseCode(fields.code), fields.discount_percent, fields.active ?? null, fields.expires_at ?? null, fields.usage_limit ?? null],
    );
    if (!rows.length) throw new NotFoundException(DISCOUNT_CODE_MESSAGES.notFound);
  }
}
