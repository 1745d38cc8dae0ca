import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { isValidEmail, normaliseEmail } from '../domain/email';
import { checkScooperProfile, ScooperProfileInput } from '../domain/scooper-profile';
import { temporaryPassword } from '../domain/temporary-password';
import { INVALID_EMAIL_MESSAGE, SCOOPER_MESSAGES } from '../identity.messages';
import { PasswordHasher } from '../users/password-hasher';
import { ScooperAccountsRepository } from '../users/scooper-accounts.repository';

export interface CreatedScooperAccount {
  id: string;
  /** Shown to staff once, to hand to the scooper; only its hash is kept. */
  temporaryPassword: string;
}

/** Staff make a field worker's account: a confirmed user with the scooper role, a profile, and a temporary password. */
export class CreateScooperAccountCommand extends Command<CreatedScooperAccount> {
  constructor(
    readonly email: string,
    readonly profile: ScooperProfileInput,
  ) {
    super();
  }
}

@CommandHandler(CreateScooperAccountCommand)
export class CreateScooperAccountHandler implements ICommandHandler<CreateScooperAccountCommand> {
  constructor(
    @Inject(ScooperAccountsRepository) private readonly accounts: ScooperAccountsRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ email, profile }: CreateScooperAccountCommand): Promise<CreatedScooperAccount> {
    const address = normaliseEmail(email);
    const check = checkScooperProfile(profile);
    const errors = { ...(isValidEmail(address) ? {} : { email: INVALID_EMAIL_MESSAGE }), ...(check.ok ? {} : check.errors) };
    if (!check.ok || Object.keys(errors).length) throw Problem.validation(errors);
    const password = temporaryPassword();
    const created = await this.accounts.create({ email: address, passwordHash: await this.hasher.hash(password), fields: check.fields, now: this.clock.now() });
    if (created === 'email-taken') {
      throw new Problem(HttpStatus.CONFLICT, 'Conflict', SCOOPER_MESSAGES.emailTaken, { email: SCOOPER_MESSAGES.emailTaken }, 'EMAIL_TAKEN');
    }
    return { id: created.id, temporaryPassword: password };
  }
}
