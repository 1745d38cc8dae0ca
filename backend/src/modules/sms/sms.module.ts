import { DynamicModule, Inject, Logger, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ConsumerHost, ERASED, PersonalDataEraser, ProjectionRegistry } from '../../event-store';
import { JobQueues } from '../../platform/jobs/job-queues';
import { Runtime } from '../../platform/runtime';
import { OrdersModule } from '../orders';
import { VisitViews } from '../service';
import { DunningTextsConsumer } from './consumers/dunning-texts.consumer';
import { VisitTextsConsumer } from './consumers/visit-texts.consumer';
import { OutboxSmsSender, SmsSender } from './domain/sms-sender';
import { SmsMessagesAdminController } from './http/sms-messages.admin.controller';
import { SmsWebhookController } from './http/sms-webhook.controller';
import { SMS_QUEUE, SmsJobData, SmsOutbox } from './sms-outbox';
import { TwilioSmsSender } from './twilio/twilio-sms.sender';

/** Erasure reaches the texts: a subject's rows keep their kind and status but lose the number and the text. */
export const smsOutboxEraser: PersonalDataEraser = {
  name: 'sms_outbox',
  async erase(subjectId, client) {
    await client.query(`update sms_outbox set to_number = $2, body = $2, error = null where subject_id = $1`, [subjectId, ERASED]);
  },
};

/** The SMS port (issue 16): Twilio when TWILIO_* are set, else the built-in sms_outbox; the visit texts; STOP/START/HELP. */
@Module({})
export class SmsModule implements OnModuleInit, OnApplicationBootstrap {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: SmsModule,
      imports: [OrdersModule],
      controllers: runtime.config.runsApi ? [SmsWebhookController, SmsMessagesAdminController] : [],
      providers: [
        {
          provide: SmsSender,
          inject: [AppConfig],
          useFactory: (config: AppConfig): SmsSender => {
            const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from, TWILIO_API_URL: apiUrl } = config.env;
            return accountSid && authToken && from ? new TwilioSmsSender({ accountSid, authToken, from, apiUrl }) : new OutboxSmsSender();
          },
        },
        SmsOutbox,
        VisitViews,
        VisitTextsConsumer,
        DunningTextsConsumer,
      ],
    };
  }

  constructor(
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(VisitTextsConsumer) private readonly texts: VisitTextsConsumer,
    @Inject(DunningTextsConsumer) private readonly dunningTexts: DunningTextsConsumer,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(SmsOutbox) private readonly outbox: SmsOutbox,
    @Inject(SmsSender) private readonly sender: SmsSender,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this.texts);
    this.consumers.register(this.dunningTexts);
    this.projections.registerEraser(smsOutboxEraser);
    // Twilio's 429 pauses the queue rather than spending the texts' attempts.
    this.jobs.process<SmsJobData>(SMS_QUEUE, (job, token) => this.outbox.runJob(job, token), {
      concurrency: 2,
      mayRateLimit: this.sender.transport === 'twilio',
    });
  }

  /** The worker picks up texts left waiting by a crash between commit and enqueue (their job ids keep this idempotent). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.runsWorkers) return;
    await this.outbox.enqueuePending().catch((error: Error) => new Logger('SmsModule').warn(`Could not enqueue waiting texts: ${error.message}`));
  }
}
