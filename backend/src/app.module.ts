import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ScheduleModule } from '@nestjs/schedule';
import { CqrsModule } from '@nestjs/cqrs';
import { Runtime } from './platform/runtime';
import { createLogger, RequestLog } from './platform/http/request-logging';
import { PlatformModule } from './platform/platform.module';
import { EventStoreModule } from './event-store/event-store.module';
import { IdentityModule } from './modules/identity';
import { RateLimitModule } from './platform/rate-limit';
import { OrdersModule } from './modules/orders';
import { ChatModule } from './modules/chat';
import { EmailModule } from './modules/email';
import { TaskBoardModule } from './modules/task-board';
import { LeadsModule } from './modules/leads';
import { FollowUpModule } from './modules/follow-up';
import { SeoModule } from './modules/seo';
import { BookingsModule } from './modules/bookings';
import { ContentModule } from './modules/content';
import { AnalyticsModule } from './modules/analytics';
import { PrivacyModule } from './modules/privacy';
import { QueuesDashboardModule } from './modules/queues-dashboard';
import { ServiceModule } from './modules/service';
import { SmsModule } from './modules/sms';
import { RoutingModule } from './modules/routing';
import { AccountModule } from './modules/account';

@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    const { config } = runtime;
    const logger = createLogger(config, runtime.logDestination);
    return {
      module: AppModule,
      // configureHttp logs each request with this logger (a plain middleware, first in line); Nest's own lines use it too.
      providers: [{ provide: RequestLog, useValue: new RequestLog(logger) }],
      imports: [
        // No per-request middleware here (forRoutes: none): pino-http's child logger and async context per request
        // cost more than the rest of the edge together; requestLogging in configureHttp writes the request lines.
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
        PlatformModule.forRoot(runtime),
        CqrsModule.forRoot(),
        ...(config.runsWorker ? [ScheduleModule.forRoot()] : []),
        // Express tries the routes in the order the modules register them, so the visitor's hot routes (the quote,
        // checkout, leads) come before the staff's; no route's pattern takes another's path (platform-http.int-spec).
        OrdersModule,
        LeadsModule.forRoot(runtime),
        EventStoreModule.forRoot(runtime),
        RateLimitModule,
        IdentityModule,
        ChatModule,
        EmailModule,
        TaskBoardModule,
        FollowUpModule.forRoot(runtime),
        SeoModule,
        BookingsModule.forRoot(runtime),
        ContentModule,
        AnalyticsModule,
        PrivacyModule,
        QueuesDashboardModule,
        ServiceModule.forRoot(runtime),
        SmsModule.forRoot(runtime),
        RoutingModule,
        AccountModule,
      ],
    };
  }
}
