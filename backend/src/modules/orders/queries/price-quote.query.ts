import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import { calculateQuote, Quote, QUOTE_MESSAGES, SERVICE_TYPES, ServiceType, validateChoices } from '../../pricing';
import { DiscountCode } from '../domain/discount-code';
import { RawChoices, toChoices } from '../domain/quote-input';
import { DiscountGuesses } from './discount-guesses';

export type PricedQuote = Quote & { discountCode: DiscountCode | null };

/** The same calculation the quote card runs in the browser, on the server's own price table. */
export class PriceQuoteQuery extends Query<PricedQuote> {
  constructor(
    readonly request: RawChoices & { discountCode?: string },
    /** The client's address, for counting discount-code guesses; a function, so a quote without a code never works it out. */
    readonly ip: () => string,
  ) {
    super();
  }
}

@QueryHandler(PriceQuoteQuery)
export class PriceQuoteHandler implements IQueryHandler<PriceQuoteQuery> {
  constructor(@Inject(DiscountGuesses) private readonly codes: DiscountGuesses) {}

  async execute({ request, ip }: PriceQuoteQuery): Promise<PricedQuote> {
    const serviceType: ServiceType = (SERVICE_TYPES as readonly string[]).includes(request.serviceType ?? '')
      ? (request.serviceType as ServiceType)
      : request.serviceFrequency === 'one-time-cleanup'
        ? 'one-time'
        : 'subscription';
    const choices = toChoices(request, serviceType);
    throwIfErrors(validateChoices(choices));
    let discountCode: DiscountCode | null = null;
    if (request.discountCode?.trim()) {
      const check = await this.codes.check(request.discountCode, ip());
      if (!check.isValid) throw Problem.validation({ discountCode: QUOTE_MESSAGES.invalidDiscountCode });
      discountCode = check.discountCode;
    }
    const quote = calculateQuote(choices, discountCode?.discountPercent ?? 0);
    if (!quote) throw Problem.validation({ serviceFrequency: QUOTE_MESSAGES.frequencyRequired });
    return { ...quote, discountCode };
  }
}
