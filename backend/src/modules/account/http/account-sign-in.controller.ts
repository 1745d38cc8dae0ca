import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOperation, ApiProduces, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { linkPage } from '../../email';
import { setSessionCookie } from '../../identity';
import { ACCOUNT_MESSAGES } from '../account.messages';
import { RequestSignInLinkCommand } from '../commands/request-sign-in-link.command';
import { UseSignInLinkCommand } from '../commands/use-sign-in-link.command';
import { LINK_EXPIRED_LOCATION, SIGN_IN_PATH, SIGNED_IN_LOCATION } from '../domain/sign-in-link';
import { IsSignInLinkUsableQuery } from '../queries/sign-in-link-usable.query';
import { SignInLinkRequest, SignInLinkResponse } from './account-sign-in.dto';

const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The customer's passwordless sign-in (issue 17): the only /api/account routes open without a session. */
@ApiTags('account')
@Controller('account')
export class AccountSignInController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('sign-in-link')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'E-mails a one-time sign-in link to a customer; answers 202 for any address, so it tells nobody who is a customer' })
  @ApiAcceptedResponse({ type: SignInLinkResponse })
  async requestLink(@Body() body: SignInLinkRequest, @Req() req: Request): Promise<SignInLinkResponse> {
    await this.commands.execute(new RequestSignInLinkCommand(body.email, clientIp(req)));
    return { message: ACCOUNT_MESSAGES.linkSent };
  }

  @Get('sign-in')
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiOperation({ summary: 'The page a sign-in link opens: a button that POSTs; opening it signs nobody in (mail scanners follow links)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  async openLink(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    if (!(await this.queries.execute(new IsSignInLinkUsableQuery(token)))) return res.redirect(HttpStatus.FOUND, LINK_EXPIRED_LOCATION);
    const business = this.config.business;
    const page = linkPage(
      {
        heading: ACCOUNT_MESSAGES.linkPageHeading,
        message: ACCOUNT_MESSAGES.linkPageMessage(business.name),
        button: { label: ACCOUNT_MESSAGES.linkPageButton, actionUrl: `${SIGN_IN_PATH}?token=${encodeURIComponent(String(token))}` },
      },
      business,
      `${this.config.publicUrl.replace(/\/+$/, '')}/`,
    );
    res.status(HttpStatus.OK).type('html').send(page);
  }

  @Post('sign-in')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The link page's button: spends the link, starts a customer session, and redirects (303) to /account (or /account?link=expired)" })
  @ApiQuery({ name: 'token', required: true })
  @ApiSeeOtherResponse()
  async useLink(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const session = await this.commands.execute(new UseSignInLinkCommand(token, { ip: clientIp(req), userAgent: req.get('user-agent') }));
    if (!session) return res.redirect(HttpStatus.SEE_OTHER, LINK_EXPIRED_LOCATION);
    setSessionCookie(res, session.token, this.config);
    res.redirect(HttpStatus.SEE_OTHER, SIGNED_IN_LOCATION);
  }
}
