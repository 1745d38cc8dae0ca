import { HttpStatus, Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { EmailSender, signUpConfirmation } from '../../email';
import { normaliseEmail } from '../domain/email';
import { CONFIRMATION_EMAIL_FAILED_MESSAGE } from '../identity.messages';
import { PasswordHasher } from '../users/password-hasher';
import { SignUpTokensRepository } from '../users/sign-up-tokens.repository';
import { confirmationUrl, newConfirmationToken, SIGN_UP_TOKEN_TTL_MS } from '../domain/sign-up-token';
import { SignUpThrottle } from './sign-up.throttle';

export class SignUpCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly fullName: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * Creates an unconfirmed account and e-mails its confirmation link. An address that already has a confirmed
 * account gets the same answer and no e-mail, so sign-up never tells whether an address is registered.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  private readonly logger = new Logger('SignUp');

  constructor(
    @Inject(SignUpThrottle) private readonly throttle: SignUpThrottle,
    @Inject(SignUpTokensRepository) private readonly tokens: SignUpTokensRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(EmailSender) private readonly email: EmailSender,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(input: SignUpCommand): Promise<void> {
    const email = normaliseEmail(input.email);
    const fullName = input.fullName.trim();
    await this.throttle.attempt(input.ip, email);
    const token = newConfirmationToken();
    const now = this.clock.now();
    const outcome = await this.tokens.record({
      email,
      fullName,
      passwordHash: await this.hasher.hash(input.password),
      tokenId: token.id,
      now,
      expiresAt: new Date(now.getTime() + SIGN_UP_TOKEN_TTL_MS),
    });
    if (outcome === 'already-confirmed') return;
    const message = signUpConfirmation({ business: this.config.business, fullName, confirmUrl: confirmationUrl(this.config.publicUrl, token.value) });
    try {
      await this.email.send({ kind: 'sign-up-confirmation', to: email, ...message });
    } catch (error) {
      this.logger.warn(`Sign-up confirmation e-mail failed: ${(error as Error).message}`);
      throw new Problem(HttpStatus.SERVICE_UNAVAILABLE, 'Service Unavailable', CONFIRMATION_EMAIL_FAILED_MESSAGE, undefined, 'CONFIRMATION_EMAIL_FAILED');
    }
  }
}
