import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../../platform/rate-limit';
import { EmailModule } from '../email';
import { AdminSeed } from './admin-seed';
import { SignIn } from './commands/sign-in.command';
import { SignInThrottle } from './commands/sign-in.throttle';
import { ConfirmEmail } from './commands/confirm-email.command';
import { SignUp } from './commands/sign-up.command';
import { SignUpThrottle } from './commands/sign-up.throttle';
import { SignUpTokensRepository } from './sign-up-tokens.repository';
import { AdminGuard } from './http/admin.guard';
import { AuthController } from './http/auth.controller';
import { PasswordHasher } from './password-hasher';
import { SessionService } from './session.service';
import { SessionStore } from './session.store';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { PurgeEndedSessionsJob } from './jobs/purge-ended-sessions.job';

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
    SignInThrottle,
    SignIn,
    SignUpTokensRepository,
    SignUpThrottle,
    SignUp,
    ConfirmEmail,
    PurgeEndedSessionsJob,
    { provide: APP_GUARD, useClass: AdminGuard },
  ],
  exports: [UsersService, SessionService, AdminSeed],
})
export class IdentityModule {}
