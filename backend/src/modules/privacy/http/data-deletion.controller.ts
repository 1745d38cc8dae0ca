import { Body, Controller, Get, HttpCode, Inject, Ip, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { requestIdOf } from '../../../platform/http/request';
import { ConfirmDataDeletionCommand } from '../commands/confirm-data-deletion.command';
import { RequestDataDeletionCommand } from '../commands/request-data-deletion.command';
import { DATA_DELETION_DUE_DAYS } from '../domain/data-deletion-policy';
import { DATA_DELETION_MESSAGES } from '../privacy.messages';
import { CheckDeletionLinkQuery } from '../queries/check-deletion-link.query';
import { ConfirmDeletionOutcome, confirmDeletionPage } from './confirm-deletion-page';
import { DataDeletionRequestDto } from './data-deletion.dto';

const PAGE_STATUS: Record<ConfirmDeletionOutcome, number> = { confirm: 200, confirmed: 200, used: 410, expired: 410, 'invalid-link': 400 };

/**
 * The data-deletion form posts here (spec 001 §2). The answer is the same for anyone's address; the address
 * gets a confirmation link, and only a confirmed request becomes a card, a receipt and something staff may erase.
 */
@ApiTags('privacy')
@Controller('data-deletion-requests')
export class DataDeletionController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Ask for your personal data to be deleted' })
  @ApiCreatedResponse({ description: '{ id, title, message, confirmation }' })
  async submit(@Body() body: DataDeletionRequestDto, @Ip() ip: string, @Req() req: Request) {
    const { requestId } = await this.commands.execute(new RequestDataDeletionCommand(body, ip, requestIdOf(req)));
    return {
      id: requestId,
      title: DATA_DELETION_MESSAGES.successTitle,
      message: DATA_DELETION_MESSAGES.success,
      confirmation: DATA_DELETION_MESSAGES.confirmation,
    };
  }

  @Get('confirm')
  @ApiOperation({
    summary: 'The page the e-mailed confirmation link opens: a button that POSTs; opening it confirms nothing (400 bad link, 410 used or expired)',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  async open(@Query('token') token: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    const state = await this.queries.execute(new CheckDeletionLinkQuery(token));
    const action = state === 'confirm' ? `?token=${encodeURIComponent(String(token))}` : '';
    return this.page(state, res, action);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: `Confirms the request (the page's button): staff may erase from now on, within ${DATA_DELETION_DUE_DAYS} days; the link works once`,
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  async confirm(@Query('token') token: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.page(await this.commands.execute(new ConfirmDataDeletionCommand(token)), res);
  }

  private page(outcome: ConfirmDeletionOutcome, res: Response, action = ''): string {
    res.status(PAGE_STATUS[outcome]).type('html').setHeader('Cache-Control', 'no-store');
    return confirmDeletionPage(outcome, this.config.business, `${this.config.publicUrl.replace(/\/+$/, '')}/`, action);
  }
}
