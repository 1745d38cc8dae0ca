import { Inject, Injectable, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { clientKey, digestKey, GENERAL_RATE_LIMIT, RateLimiter } from '../../../platform/rate-limit';
import { accountSignIn, EmailSender } from '../../email';
import { UsersRepository } from '../../identity';
import { CustomerOrders } from '../../orders';
import { newSignInToken, SIGN_IN_LINK_TTL_MINUTES, SIGN_IN_LINK_TTL_MS, signInUrl } from '../domain/sign-in-link';
import { SignInLinksRepository } from '../links/sign-in-links.repository';

/** Each request may send an e-mail, so one address gets a few links an hour at most. */
export const SIGN_IN_LINK_EMAIL_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;

@Injectable()
export class SignInLinkThrottle {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  /** The spec's general limit per IP (5 per 60 s) and SIGN_IN_LINK_EMAIL_LIMIT per address. */
  async attempt(ip: string, email: string): Promise<void> {
    await this.limiter.enforce([
      { key: `account-link:ip:${clientKey(ip)}`, ...GENERAL_RATE_LIMIT },
      { key: `account-link:email:${digestKey(email)}`, ...SIGN_IN_LINK_EMAIL_LIMIT },
    ]);
  }
}

export class RequestSignInLinkCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * E-mails a one-time sign-in link to an address that has a paid order. Every other address (strangers, staff,
 * scoopers) gets the same answer and no e-mail, so the answer never tells who is a customer.
 */
@CommandHandler(RequestSignInLinkCommand)
export class RequestSignInLinkHandler implements ICommandHandler<RequestSignInLinkCommand> {
  private readonly logger = new Logger('AccountSignInLink');

  constructor(
    @Inject(SignInLinkThrottle) private readonly throttle: SignInLinkThrottle,
    @Inject(SignInLinksRepository) private readonly links: SignInLinksRepository,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(input: RequestSignInLinkCommand): Promise<void> {
    const email = input.email.trim().toLowerCase();
    await this.throttle.attempt(input.ip, email);
    await this.links.purgeExpired(this.clock.now());
    if ((await this.orders.paidByEmail(email)).length === 0 || (await this.users.isStaff(email))) return;
    const token = newSignInToken();
    const now = this.clock.now();
    await this.links.record({ id: token.id, email, now, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS) });
    const message = accountSignIn({
      business: this.config.business,
      signInUrl: signInUrl(this.config.publicUrl, token.value),
      minutesValid: SIGN_IN_LINK_TTL_MINUTES,
    });
    try {
      await this.email.send({ kind: 'account-sign-in', to: email, ...message });
    } catch (error) {
      // The answer stays the same: a failure must not tell a stranger the address is a customer's.
      this.logger.warn(`Account sign-in e-mail failed: ${(error as Error).message}`);
    }
  }
}
