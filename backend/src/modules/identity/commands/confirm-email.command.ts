import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { SignUpTokensRepository } from '../sign-up-tokens.repository';
import { confirmationTokenId, isPlausibleConfirmationToken } from '../sign-up-token';

/** Follows a confirmation link: true when it confirmed an account, false for a bad, used or expired link. */
@Injectable()
export class ConfirmEmail {
  constructor(
    @Inject(SignUpTokensRepository) private readonly tokens: SignUpTokensRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(token: unknown): Promise<boolean> {
    if (!isPlausibleConfirmationToken(token)) return false;
    return (await this.tokens.confirm(confirmationTokenId(token), this.clock.now())) !== null;
  }
}
