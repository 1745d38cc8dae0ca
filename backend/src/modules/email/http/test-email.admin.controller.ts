import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendTestEmailCommand, SendTestEmailResponse } from '../commands/send-test-email.command';
import { VerifyEmailTransportCommand } from '../commands/verify-email-transport.command';
import { EmailTransportView, GetEmailTransportQuery } from '../queries/get-email-transport.query';
import { SendTestEmailRequest } from './test-email.dto';

/** The spec's send-email test page (spec 001 §6): staff check that mail goes out. */
@ApiTags('admin: e-mail')
@Controller('admin/test-email')
export class TestEmailAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Which e-mail adapter is live' })
  transport(): Promise<EmailTransportView> {
    return this.queries.execute(new GetEmailTransportQuery());
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a message right away; a refusal by the SMTP server answers 502 with its reply' })
  @ApiOkResponse({ description: '{ success: true, transport, outboxId, messageId }' })
  send(@Body() body: SendTestEmailRequest): Promise<SendTestEmailResponse> {
    return this.commands.execute(new SendTestEmailCommand(body.to, body.subject, body.html, body.text));
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Connects to the SMTP server (or checks the outbox) without sending' })
  verify(): Promise<EmailTransportView & { success: true }> {
    return this.commands.execute(new VerifyEmailTransportCommand());
  }
}
