import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { EMAILS, EmailSummary } from '../queries/email-row';
import { EmailDetail, GetEmailQuery } from '../queries/get-email.query';

/** Every message the product sent, through either adapter; the global AdminGuard protects every /api/admin route. */
@ApiTags('admin: e-mail')
@Controller('admin')
export class EmailsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('emails')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Sent and failed e-mails, newest first (ra-data-simple-rest list)' })
  @ApiQuery({
    name: 'filter',
    required: false,
    description: '{"q":"search address and subject","kind":"order-confirmation","status":"failed","transport":"smtp"}',
  })
  @ApiQuery({ name: 'sort', required: false, description: '["created_at","DESC"]; also sent_at, to_address, subject, kind, status, transport' })
  @ApiQuery({ name: 'range', required: false, description: '[0,24]' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<EmailSummary[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(EMAILS, query)));
  }

  @Get('emails/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One e-mail with its HTML and text parts and the server’s response' })
  one(@Param('id') id: string): Promise<EmailDetail> {
    return this.queries.execute(new GetEmailQuery(id));
  }
}
