import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { AuthenticatedUser } from '../authenticated-user';
import { SignIn } from '../commands/sign-in.command';
import { SessionService } from '../session.service';
import { authenticationRequired } from './admin-access';
import { CurrentUserResponse, SignInRequest, SignInResponse } from './auth.dto';
import { CurrentUser } from './current-user.decorator';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(SignIn) private readonly signIn: SignIn,
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

  @Post('sign-out')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revokes the current session and clears the cookie; fine without a session' })
  @ApiNoContentResponse()
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.revoke(readSessionToken(req));
    clearSessionCookie(res, this.config);
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
