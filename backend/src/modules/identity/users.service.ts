import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock';
import { adminAccountProblem, AdminAccountError } from './admin-account';
import { ADMIN_ROLE } from './authenticated-user';
import { normaliseEmail } from './email';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

export interface User {
  id: string;
  email: string;
  fullName: string | null;
  roles: string[];
}

export interface AdminAccount {
  id: string;
  email: string;
  created: boolean;
}

/** Users and roles for other modules, the seed and admin:create. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Creates the admin, or resets the password (and name when given) of the account with that email. */
  async createOrUpdateAdmin(email: string, password: string, fullName?: string): Promise<AdminAccount> {
    const problem = adminAccountProblem(email, password);
    if (problem) throw new AdminAccountError(problem);
    const normalised = normaliseEmail(email);
    const { id, created } = await this.users.upsertWithRole({
      email: normalised,
      passwordHash: await this.hasher.hash(password),
      fullName: fullName?.trim() || null,
      role: ADMIN_ROLE,
      now: this.clock.now(),
    });
    return { id, email: normalised, created };
  }

  async findByEmail(email: string): Promise<User | null> {
    const record = await this.users.findByEmail(normaliseEmail(email));
    return record && { id: record.id, email: record.email, fullName: record.fullName, roles: record.roles };
  }

  hasRole(userId: string, role: string): Promise<boolean> {
    return this.users.hasRole(userId, role);
  }
}
