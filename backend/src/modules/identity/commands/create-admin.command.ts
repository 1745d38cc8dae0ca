import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { AdminAccountError, adminAccountProblem, notAnAdminMessage } from '../domain/admin-account';
import { ADMIN_ROLE } from '../domain/authenticated-user';
import { normaliseEmail } from '../domain/email';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';

export interface AdminAccount {
  id: string;
  email: string;
  created: boolean;
}

export interface AdminAccountOptions {
  /** Make an existing non-admin account (a customer who signed up) an admin; without it such an account is refused. */
  promote?: boolean;
}

/**
 * Creates the admin, or resets the password (and name when given) of the account with that email, ending every
 * session and pending sign-up link it had. admin:create runs the handler without Nest.
 */
export class CreateAdminCommand extends Command<AdminAccount> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly fullName?: string,
    readonly options: AdminAccountOptions = {},
  ) {
    super();
  }
}

@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand> {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ email, password, fullName, options }: CreateAdminCommand): Promise<AdminAccount> {
    const problem = adminAccountProblem(email, password);
    if (problem) throw new AdminAccountError(problem);
    const normalised = normaliseEmail(email);
    const outcome = await this.users.upsertWithRole({
      email: normalised,
      passwordHash: await this.hasher.hash(password),
      fullName: fullName?.trim() || null,
      role: ADMIN_ROLE,
      now: this.clock.now(),
      promote: options.promote === true,
    });
    if (outcome === 'lacks-role') throw new AdminAccountError(notAnAdminMessage(normalised));
    return { id: outcome.id, email: normalised, created: outcome.created };
  }
}
