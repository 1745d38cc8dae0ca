import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import { ADMIN_ROLE, AuthenticatedUser } from '../domain/authenticated-user';
import { SCOOPER_ROLE } from '../domain/scooper-profile';
import { normaliseEmail } from '../domain/email';
import { decideSignIn, passwordMatched, SignInRejected } from '../domain/sign-in';
import { PasswordHasher } from '../users/password-hasher';
import { SessionService, StartedSession } from '../sessions/session.service';
import { UsersRepository } from '../users/users.repository';
import { SignInLockout } from './sign-in.lockout';
import { SignInThrottle } from './sign-in.throttle';

export interface SignedIn {
  user: AuthenticatedUser;
  session: StartedSession;
}

/** `previousToken` is the session this browser held: a fresh sign-in replaces it. */
export class SignInCommand extends Command<SignedIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly userAgent: string | undefined,
    readonly previousToken: string | undefined,
  ) {
    super();
  }
}

/** Checks the per-address throttle and the per-account lockout, then the password, then starts a session. */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(SignInLockout) private readonly lockout: SignInLockout,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  async execute(input: SignInCommand): Promise<SignedIn> {
    const email = normaliseEmail(input.email);
    await this.throttle.attempt(input.ip, email);
    await this.lockout.attempt(email);
    const user = await this.users.findByEmail(email);
    const valid = user ? await this.hasher.verify(user.passwordHash, input.password) : await this.hasher.verifyAgainstDummy(input.password);
    // The lockout forgets the account's failures once the password matched, confirmed or not.
    if (passwordMatched(user, valid)) await this.lockout.succeeded(email);
    const account = signInOrRefuse(() => decideSignIn(user, valid));
    const session = await this.sessions.start(account.id, { ip: input.ip, userAgent: input.userAgent });
    // A fresh sign-in replaces whatever session this browser held.
    await this.sessions.revoke(input.previousToken);
    return {
      user: {
        id: account.id,
        email: account.email,
        fullName: account.fullName,
        isAdmin: account.roles.includes(ADMIN_ROLE),
        isScooper: account.roles.includes(SCOOPER_ROLE),
      },
      session,
    };
  }
}

function signInOrRefuse<A>(decide: () => A): A {
  try {
    return decide();
  } catch (error) {
    if (error instanceof SignInRejected) throw new Problem(error.status, error.title, error.message, undefined, error.code);
    throw error;
  }
}
