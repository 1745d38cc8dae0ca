import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '../../identity';
import { ExpirePendingOrdersCommand } from '../commands/expire-pending-orders.command';
import { RemoveDuplicateOrdersCommand } from '../commands/remove-duplicate-orders.command';
import { CleanupResult } from '../commands/remove-orders';
import { CleanupStats, CleanupStatsQuery } from '../queries/cleanup.query';

@ApiTags('admin')
@Controller('admin/cleanup')
export class CleanupAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('stats')
  stats(): Promise<CleanupStats> {
    return this.queries.execute(new CleanupStatsQuery());
  }

  @Post('expired')
  @HttpCode(200)
  expired(@CurrentUser() user: AuthenticatedUser): Promise<CleanupResult> {
    return this.commands.execute(new ExpirePendingOrdersCommand(`staff:${user.email}`));
  }

  @Post('duplicates')
  @HttpCode(200)
  duplicates(@CurrentUser() user: AuthenticatedUser): Promise<CleanupResult> {
    return this.commands.execute(new RemoveDuplicateOrdersCommand(`staff:${user.email}`));
  }
}
