import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import { ADD_ON_IDS, calculateQuote, Quote, QUOTE_MESSAGES, QuoteChoices, SERVICE_TYPES, ServiceType, validateChoices } from '../../pricing';
import { DiscountCode } from '../domain/discount-code';
import { RawChoices, toChoices } from '../domain/quote-input';
import { DiscountGuesses } from './discount-guesses';

export type PricedQuote = Quote & { discountCode: DiscountCode | null };

/**
 * Quotes kept, by choices. Valid choices are enum values only, but their add-ons, trash days and prepay make 89,120
 * sets, of which visitors ask for a few dozen: the bound holds against a client walking them all (the oldest goes first).
 */
export const QUOTE_MEMO_LIMIT = 1_024;

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

/** One string per set of valid choices: each field is an enum value (validateChoices), so '|' never occurs in one. */
export function choicesKey(choices: QuoteChoices): string {
  let addOns = '';
  for (const id of ADD_ON_IDS) addOns += choices.addOns[id] ? '1' : '0';
  return `${choices.serviceType}|${choices.serviceFrequency}|${choices.numberOfDogs}|${choices.yardSize}|${choices.trashDay}|${choices.commitmentMonths}|${addOns}`;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

@QueryHandler(PriceQuoteQuery)
export class PriceQuoteHandler implements IQueryHandler<PriceQuoteQuery> {
  /**
   * A quote without a code depends on the choices and the price table (a constant) only, so each set of choices is
   * priced once: the answer is shared, and frozen so that no caller can change it for the next. A quote with a code
   * is priced each time (its code is looked up and its guesses counted).
   */
  private readonly plain = new Map<string, PricedQuote>();

  constructor(@Inject(DiscountGuesses) private readonly codes: DiscountGuesses) {}

  async execute({ request, ip }: PriceQuoteQuery): Promise<PricedQuote> {
    const serviceType: ServiceType = (SERVICE_TYPES as readonly string[]).includes(request.serviceType ?? '')
      ? (request.serviceType as ServiceType)
      : request.serviceFrequency === 'one-time-cleanup'
        ? 'one-time'
        : 'subscription';
    const choices = toChoices(request, serviceType);
    throwIfErrors(validateChoices(choices));
    if (!request.discountCode?.trim()) return this.plainQuote(choices);
    const check = await this.codes.check(request.discountCode, ip());
    if (!check.isValid) throw Problem.validation({ discountCode: QUOTE_MESSAGES.invalidDiscountCode });
    return { ...quoteOf(choices, check.discountCode?.discountPercent ?? 0), discountCode: check.discountCode };
  }

  private plainQuote(choices: QuoteChoices): PricedQuote {
    const key = choicesKey(choices);
    let priced = this.plain.get(key);
    if (!priced) {
      priced = deepFreeze({ ...quoteOf(choices, 0), discountCode: null });
      if (this.plain.size >= QUOTE_MEMO_LIMIT) this.plain.delete(this.plain.keys().next().value!);
      this.plain.set(key, priced);
    }
    return priced;
  }
}

function quoteOf(choices: QuoteChoices, discountPercent: number): Quote {
  const quote = calculateQuote(choices, discountPercent);
  if (!quote) throw Problem.validation({ serviceFrequency: QUOTE_MESSAGES.frequencyRequired });
  return quote;
}
