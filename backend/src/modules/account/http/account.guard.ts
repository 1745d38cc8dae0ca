import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { attachSessionUser, authenticationRequired, SessionService } from '../../identity';
import { isGuardedAccountPath } from './account-access';

/**
 * Global (APP_GUARD), beside the admin and field guards: every /api/account route, present or future, but the
 * sign-in ones needs a signed-in user; each route then reads only what belongs to that user's address.
 */
@Injectable()
export class AccountGuard implements CanActivate {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!isGuardedAccountPath(req.originalUrl ?? req.url)) return true;
    const attached = attachSessionUser(req, this.sessions);
    return attached ? attached.then(() => admit(req)) : admit(req);
  }
}

function admit(req: Request): boolean {
  if (!req.user) throw authenticationRequired();
  return true;
}
