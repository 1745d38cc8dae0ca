import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { ConfirmEmailCommand } from '../commands/confirm-email.command';
import { SignInCommand } from '../commands/sign-in.command';
import { SignOutEverywhereCommand } from '../commands/sign-out-everywhere.command';
import { SignOutCommand } from '../commands/sign-out.command';
import { SignUpCommand } from '../commands/sign-up.command';
import { AuthenticatedUser } from '../domain/authenticated-user';
import { CONFIRM_PATH } from '../domain/sign-up-token';
import { CHECK_YOUR_EMAIL_MESSAGE } from '../identity.messages';
import { IsConfirmationLinkUsableQuery } from '../queries/confirmation-link.query';
import { currentUserView, GetCurrentUserQuery, GetSessionQuery } from '../queries/current-user.query';
import { authenticationRequired } from './admin-access';
import { CurrentUserResponse, SignInRequest, SignInResponse } from './auth.dto';
import { confirmEmailPage } from './confirm-email-page';
import { CurrentUser } from './current-user.decorator';
import { SignUpRequest, SignUpResponse } from './sign-up.dto';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Signs in with email and password; sets the httpOnly session cookie "sid"' })
  @ApiOkResponse({ type: SignInResponse })
  async signInWithPassword(@Body() body: SignInRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignInResponse> {
    const { user, session } = await this.commands.execute(
      new SignInCommand(body.email, body.password, clientIp(req), req.get('user-agent'), readSessionToken(req)),
    );
    setSessionCookie(res, session.token, this.config);
    return { user: currentUserView(user) };
  }

  @Post('sign-up')
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Creates an unconfirmed account and e-mails a confirmation link; the same answer whether or not the address is registered' })
  @ApiCreatedResponse({ type: SignUpResponse })
  async signUpWithPassword(@Body() body: SignUpRequest, @Req() req: Request): Promise<SignUpResponse> {
    await this.commands.execute(new SignUpCommand(body.email, body.password, body.fullName, clientIp(req)));
    return { message: CHECK_YOUR_EMAIL_MESSAGE };
  }

  @Get('confirm')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'The page a confirmation link opens: a button that POSTs to confirm; opening it confirms nothing. A bad, used or expired link redirects to /auth?confirmed=0',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  async openConfirmation(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    if (!(await this.queries.execute(new IsConfirmationLinkUsableQuery(token)))) return res.redirect(HttpStatus.FOUND, '/auth?confirmed=0');
    const action = `${CONFIRM_PATH}?token=${encodeURIComponent(String(token))}`;
    res
      .status(HttpStatus.OK)
      .type('html')
      .send(confirmEmailPage(this.config.business, action, `${this.config.publicUrl.replace(/\/+$/, '')}/`));
  }

  @Post('confirm')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The confirmation page's button: confirms the account, then redirects (303) to /auth?confirmed=1 (or 0 for a bad, used or expired link)",
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiSeeOtherResponse()
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const confirmed = await this.commands.execute(new ConfirmEmailCommand(token));
    res.redirect(HttpStatus.SEE_OTHER, `/auth?confirmed=${confirmed ? 1 : 0}`);
  }

  @Post('sign-out')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revokes the current session and clears the cookie; fine without a session' })
  @ApiNoContentResponse()
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.commands.execute(new SignOutCommand(readSessionToken(req)));
    clearSessionCookie(res, this.config);
  }

  @Post('sign-out-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revokes every session of the signed-in user (all devices, this one too) and clears the cookie; 401 without a session' })
  @ApiNoContentResponse()
  async signOutEverywhere(@CurrentUser() user: AuthenticatedUser | undefined, @Res({ passthrough: true }) res: Response): Promise<void> {
    if (!user) throw authenticationRequired();
    await this.commands.execute(new SignOutEverywhereCommand(user.id));
    clearSessionCookie(res, this.config);
  }

  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user, or null: the public site asks on every page, and a signed-out visitor is not an error' })
  session(@CurrentUser() user: AuthenticatedUser | undefined): Promise<{ user: CurrentUserResponse | null }> {
    return this.queries.execute(new GetSessionQuery(user));
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  @ApiOkResponse({ type: CurrentUserResponse })
  async me(@CurrentUser() user: AuthenticatedUser | undefined): Promise<CurrentUserResponse> {
    const current = await this.queries.execute(new GetCurrentUserQuery(user));
    if (!current) throw authenticationRequired();
    return current;
  }
}
