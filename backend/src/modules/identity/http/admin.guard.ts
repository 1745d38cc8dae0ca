import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { Request } from 'express';
import { SessionService } from '../sessions/session.service';
import { adminAccessProblem, isAdminControllerPath, isAdminPath } from './admin-access';
import { readSessionToken } from './session-cookie';

/**
 * Global (APP_GUARD): attaches request.user for any valid session, and holds every /api/admin route,
 * present or future, to a signed-in admin without any decorator on the route.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    req.user ??= (await this.sessions.authenticate(readSessionToken(req))) ?? undefined;
    const controllerPath: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, context.getClass());
    if (!isAdminPath(req.originalUrl ?? req.url) && !isAdminControllerPath(controllerPath)) return true;
    const problem = adminAccessProblem(req.user);
    if (problem) throw problem;
    return true;
  }
}
