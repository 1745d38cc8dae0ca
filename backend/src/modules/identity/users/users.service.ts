import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { AdminAccount, AdminAccountOptions, CreateAdminCommand, CreateAdminHandler } from '../commands/create-admin.command';
import { normaliseEmail } from '../domain/email';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

export type { AdminAccount, AdminAccountOptions } from '../commands/create-admin.command';

export interface User {
  id: string;
  email: string;
  fullName: string | null;
  roles: string[];
}

/** Users and roles for other modules, the seed, tests and admin:create (which builds it without Nest). */
@Injectable()
export class UsersService {
  private readonly createAdmin: CreateAdminHandler;

  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) hasher: PasswordHasher,
    @Inject(Clock) clock: Clock,
  ) {
    this.createAdmin = new CreateAdminHandler(users, hasher, clock);
  }

  /** CreateAdminCommand, for callers outside the command bus. */
  createOrUpdateAdmin(email: string, password: string, fullName?: string, options: AdminAccountOptions = {}): Promise<AdminAccount> {
    return this.createAdmin.execute(new CreateAdminCommand(email, password, fullName, options));
  }

  async findByEmail(email: string): Promise<User | null> {
    const record = await this.users.findByEmail(normaliseEmail(email));
    return record && { id: record.id, email: record.email, fullName: record.fullName, roles: record.roles };
  }

  hasRole(userId: string, role: string): Promise<boolean> {
    return this.users.hasRole(userId, role);
  }
}
