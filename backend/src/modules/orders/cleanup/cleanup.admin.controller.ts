import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '../../identity';
import { CleanupResult, CleanupStats, OrderCleanup } from './order-cleanup.service';

@ApiTags('admin')
@Controller('admin/cleanup')
export class CleanupAdminController {
  constructor(@Inject(OrderCleanup) private readonly cleanup: OrderCleanup) {}

  @Get('stats')
  stats(): Promise<CleanupStats> {
    return this.cleanup.stats();
  }

  @Post('expired')
  @HttpCode(200)
  expired(@CurrentUser() user: AuthenticatedUser): Promise<CleanupResult> {
    return this.cleanup.removeExpired(`staff:${user.email}`);
  }

  @Post('duplicates')
  @HttpCode(200)
  duplicates(@CurrentUser() user: AuthenticatedUser): Promise<CleanupResult> {
    return this.cleanup.removeDuplicates(`staff:${user.email}`);
  }
}
