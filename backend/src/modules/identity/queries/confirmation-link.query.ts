import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { confirmationTokenId, isPlausibleConfirmationToken } from '../domain/sign-up-token';
import { SignUpTokensRepository } from '../users/sign-up-tokens.repository';

/** The confirmation link (GET): true for a link that would still confirm an account; spends nothing. */
export class IsConfirmationLinkUsableQuery extends Query<boolean> {
  constructor(readonly token: unknown) {
    super();
  }
}

@QueryHandler(IsConfirmationLinkUsableQuery)
export class IsConfirmationLinkUsableHandler implements IQueryHandler<IsConfirmationLinkUsableQuery> {
  constructor(
    @Inject(SignUpTokensRepository) private readonly tokens: SignUpTokensRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ token }: IsConfirmationLinkUsableQuery): Promise<boolean> {
    return isPlausibleConfirmationToken(token) && this.tokens.isUsable(confirmationTokenId(token), this.clock.now());
  }
}
