import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { AdminAccountError, adminAccountProblem } from '../domain/admin-account';
import { ADMIN_ROLE } from '../domain/authenticated-user';
import { normaliseEmail } from '../domain/email';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

export interface SeededCredentials {
  email: string;
  password: string;
}

/** First start: makes sure someone can sign in to the admin. */
@Injectable()
export class AdminSeed {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Returns the credentials only when it made up the password, so main can print them once. */
  async seedAdminIfMissing(): Promise<SeededCredentials | null> {
    if (await this.users.anyoneHasRole(ADMIN_ROLE)) return null;
    const configured = this.config.env.ADMIN_PASSWORD;
    // 12 random bytes are exactly 16 base64url characters.
    const password = configured ?? randomBytes(12).toString('base64url');
    const email = normaliseEmail(this.config.env.ADMIN_EMAIL);
    const problem = adminAccountProblem(email, password);
    if (problem) throw new AdminAccountError(`ADMIN_EMAIL / ADMIN_PASSWORD: ${problem}`);
    const seeded = await this.users.upsertWithRoleIfNobodyHasIt({
      email,
      passwordHash: await this.hasher.hash(password),
      fullName: null,
      role: ADMIN_ROLE,
      now: this.clock.now(),
      promote: false,
    });
    if (seeded === 'lacks-role') {
      throw new AdminAccountError(
        `ADMIN_EMAIL ${email} belongs to an account that is not an admin: choose another, or run npm run admin:create -- --email ${email} --promote`,
      );
    }
    return seeded && !configured ? { email, password } : null;
  }
}
