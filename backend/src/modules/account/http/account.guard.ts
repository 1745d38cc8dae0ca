import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { authenticationRequired, SESSION_COOKIE, SessionService } from '../../identity';
import { isGuardedAccountPath } from './account-access';

/**
 * Global (APP_GUARD), beside the admin and field guards: every /api/account route, present or future, but the
 * sign-in ones needs a signed-in user; each route then reads only what belongs to that user's address.
 */
@Injectable()
export class AccountGuard implements CanActivate {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!isGuardedAccountPath(req.originalUrl ?? req.url)) return true;
    const cookies: Record<string, unknown> | undefined = req.cookies;
    const token = cookies?.[SESSION_COOKIE];
    req.user ??= (await this.sessions.authenticate(typeof token === 'string' ? token : undefined)) ?? undefined;
    if (!req.user) throw authenticationRequired();
    return true;
  }
}
