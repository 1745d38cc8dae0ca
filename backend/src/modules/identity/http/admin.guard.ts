import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { Request } from 'express';
import { SessionService } from '../sessions/session.service';
import { adminAccessProblem, isAdminControllerPath, isAdminPath } from './admin-access';
import { attachSessionUser } from './session-cookie';

/**
 * Global (APP_GUARD): attaches request.user for any valid session, and holds every /api/admin route,
 * present or future, to a signed-in admin without any decorator on the route.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  // A controller's path never changes: each class is looked at once.
  private readonly controllers = new WeakMap<object, boolean>();

  private guardedController(controller: object): boolean {
    let guarded = this.controllers.get(controller);
    if (guarded === undefined) {
      const controllerPath: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, controller);
      guarded = isAdminControllerPath(controllerPath);
      this.controllers.set(controller, guarded);
    }
    return guarded;
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const attached = attachSessionUser(req, this.sessions);
    return attached ? attached.then(() => this.admit(req, context)) : this.admit(req, context);
  }

  private admit(req: Request, context: ExecutionContext): boolean {
    if (!isAdminPath(req.originalUrl ?? req.url) && !this.guardedController(context.getClass())) return true;
    const problem = adminAccessProblem(req.user);
    if (problem) throw problem;
    return true;
  }
}
