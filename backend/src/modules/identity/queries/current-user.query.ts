import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AuthenticatedUser } from '../domain/authenticated-user';

/** What the site and the admin are told about the signed-in user. */
export interface CurrentUserView {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
}

export function currentUserView(user: AuthenticatedUser): CurrentUserView {
  return { id: user.id, email: user.email, fullName: user.fullName, isAdmin: user.isAdmin };
}

/** The user of the request's session (the global guard attached it), or null for a signed-out visitor. */
export class GetCurrentUserQuery extends Query<CurrentUserView | null> {
  constructor(readonly user: AuthenticatedUser | undefined) {
    super();
  }
}

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  async execute({ user }: GetCurrentUserQuery): Promise<CurrentUserView | null> {
    return user ? currentUserView(user) : null;
  }
}

/** The public site's question on every page: who is signed in, if anyone; a signed-out visitor is not an error. */
export class GetSessionQuery extends Query<{ user: CurrentUserView | null }> {
  constructor(readonly user: AuthenticatedUser | undefined) {
    super();
  }
}

@QueryHandler(GetSessionQuery)
export class GetSessionHandler implements IQueryHandler<GetSessionQuery> {
  async execute({ user }: GetSessionQuery): Promise<{ user: CurrentUserView | null }> {
    return { user: user ? currentUserView(user) : null };
  }
}
