import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../platform/clock';
import { PasswordHasher, SessionService, UsersRepository } from '../../identity';
import { isPlausibleSignInToken, signInTokenId } from '../domain/sign-in-link';
import { SignInLinksRepository } from '../links/sign-in-links.repository';

/** The link page's button (POST): a session token for the link's customer, or null for a bad, used or expired link. */
export class UseSignInLinkCommand extends Command<{ token: string } | null> {
  constructor(
    readonly token: unknown,
    readonly context: { ip?: string; userAgent?: string },
  ) {
    super();
  }
}

@CommandHandler(UseSignInLinkCommand)
export class UseSignInLinkHandler implements ICommandHandler<UseSignInLinkCommand> {
  constructor(
    @Inject(SignInLinksRepository) private readonly links: SignInLinksRepository,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ token, context }: UseSignInLinkCommand): Promise<{ token: string } | null> {
    if (!isPlausibleSignInToken(token)) return null;
    const now = this.clock.now();
    const email = await this.links.consume(signInTokenId(token), now);
    if (!email) return null;
    // A link-only customer has no password: theirs is a hash of random bytes nobody knows.
    const userId = await this.users.ensureCustomer(email, await this.hasher.hash(randomBytes(32).toString('base64url')), now);
    if (!userId) return null;
    const session = await this.sessions.start(userId, context);
    return { token: session.token };
  }
}
