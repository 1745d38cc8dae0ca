import { Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../config/config';
import { UnsubscribeCommand } from '../commands/unsubscribe.command';
import { IsUnsubscribeLinkGenuineQuery } from '../queries/unsubscribe-link.query';
import { unsubscribePage } from './unsubscribe-page';

/** The link in quote reminders (GET, from a browser) and RFC 8058 one-click (POST, from a mail client). */
@ApiTags('email')
@Controller('email/unsubscribe')
export class UnsubscribeController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The page an unsubscribe link opens: asks to confirm with a button that POSTs (400 for a bad link); opening it changes nothing' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  async open(@Query('token') token: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    const genuine = await this.queries.execute(new IsUnsubscribeLinkGenuineQuery(token));
    res
      .status(genuine ? 200 : 400)
      .type('html')
      .setHeader('Cache-Control', 'no-store');
    const action = genuine ? `?token=${encodeURIComponent(String(token))}` : '';
    return unsubscribePage(genuine ? 'confirm' : 'invalid-link', this.config.business, this.siteUrl(), action);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribes: the confirmation page’s button, and RFC 8058 one-click from mail clients (body List-Unsubscribe=One-Click)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  oneClick(@Query('token') token: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.answer(token, res);
  }

  private async answer(token: unknown, res: Response): Promise<string> {
    const ok = await this.commands.execute(new UnsubscribeCommand(token));
    res
      .status(ok ? 200 : 400)
      .type('html')
      .setHeader('Cache-Control', 'no-store');
    return unsubscribePage(ok ? 'unsubscribed' : 'invalid-link', this.config.business, this.siteUrl());
  }

  private siteUrl(): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}/`;
  }
}
