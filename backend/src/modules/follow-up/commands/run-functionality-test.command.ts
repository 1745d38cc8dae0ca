import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Database } from '../../../platform/database/database';
import { JobQueues } from '../../../platform/jobs/job-queues';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { EmailSender } from '../../email';
import { PaymentGateway } from '../../payments';
import { checkReport, TaskBoardPort, type CheckResult, type TaskBoardTestReport } from '../../task-board';
import { EMAIL_QUEUE, TASK_BOARD_QUEUE } from '../consumers/follow-up.jobs';
import { EventLogCountsQuery } from '../queries/event-log-counts.query';

export type FunctionalityTestReport = TaskBoardTestReport & { adapter: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function check(test: string, run: () => Promise<unknown>): Promise<CheckResult> {
  try {
    return { test, status: 'passed', data: await run() };
  } catch (error) {
    return { test, status: 'failed', error: message(error) };
  }
}

/** The spec's /functionality-test page: five checks of the parts a lead and an order travel through (the e-mail check sends a test message). */
export class RunFunctionalityTestCommand extends Command<FunctionalityTestReport> {}

@CommandHandler(RunFunctionalityTestCommand)
export class RunFunctionalityTestHandler implements ICommandHandler<RunFunctionalityTestCommand> {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<FunctionalityTestReport> {
    const results = [
      await check('Database and event log', () => this.queries.execute(new EventLogCountsQuery())),
      await check('Redis, job queues and workers', async () => {
        const pong = await this.redis.requests.ping(); // fails within seconds while Redis is down, before the queues would wait for it
        if (pong !== 'PONG') throw new Error(`Redis answered ${pong}`);
        const queues: Record<string, unknown> = {};
        for (const name of [TASK_BOARD_QUEUE, EMAIL_QUEUE]) {
          const queue = this.jobs.queue(name);
          queues[name] = { ...(await queue.getJobCounts('waiting', 'active', 'delayed', 'failed')), workers: (await queue.getWorkers()).length };
        }
        const [{ dead }] = await this.db.query<{ dead: number }>('select count(*)::int as dead from relay_pending where dead_at is not null');
        if (dead) throw new Error(`${dead} job(s) exhausted their retries and wait in the dead-letter list (relay_pending)`);
        const workers = Object.values(queues).reduce<number>((n, q) => n + Number((q as { workers: number }).workers), 0);
        if (!workers) throw new Error('No worker is processing the queues: start the worker role (ROLE=worker or ROLE=all)');
        return queues;
      }),
      await check('Task board', async () => {
        const board = await this.board.runChecks();
        const failed = board.filter((r) => r.status === 'failed');
        if (failed.length) throw new Error(`${failed.length} of ${board.length} board checks failed: ${failed[0].test}: ${failed[0].error ?? 'failed'}`);
        return { board: this.board.describe(), checks: board.length };
      }),
      await check('E-mail', async () => {
        await this.email.verify();
        const sent = await this.email.send({
          kind: 'test',
          to: this.config.business.supportEmail,
          subject: `${this.config.business.name}: functionality test`,
          text: 'This message was sent by the functionality test page. No action is needed.',
          html: '<p>This message was sent by the functionality test page. No action is needed.</p>',
        });
        return { transport: this.email.describe(), sent };
      }),
      await check('Payments', async () => {
        const { provider, mode } = await this.payments.checkoutProvider();
        return { provider: provider.name, mode };
      }),
    ];
    const board = { kind: this.board.kind, description: this.board.describe() };
    return { ...checkReport(results, board), adapter: `${this.board.describe()}; ${this.email.describe()}` };
  }
}
