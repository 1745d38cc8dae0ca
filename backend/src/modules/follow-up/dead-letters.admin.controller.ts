import { Controller, Get, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeadLetter, FollowUpRelay } from './follow-up-relay';

/** Jobs that used up their retries (a task board or mail server down for hours): listed, and retried on demand. */
@ApiTags('admin: task board')
@Controller('admin/dead-letters')
export class DeadLettersAdminController {
  constructor(@Inject(FollowUpRelay) private readonly relay: FollowUpRelay) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Task-board and e-mail jobs that exhausted their retries, newest first' })
  list(): Promise<DeadLetter[]> {
    return this.relay.deadLetters();
  }

  @Post('retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enqueue every dead letter again with a full set of attempts' })
  async retry(): Promise<{ retried: number }> {
    return { retried: await this.relay.retryDeadLetters() };
  }
}
