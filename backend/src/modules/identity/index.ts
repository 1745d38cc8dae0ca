export { IdentityModule } from './identity.module';
export { ADMIN_ROLE, CUSTOMER_ROLE, type AuthenticatedUser } from './domain/authenticated-user';
export { UsersService, type User } from './users/users.service';
export { CreateAdminCommand, CreateAdminHandler, type AdminAccount } from './commands/create-admin.command';
export { UsersRepository } from './users/users.repository';
export { PasswordHasher } from './users/password-hasher';
export { AdminSeed, type SeededCredentials } from './users/admin-seed';
export { adminAccountProblem, AdminAccountError } from './domain/admin-account';
export { passwordProblem } from './domain/password-policy';
export { SessionService } from './sessions/session.service';
export { AdminGuard } from './http/admin.guard';
export { adminOnlyMiddleware } from './http/admin-only.middleware';
export { isAdminPath, isSignInPath } from './http/admin-access';
export { FieldGuard } from './http/field.guard';
export { isFieldPath } from './http/field-access';
export { CurrentUser } from './http/current-user.decorator';
export { attachSessionUser, SESSION_COOKIE, setSessionCookie } from './http/session-cookie';
export { authenticationRequired, isApiPathUnder } from './http/admin-access';
export { ScooperRoster } from './queries/scooper-roster.view';
export {
  SCOOPER_ROLE,
  WEEKDAYS,
  DAILY_CAPACITY_MAX,
  DAILY_CAPACITY_MIN,
  DEFAULT_DAILY_CAPACITY,
  type ScooperProfile,
  type Weekday,
} from './domain/scooper-profile';
