import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { SMS_MESSAGES, SmsMessageRow } from '../queries/sms-message-row';

/** The texts to customers, like the e-mail outbox (issue 16); the admin guard covers /api/admin. */
@ApiTags('admin: sms')
@Controller('admin')
export class SmsMessagesAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('sms-messages')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Texts sent, failed or held back (not opted in, STOP, quiet hours), newest first (ra-data-simple-rest list)' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<SmsMessageRow[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(SMS_MESSAGES, query)));
  }
}
