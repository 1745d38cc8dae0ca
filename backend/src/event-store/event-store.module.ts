import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/config';
import { Clock } from '../platform/clock';
import { Database } from '../platform/database/database';
import { Runtime } from '../platform/runtime';
import { ConsumerHost } from './consumers/consumer-host';
import { EventRegistry } from './event-registry';
import { EventStore } from './event-store';
import { EventsAdminController } from './http/events.admin.controller';
import { StreamsAdminController } from './http/streams.admin.controller';
import { EVENT_LOG_QUERY_HANDLERS } from './queries/event-log.queries';
import { ProjectionRegistry } from './projections/projection';
import { resolveMasterKey } from './vault/master-key';
import { PersonalDataVault } from './vault/personal-data-vault';

/** The log, its registries, the vault and the consumer host; modules register their events and projections. */
@Global()
@Module({})
export class EventStoreModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: EventStoreModule,
      controllers: runtime.config.runsApi ? [EventsAdminController, StreamsAdminController] : [],
      providers: [
        { provide: EventRegistry, useValue: new EventRegistry() },
        { provide: ProjectionRegistry, useValue: new ProjectionRegistry() },
        {
          provide: PersonalDataVault,
          inject: [Database, AppConfig, Clock],
          useFactory: (db: Database, config: AppConfig, clock: Clock) => new PersonalDataVault(db, resolveMasterKey(config), clock),
        },
        {
          provide: EventStore,
          inject: [Database, EventRegistry, PersonalDataVault, ProjectionRegistry, Clock],
          useFactory: (db: Database, registry: EventRegistry, vault: PersonalDataVault, projections: ProjectionRegistry, clock: Clock) =>
            new EventStore(db, registry, vault, projections, clock),
        },
        ConsumerHost,
        ...EVENT_LOG_QUERY_HANDLERS,
      ],
      exports: [EventRegistry, ProjectionRegistry, PersonalDataVault, EventStore, ConsumerHost],
    };
  }
}
