import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkReport, TaskBoardTestReport } from '../checks/check-report';
import { TaskBoardPort } from '../domain/task-board.port';

/** Runs the checks against the configured board (they create, move, comment on and delete a test card). */
export class RunTaskBoardChecksCommand extends Command<TaskBoardTestReport> {}

@CommandHandler(RunTaskBoardChecksCommand)
export class RunTaskBoardChecksHandler implements ICommandHandler<RunTaskBoardChecksCommand> {
  constructor(@Inject(TaskBoardPort) private readonly board: TaskBoardPort) {}

  async execute(): Promise<TaskBoardTestReport> {
    const board = { kind: this.board.kind, description: this.board.describe() };
    try {
      return checkReport(await this.board.runChecks(), board);
    } catch (error) {
      return checkReport([{ test: 'Run checks', status: 'failed', error: error instanceof Error ? error.message : String(error) }], board);
    }
  }
}
