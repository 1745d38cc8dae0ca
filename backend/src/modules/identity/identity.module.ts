import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../../platform/rate-limit';
import { EmailModule } from '../email';
import { ConfirmEmailHandler } from './commands/confirm-email.command';
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
import { IsConfirmationLinkUsableHandler } from './queries/confirmation-link.query';
import { GetCurrentUserHandler, GetSessionHandler } from './queries/current-user.query';
import { ScooperRoster } from './queries/scooper-roster.view';
import { SessionService } from './sessions/session.service';
import { SessionStore } from './sessions/session.store';
import { AdminSeed } from './users/admin-seed';
import { PasswordHasher } from './users/password-hasher';
import { SignUpTokensRepository } from './users/sign-up-tokens.repository';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/** Users, sessions and roles; its global guard protects every /api/admin route. */
@Module({
  imports: [RateLimitModule, EmailModule],
  controllers: [AuthController],
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
    { provide: APP_GUARD, useClass: AdminGuard },
  ],
  exports: [UsersService, SessionService, AdminSeed, ScooperRoster],
})
export class IdentityModule {}
