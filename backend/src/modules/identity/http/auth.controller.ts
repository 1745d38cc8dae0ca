import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiFoundResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { AuthenticatedUser } from '../authenticated-user';
import { ConfirmEmail } from '../commands/confirm-email.command';
import { SignIn } from '../commands/sign-in.command';
import { SignUp } from '../commands/sign-up.command';
import { CHECK_YOUR_EMAIL_MESSAGE } from '../identity.messages';
import { SessionService } from '../session.service';
import { authenticationRequired } from './admin-access';
import { CurrentUserResponse, SignInRequest, SignInResponse } from './auth.dto';
import { CurrentUser } from './current-user.decorator';
import { SignUpRequest, SignUpResponse } from './sign-up.dto';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(SignIn) private readonly signIn: SignIn,
    @Inject(SignUp) private readonly signUp: SignUp,
    @Inject(ConfirmEmail) private readonly confirmEmail: ConfirmEmail,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Signs in with email and password; sets the httpOnly session cookie "sid"' })
  @ApiOkResponse({ type: SignInResponse })
  async signInWithPassword(
    @Body() body: SignInRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInResponse> {
    const { user, session } = await this.signIn.execute({
      email: body.email,
      password: body.password,
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      userAgent: req.get('user-agent'),
    });
    // A fresh sign-in replaces whatever session this browser held.
    await this.sessions.revoke(readSessionToken(req));
    setSessionCookie(res, session.token, this.config);
    return { user: toResponse(user) };
  }

  @Post('sign-up')
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Creates an unconfirmed account and e-mails a confirmation link; the same answer whether or not the address is registered' })
  @ApiCreatedResponse({ type: SignUpResponse })
  async signUpWithPassword(@Body() body: SignUpRequest, @Req() req: Request): Promise<SignUpResponse> {
    await this.signUp.execute({ ...body, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
    return { message: CHECK_YOUR_EMAIL_MESSAGE };
  }

  @Get('confirm')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Follows a confirmation link, then redirects to /auth?confirmed=1 (or 0 for a bad or expired link)' })
  @ApiFoundResponse()
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const confirmed = await this.confirmEmail.execute(token);
    res.redirect(HttpStatus.FOUND, `/auth?confirmed=${confirmed ? 1 : 0}`);
  }

  @Post('sign-out')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revokes the current session and clears the cookie; fine without a session' })
  @ApiNoContentResponse()
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.revoke(readSessionToken(req));
    clearSessionCookie(res, this.config);
  }

  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user, or null: the public site asks on every page, and a signed-out visitor is not an error' })
  session(@CurrentUser() user: AuthenticatedUser | undefined): { user: CurrentUserResponse | null } {
    return { user: user ? toResponse(user) : null };
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  @ApiOkResponse({ type: CurrentUserResponse })
  me(@CurrentUser() user: AuthenticatedUser | undefined): CurrentUserResponse {
    if (!user) throw authenticationRequired();
    return toResponse(user);
  }
}

function toResponse(user: AuthenticatedUser): CurrentUserResponse {
  return { id: user.id, email: user.email, fullName: user.fullName, isAdmin: user.isAdmin };
}
