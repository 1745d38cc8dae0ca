import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { Problem } from '../../../platform/http/problem';
import { e164, keywordOf, SMS_TEXTS } from '../domain/sms-rules';
import { SmsOutbox } from '../sms-outbox';
import { validTwilioSignature } from '../twilio/twilio-sms.sender';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const FORM_LIMIT = 16 * 1024;

async function readForm(req: Request): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) throw new Problem(413, 'Payload Too Large', 'The message is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Twilio's inbound-message webhook (issue 16): STOP and START are recorded at once, HELP answered; signed by Twilio or refused. */
@Controller('sms/twilio')
export class SmsWebhookController {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(SmsOutbox) private readonly outbox: SmsOutbox,
  ) {}

  @Post('inbound')
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  async inbound(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = this.config.env.TWILIO_AUTH_TOKEN;
    if (!token) throw new Problem(404, 'Not Found', 'Texts are not set up');
    // The app installs no form parser (cross-site forms stay out): this one route reads its small form itself.
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(await readForm(req))) params[key] = value;
    const url = `${this.config.publicUrl.replace(/\/$/, '')}${req.originalUrl}`;
    if (!validTwilioSignature(token, url, params, req.get('x-twilio-signature'))) throw new Problem(403, 'Forbidden', 'The request is not signed by Twilio');
    const from = e164(params.From);
    const keyword = keywordOf(params.Body ?? '');
    let reply: string | null = null;
    if (from && (keyword === 'stop' || keyword === 'start')) {
      await this.outbox.recordKeyword(from, keyword);
      reply = keyword === 'stop' ? SMS_TEXTS.stopped : SMS_TEXTS.started;
    } else if (keyword === 'help') reply = SMS_TEXTS.help;
    res
      .status(200)
      .type('text/xml')
      .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ''}</Response>`);
  }
}
