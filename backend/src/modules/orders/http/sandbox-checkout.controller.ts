import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { PaySandboxCheckoutCommand } from '../commands/pay-sandbox-checkout.command';
import { SandboxCheckoutViewQuery, SandboxSessionQuery, SandboxSessionView } from '../queries/sandbox-checkout.query';

/** The built-in checkout (DESIGN.md §7): what the /checkout/sandbox/:id page shows, and its Pay and Cancel. */
@ApiTags('payments')
@Controller('payments/sandbox/sessions')
export class SandboxCheckoutController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get(':id')
  show(@Param('id') id: string): Promise<SandboxSessionView> {
    return this.queries.execute(new SandboxCheckoutViewQuery(id));
  }

  /** Pay: a Stripe-shaped checkout.session.completed, signed like Stripe's, through the real webhook path. */
  @Post(':id/pay')
  @HttpCode(200)
  pay(@Param('id') id: string): Promise<{ redirectUrl: string }> {
    return this.commands.execute(new PaySandboxCheckoutCommand(id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string): Promise<{ redirectUrl: string }> {
    const session = await this.queries.execute(new SandboxSessionQuery(id));
    return { redirectUrl: session.cancelPath };
  }
}
