import { Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TaskBoardTestReport } from '../checks/check-report';
import { RunTaskBoardChecksCommand } from '../commands/run-task-board-checks.command';

/** The spec's /trello-test page, for staff: runs the checks against the configured board and explains each failure. */
@ApiTags('admin: task board')
@Controller('admin/integrations/task-board')
export class TaskBoardTestAdminController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('test')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Checks the task board: read the board (lists, and custom fields on Trello), create a test card in New Leads, move it to In Progress with contact fields, comment, find it by e-mail, delete it',
  })
  @ApiOkResponse({
    description: '{ success, error, summary: { passed, failed, total }, results: [{ test, status, error, data }], board }; 200 even when checks fail',
  })
  test(): Promise<TaskBoardTestReport> {
    return this.commands.execute(new RunTaskBoardChecksCommand());
  }
}
