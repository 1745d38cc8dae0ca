import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { isPlausibleSignInToken, signInTokenId } from '../domain/sign-in-link';
import { SignInLinksRepository } from '../links/sign-in-links.repository';

/** Whether a sign-in link still works; opening the link page asks, and spends nothing. */
export class IsSignInLinkUsableQuery extends Query<boolean> {
  constructor(readonly token: unknown) {
    super();
  }
}

@QueryHandler(IsSignInLinkUsableQuery)
export class IsSignInLinkUsableHandler implements IQueryHandler<IsSignInLinkUsableQuery> {
  constructor(
    @Inject(SignInLinksRepository) private readonly links: SignInLinksRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ token }: IsSignInLinkUsableQuery): Promise<boolean> {
    return isPlausibleSignInToken(token) && this.links.isUsable(signInTokenId(token), this.clock.now());
  }
}
