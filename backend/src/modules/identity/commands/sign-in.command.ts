import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { ADMIN_ROLE, AuthenticatedUser } from '../authenticated-user';
import { normaliseEmail } from '../email';
import { EMAIL_NOT_CONFIRMED_DETAIL, EMAIL_NOT_CONFIRMED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../identity.messages';
import { PasswordHasher } from '../password-hasher';
import { SessionService, StartedSession } from '../session.service';
import { UsersRepository } from '../users.repository';
import { SignInThrottle } from './sign-in.throttle';

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  user: AuthenticatedUser;
  session: StartedSession;
}

/** Checks the throttle, then the password, then starts a session. */
@Injectable()
export class SignIn {
  constructor(
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  async execute(input: SignInInput): Promise<SignedIn> {
    const email = normaliseEmail(input.email);
    await this.throttle.attempt(input.ip, email);
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyAgainstDummy(input.password);
    // One answer for an unknown email and a wrong password, so accounts cannot be enumerated.
    if (!user || !valid) {
      throw new Problem(HttpStatus.UNAUTHORIZED, INVALID_CREDENTIALS_MESSAGE, INVALID_CREDENTIALS_MESSAGE, undefined, 'INVALID_CREDENTIALS');
    }
    // Only after the password matched, so this answer tells nothing to someone who does not own the account.
    if (!user.emailConfirmed) {
      throw new Problem(HttpStatus.FORBIDDEN, EMAIL_NOT_CONFIRMED_MESSAGE, EMAIL_NOT_CONFIRMED_DETAIL, undefined, 'EMAIL_NOT_CONFIRMED');
    }
    const session = await this.sessions.start(user.id, { ip: input.ip, userAgent: input.userAgent });
    return {
      user: { id: user.id, email: user.email, fullName: user.fullName, isAdmin: user.roles.includes(ADMIN_ROLE) },
      session,
    };
  }
}
