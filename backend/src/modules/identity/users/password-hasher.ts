import { Inject, Injectable, Optional } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';
import { AppConfig } from '../../../config/config';

/** argon2's default memory for a hash (64 MiB). */
const DEFAULT_MEMORY_KIB = 65_536;

/**
 * argon2id hashes with the library's defaults (64 MiB, 3 passes); PASSWORD_HASH_MEMORY_KIB lowers the memory, below
 * 19 MiB only under NODE_ENV=test. Verifying reads the cost from the stored hash, so any earlier hash still checks.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly memoryCost: number;

  constructor(@Optional() @Inject(AppConfig) config?: AppConfig) {
    this.memoryCost = config?.env.PASSWORD_HASH_MEMORY_KIB ?? DEFAULT_MEMORY_KIB;
  }

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, memoryCost: this.memoryCost });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Costs what a real check costs, so an unknown email cannot be told apart by timing. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
