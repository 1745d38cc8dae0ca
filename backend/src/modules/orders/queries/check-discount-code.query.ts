import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { DiscountCodeCheck } from '../domain/discount-code';
import { DiscountGuesses } from './discount-guesses';

/** A code checked for a client address (price, checkout): wrong ones count against the address's guesses. */
export class CheckDiscountCodeQuery extends Query<DiscountCodeCheck> {
  constructor(
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}

@QueryHandler(CheckDiscountCodeQuery)
export class CheckDiscountCodeHandler implements IQueryHandler<CheckDiscountCodeQuery> {
  constructor(@Inject(DiscountGuesses) private readonly guesses: DiscountGuesses) {}

  execute({ code, ip }: CheckDiscountCodeQuery): Promise<DiscountCodeCheck> {
    return this.guesses.check(code, ip);
  }
}

/** Checks of any kind per address; wrong codes have their own, tighter limit (DiscountGuesses). */
const VALIDATE_LIMIT = { limit: 60, windowMs: 60_000 };

/** The quote form's "Apply" button: the same check, under a per-address ceiling of checks of any kind. */
export class ValidateDiscountCodeQuery extends Query<DiscountCodeCheck> {
  constructor(
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}

@QueryHandler(ValidateDiscountCodeQuery)
export class ValidateDiscountCodeHandler implements IQueryHandler<ValidateDiscountCodeQuery> {
  constructor(
    @Inject(DiscountGuesses) private readonly guesses: DiscountGuesses,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute({ code, ip }: ValidateDiscountCodeQuery): Promise<DiscountCodeCheck> {
    await this.limiter.enforce([{ key: `discount-validate:${clientKey(ip)}`, ...VALIDATE_LIMIT }]);
    return this.guesses.check(code, ip);
  }
}
