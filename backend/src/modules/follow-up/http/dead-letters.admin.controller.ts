import { Controller, Get, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RetryDeadLettersCommand } from '../commands/retry-dead-letters.command';
import { DeadLetter, ListDeadLettersQuery } from '../queries/list-dead-letters.query';

/** Jobs that used up their retries (a task board or mail server down for hours): listed, and retried on demand. */
@ApiTags('admin: task board')
@Controller('admin/dead-letters')
export class DeadLettersAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Task-board and e-mail jobs that exhausted their retries, newest first' })
  list(): Promise<DeadLetter[]> {
    return this.queries.execute(new ListDeadLettersQuery());
  }

  @Post('retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enqueue every dead letter again with a full set of attempts' })
  retry(): Promise<{ retried: number }> {
    return this.commands.execute(new RetryDeadLettersCommand());
  }
}
