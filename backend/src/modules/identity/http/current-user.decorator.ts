import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AuthenticatedUser } from '../domain/authenticated-user';

/** The signed-in user the global guard attached, or undefined for anonymous requests. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined => context.switchToHttp().getRequest<Request>().user,
);
