import { Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FunctionalityTestReport, RunFunctionalityTestCommand } from '../commands/run-functionality-test.command';

/** The spec's /functionality-test page: five checks of the parts a lead and an order travel through. */
@ApiTags('admin: task board')
@Controller('admin')
export class FunctionalityTestAdminController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('functionality-test')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Database and event log; Redis, queues and workers; task board; e-mail (sends a test message to the support address); payments' })
  @ApiOkResponse({ description: '{ success, error, summary: { passed, failed, total }, results: [{ test, status, error, data }] }; 200 even when checks fail' })
  run(): Promise<FunctionalityTestReport> {
    return this.commands.execute(new RunFunctionalityTestCommand());
  }
}
