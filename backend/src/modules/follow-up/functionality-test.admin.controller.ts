import { Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../config/config';
import { Database } from '../../platform/database/database';
import { JobQueues } from '../../platform/jobs/job-queues';
import { RedisConnection } from '../../platform/redis/redis-connection';
import { EmailSender } from '../email';
import { PaymentGateway } from '../payments/payment-gateway';
import { TaskBoardPort, type CheckResult } from '../task-board';
import { checkReport, TaskBoardTestReport } from '../task-board/checks/check-report';
import { EMAIL_QUEUE, TASK_BOARD_QUEUE } from './follow-up.jobs';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function check(test: string, run: () => Promise<unknown>): Promise<CheckResult> {
  try {
    return { test, status: 'passed', data: await run() };
  } catch (error) {
    return { test, status: 'failed', error: message(error) };
  }
}

/** The spec's /functionality-test page: five checks of the parts a lead and an order travel through. */
@ApiTags('admin: task board')
@Controller('admin')
export class FunctionalityTestAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('functionality-test')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Database and event log; Redis, queues and workers; task board; e-mail (sends a test message to the support address); payments' })
  @ApiOkResponse({ description: '{ success, error, summary: { passed, failed, total }, results: [{ test, status, error, data }] }; 200 even when checks fail' })
  async run(): Promise<TaskBoardTestReport & { adapter: string }> {
    const results = [
      await check('Database and event log', async () => {
        const [row] = await this.db.query<{ events: number; leads: number; orders: number }>(
          `select (select count(*)::int from es_events) as events, (select count(*)::int from lead_tracking) as leads, (select count(*)::int from customer_orders) as orders`,
        );
        return row;
      }),
      await check('Redis, job queues and workers', async () => {
        const pong = await this.redis.client.ping();
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
