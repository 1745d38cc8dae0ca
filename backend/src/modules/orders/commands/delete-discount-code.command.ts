import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { DISCOUNT_CODE_MESSAGES } from '../orders.messages';

const inUse = (orders: number) =>
  new Problem(HttpStatus.CONFLICT, 'Code in use', DISCOUNT_CODE_MESSAGES.usedCannotDelete(orders), undefined, 'DISCOUNT_CODE_IN_USE');

/** Deletes a code no order used; a used code is refused (staff deactivate it instead). */
export class DeleteDiscountCodeCommand extends Command<void> {
  constructor(readonly codeId: string) {
    super();
  }
}

@CommandHandler(DeleteDiscountCodeCommand)
export class DeleteDiscountCodeHandler implements ICommandHandler<DeleteDiscountCodeCommand> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ codeId }: DeleteDiscountCodeCommand): Promise<void> {
    const [{ orders }] = await this.db.query<{ orders: number }>('select count(*)::int as orders from customer_orders where discount_code_id = $1', [codeId]);
    if (orders > 0) throw inUse(orders);
    // The not-exists guard closes the race with a checkout that picks the code up meanwhile.
    const deleted = await this.db.query(
      `delete from discount_codes d where d.id = $1 and not exists (select 1 from customer_orders o where o.discount_code_id = d.id) returning id`,
      [codeId],
    );
    if (!deleted.length) throw inUse(1);
  }
}
