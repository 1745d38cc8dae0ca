import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { EventRegistry, ProjectionRegistry } from '../../event-store';
import { RateLimitModule } from '../../platform/rate-limit';
import { CustomerOrders, OrdersModule } from '../orders';
import { ConfirmDataDeletionHandler } from './commands/confirm-data-deletion.command';
import { ErasePersonalDataHandler } from './commands/erase-personal-data.command';
import { RequestDataDeletionHandler } from './commands/request-data-deletion.command';
import { DATA_DELETION_STREAM_DEFINITION } from './domain/data-deletion';
import { addressErasers } from './erasers';
import { DataDeletionController } from './http/data-deletion.controller';
import { DataDeletionRequestsAdminController } from './http/data-deletion-requests.admin.controller';
import { dataDeletionRequestsProjection } from './projections/data-deletion-requests.projection';
import { CheckDeletionLinkHandler } from './queries/check-deletion-link.query';
import { GetDataDeletionRequestHandler } from './queries/get-data-deletion-request.query';

/**
 * Data-deletion requests: filed on the public page, confirmed by the mailbox owner's e-mailed link, and acted on
 * by staff with the erase action over the personal-data vault and every table that names the person.
 */
@Module({
  imports: [RateLimitModule, OrdersModule],
  controllers: [DataDeletionController, DataDeletionRequestsAdminController],
  providers: [RequestDataDeletionHandler, ConfirmDataDeletionHandler, ErasePersonalDataHandler, CheckDeletionLinkHandler, GetDataDeletionRequestHandler],
})
export class PrivacyModule implements OnModuleInit {
  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  onModuleInit(): void {
    this.events.defineStream(DATA_DELETION_STREAM_DEFINITION);
    this.projections.register(dataDeletionRequestsProjection).registerEraser(...addressErasers(this.orders));
  }
}
