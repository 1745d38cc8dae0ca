import { Module } from '@nestjs/common';
import { DataDeletionRequestsAdminController } from './data-deletion-requests.admin.controller';
import { ErasePersonalData } from './erase-personal-data.command';

/** Staff act on data-deletion requests: the erase action over the personal-data vault. */
@Module({
  controllers: [DataDeletionRequestsAdminController],
  providers: [ErasePersonalData],
  exports: [ErasePersonalData],
})
export class PrivacyModule {}
