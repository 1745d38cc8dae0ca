import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { Request } from 'express';
import { SessionService } from '../sessions/session.service';
import { fieldAccessProblem, isFieldControllerPath, isFieldPath } from './field-access';
import { attachSessionUser } from './session-cookie';

/**
 * Global (APP_GUARD), beside the admin guard: holds every /api/field route, present or future, to a signed-in
 * scooper whose account is active, without any decorator on the route.
 */
@Injectable()
export class FieldGuard implements CanActivate {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  // A controller's path never changes: each class is looked at once.
  private readonly controllers = new WeakMap<object, boolean>();

  private guardedController(controller: object): boolean {
    let guarded = this.controllers.get(controller);
    if (guarded === undefined) {
      const controllerPath: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, controller);
      guarded = isFieldControllerPath(controllerPath);
      this.controllers.set(controller, guarded);
    }
    return guarded;
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!isFieldPath(req.originalUrl ?? req.url) && !this.guardedController(context.getClass())) return true;
    const attached = attachSessionUser(req, this.sessions);
    return attached ? attached.then(() => this.admit(req)) : this.admit(req);
  }

  private admit(req: Request): boolean {
    const problem = fieldAccessProblem(req.user);
    if (problem) throw problem;
    return true;
  }
}
