import { Controller, Get, Header, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../identity';
import { DataDeletionRequestView } from './data-deletion-request.view';
import { ErasePersonalData } from './erase-personal-data.command';
import { PRIVACY_MESSAGES } from './privacy.messages';

const requestId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PRIVACY_MESSAGES.requestNotFound) });

/** One data-deletion request, and the erase action (the list is served with the other visitor requests). */
@ApiTags('admin: privacy')
@Controller('admin/data-deletion-requests')
export class DataDeletionRequestsAdminController {
  constructor(@Inject(ErasePersonalData) private readonly erasure: ErasePersonalData) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', requestId()) id: string): Promise<DataDeletionRequestView> {
    return this.erasure.view(id);
  }

  @Post(':id/erase')
  @HttpCode(200)
  @ApiOperation({ summary: "Erase the person's personal data everywhere (vault key shredded, read tables purged); idempotent" })
  erase(@Param('id', requestId()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<DataDeletionRequestView> {
    return this.erasure.execute(id, user.email);
  }
}
