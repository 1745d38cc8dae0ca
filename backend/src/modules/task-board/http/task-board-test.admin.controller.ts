import { Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { checkReport, TaskBoardTestReport } from '../checks/check-report';
import { TaskBoardPort } from '../domain/task-board.port';

/** The spec's /trello-test page, for staff: runs the checks against the configured board and explains each failure. */
@ApiTags('admin: task board')
@Controller('admin/integrations/task-board')
export class TaskBoardTestAdminController {
  constructor(@Inject(TaskBoardPort) private readonly board: TaskBoardPort) {}

  @Post('test')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Checks the task board: read the board (lists, and custom fields on Trello), create a test card in New Leads, move it to In Progress with contact fields, comment, find it by e-mail, delete it',
  })
  @ApiOkResponse({ description: '{ success, error, summary: { passed, failed, total }, results: [{ test, status, error, data }], board }; 200 even when checks fail' })
  async test(): Promise<TaskBoardTestReport> {
    const board = { kind: this.board.kind, description: this.board.describe() };
    try {
      return checkReport(await this.board.runChecks(), board);
    } catch (error) {
      return checkReport([{ test: 'Run checks', status: 'failed', error: error instanceof Error ? error.message : String(error) }], board);
    }
  }
}
