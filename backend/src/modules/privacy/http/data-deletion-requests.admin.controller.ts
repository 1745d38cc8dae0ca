import { Controller, Get, Header, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ErasePersonalDataCommand } from '../commands/erase-personal-data.command';
import { DATA_DELETION_DUE_DAYS } from '../domain/data-deletion-policy';
import { PRIVACY_MESSAGES } from '../privacy.messages';
import { DATA_DELETION_REQUESTS, DataDeletionRequestView } from '../queries/data-deletion-request-row';
import { GetDataDeletionRequestQuery } from '../queries/get-data-deletion-request.query';

const requestId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PRIVACY_MESSAGES.requestNotFound) });

/** Data-deletion requests for staff: the list, one request, and the erase action. */
@ApiTags('admin: privacy')
@Controller('admin/data-deletion-requests')
export class DataDeletionRequestsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: `Data-deletion requests, newest first: awaiting confirmation, confirmed (due ${DATA_DELETION_DUE_DAYS} days after confirmation) or erased`,
  })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"e-mail or name"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(DATA_DELETION_REQUESTS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', requestId()) id: string): Promise<DataDeletionRequestView> {
    return this.queries.execute(new GetDataDeletionRequestQuery(id));
  }

  @Post(':id/erase')
  @HttpCode(200)
  @ApiOperation({ summary: "Erase the person's personal data everywhere (vault key shredded, read tables purged); idempotent" })
  async erase(@Param('id', requestId()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<DataDeletionRequestView> {
    await this.commands.execute(new ErasePersonalDataCommand(id, user.email));
    return this.queries.execute(new GetDataDeletionRequestQuery(id));
  }
}
