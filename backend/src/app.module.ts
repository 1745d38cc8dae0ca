import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ScheduleModule } from '@nestjs/schedule';
import { CqrsModule } from '@nestjs/cqrs';
import { Runtime } from './platform/runtime';
import { PlatformModule } from './platform/platform.module';
import { EventStoreModule } from './event-store/event-store.module';
import { IdentityModule } from './modules/identity';
import { RateLimitModule } from './platform/rate-limit';
import { OrdersModule } from './modules/orders/orders.module';
import { ChatModule } from './modules/chat';
import { EmailModule } from './modules/email';
import { TaskBoardModule } from './modules/task-board';
import { LeadsModule } from './modules/leads/leads.module';
import { FollowUpModule } from './modules/follow-up/follow-up.module';
import { SeoModule } from './modules/seo';
import { BookingsModule } from './modules/bookings';
import { ContentModule } from './modules/content';
import { AnalyticsModule } from './modules/analytics';
import { PrivacyModule } from './modules/privacy';
import { QueuesDashboardModule } from './modules/queues-dashboard/queues-dashboard.module';

@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    const { config } = runtime;
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.env.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
            customProps: () => ({ role: config.role }),
          },
        }),
        PlatformModule.forRoot(runtime),
        CqrsModule.forRoot(),
        ...(config.runsWorker ? [ScheduleModule.forRoot()] : []),
        EventStoreModule.forRoot(runtime),
        RateLimitModule,
        IdentityModule,
        OrdersModule,
        ChatModule,
        EmailModule,
        TaskBoardModule,
        LeadsModule.forRoot(runtime),
        FollowUpModule.forRoot(runtime),
        SeoModule,
        BookingsModule.forRoot(runtime),
        ContentModule,
        AnalyticsModule,
        PrivacyModule,
        QueuesDashboardModule,
      ],
    };
  }
}
