import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { sanitizeInstructions } from '../../pricing';
import { EmailDeliveryError, EmailTransportName } from '../domain/email-message';
import { EmailSender } from '../email-sender.service';
import { escapeHtml } from '../templates';
import { TransportFailure } from '../transports/email-transport';
import { Problem } from '../../../platform/http/problem';
import { SendTestEmailRequest, SendTestEmailResponse } from './test-email.dto';

export interface EmailTransportView {
  transport: EmailTransportName;
  description: string;
}

/** A failure of the mail server is the server's, not ours: 502 with what it said. */
function badGateway(detail: string): Problem {
  return new Problem(HttpStatus.BAD_GATEWAY, 'E-mail Not Sent', detail, undefined, 'EMAIL_DELIVERY_FAILED');
}

/** The spec's send-email test page (spec 001 §6): staff check that mail goes out. */
@ApiTags('admin: e-mail')
@Controller('admin/test-email')
export class TestEmailAdminController {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}

  @Get()
  @ApiOperation({ summary: 'Which e-mail adapter is live' })
  transport(): EmailTransportView {
    return { transport: this.sender.transportName(), description: this.sender.describe() };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a message right away; a refusal by the SMTP server answers 502 with its reply' })
  @ApiOkResponse({ description: '{ success: true, transport, outboxId, messageId }' })
  async send(@Body() body: SendTestEmailRequest): Promise<SendTestEmailResponse> {
    const html = body.html || `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(body.text ?? '')}</pre>`;
    const text = body.text || sanitizeInstructions(html);
    try {
      const sent = await this.sender.send({ kind: 'test', to: body.to, subject: body.subject, html, text });
      if (sent.status !== 'sent') throw new Error(`A test e-mail was ${sent.status}`);
      return { success: true, transport: sent.transport, outboxId: sent.outboxId, messageId: sent.messageId };
    } catch (error) {
      if (error instanceof EmailDeliveryError) throw badGateway(error.message);
      throw error;
    }
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Connects to the SMTP server (or checks the outbox) without sending' })
  async verify(): Promise<EmailTransportView & { success: true }> {
    try {
      await this.sender.verify();
    } catch (error) {
      if (error instanceof TransportFailure) throw badGateway(error.message);
      throw error;
    }
    return { success: true, ...this.transport() };
  }
}
