import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../../platform/rate-limit';
import { EmailModule } from '../email';
import { ConfirmEmailHandler } from './commands/confirm-email.command';
import { CreateScooperAccountHandler } from './commands/create-scooper-account.command';
import { ResetScooperPasswordHandler } from './commands/reset-scooper-password.command';
import { UpdateScooperAccountHandler } from './commands/update-scooper-account.command';
import { CreateAdminHandler } from './commands/create-admin.command';
import { SignInHandler } from './commands/sign-in.command';
import { SignInLockout } from './commands/sign-in.lockout';
import { SignInThrottle } from './commands/sign-in.throttle';
import { SignOutEverywhereHandler } from './commands/sign-out-everywhere.command';
import { SignOutHandler } from './commands/sign-out.command';
import { SignUpHandler } from './commands/sign-up.command';
import { SignUpThrottle } from './commands/sign-up.throttle';
import { PurgeEndedSessionsJob } from './consumers/purge-ended-sessions.job';
import { AdminGuard } from './http/admin.guard';
import { AuthController } from './http/auth.controller';
import { FieldController } from './http/field.controller';
import { FieldGuard } from './http/field.guard';
import { ScooperAccountsAdminController } from './http/scooper-accounts.admin.controller';
import { IsConfirmationLinkUsableHandler } from './queries/confirmation-link.query';
import { GetCurrentUserHandler, GetSessionHandler } from './queries/current-user.query';
import { GetFieldProfileHandler } from './queries/field-profile.query';
import { GetScooperAccountHandler } from './queries/get-scooper-account.query';
import { ScooperRoster } from './queries/scooper-roster.view';
import { SessionService } from './sessions/session.service';
import { SessionStore } from './sessions/session.store';
import { AdminSeed } from './users/admin-seed';
import { PasswordHasher } from './users/password-hasher';
import { ScooperAccountsRepository } from './users/scooper-accounts.repository';
import { SignUpTokensRepository } from './users/sign-up-tokens.repository';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/** Users, sessions and roles; its global guards protect every /api/admin route (staff) and /api/field route (scoopers). */
@Module({
  imports: [RateLimitModule, EmailModule],
  controllers: [AuthController, ScooperAccountsAdminController, FieldController],
  providers: [
    PasswordHasher,
    UsersRepository,
    UsersService,
    AdminSeed,
    SessionStore,
    SessionService,
    SignUpTokensRepository,
    SignInThrottle,
    SignInLockout,
    SignUpThrottle,
    SignInHandler,
    SignUpHandler,
    ConfirmEmailHandler,
    SignOutHandler,
    SignOutEverywhereHandler,
    CreateAdminHandler,
    IsConfirmationLinkUsableHandler,
    GetCurrentUserHandler,
    GetSessionHandler,
    PurgeEndedSessionsJob,
    ScooperRoster,
    ScooperAccountsRepository,
    CreateScooperAccountHandler,
    UpdateScooperAccountHandler,
    ResetScooperPasswordHandler,
    GetScooperAccountHandler,
    GetFieldProfileHandler,
    { provide: APP_GUARD, useClass: AdminGuard },
    { provide: APP_GUARD, useClass: FieldGuard },
  ],
  exports: [UsersService, UsersRepository, PasswordHasher, SessionService, AdminSeed, ScooperRoster],
})
export class IdentityModule {}
