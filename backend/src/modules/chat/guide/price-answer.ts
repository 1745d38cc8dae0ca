import {
  ADD_ON_CATALOGUE,
  BASE_PRICES,
  basePriceFor,
  BIN_ADD_ONS,
  calculateQuote,
  COMMITMENT_DISCOUNT_PERCENT,
  formatCents,
  NO_ADD_ONS,
  NUMBER_OF_DOGS,
  QuoteChoices,
  SERVICE_FREQUENCIES,
  ServiceFrequency,
  SETUP_FEE,
  YARD_SIZES,
} from '../../pricing';
import { baseRange, DOG_PHRASES, formatRange, FREQUENCY_PHRASES, isPerWeek, listInWords, perPeriod, PLAN_WORDS, YARD_PHRASES } from '../knowledge';
import { QuoteRequest } from './quote-request';

export const BOOKING_OFFER = 'Want to book? Just say so, or use the quote form.';

const YARD_SHORT = { small: 'a small yard', medium: 'a medium yard', large: 'a large yard' } as const;

/** A price in the quote card's own numbers (calculateQuote), or the options still open when something is missing. */
export function priceAnswer(request: QuoteRequest): string {
  const notes: string[] = [];
  if (request.everyOtherWeek) {
    notes.push("We don't offer every-other-week visits; our plans are monthly, weekly or twice-weekly, or a one-time Yard Rescue.");
  }
  const { dogs, yard, frequency } = request;
  const body = dogs && yard && frequency ? exactPrice(request, dogs, yard, frequency) : openPrice(request);
  return [...notes, body].join(' ');
}

function exactPrice(
  request: QuoteRequest,
  dogs: NonNullable<QuoteRequest['dogs']>,
  yard: NonNullable<QuoteRequest['yard']>,
  frequency: ServiceFrequency,
): string {
  const oneTime = frequency === 'one-time-cleanup';
  const addOns = { ...NO_ADD_ONS };
  for (const id of request.addOns) addOns[id] = true;
  const choices: QuoteChoices = {
    serviceType: oneTime ? 'one-time' : 'subscription',
    serviceFrequency: frequency,
    numberOfDogs: dogs,
    yardSize: yard,
    addOns,
    // Any weekday will do for the price; the trash day only matters when booking.
    trashDay: BIN_ADD_ONS.some((id) => addOns[id]) ? 'monday' : '',
    commitmentMonths: 1,
  };
  const quote = calculateQuote(choices, 0);
  if (!quote) return openPrice(request);
  const sentences: string[] = [];
  const covers = request.dogCount ? ` (our 3+ dog price covers all ${request.dogCount})` : '';
  const perWeek = isPerWeek(frequency) ? ` (${formatCents(BASE_PRICES[frequency][dogs][yard])} a week, billed as 4 weeks)` : '';
  sentences.push(
    `For ${DOG_PHRASES[dogs]}${covers} and ${YARD_SHORT[yard]}, ${FREQUENCY_PHRASES[frequency]} is ${formatCents(quote.basePrice)}${perPeriod(frequency)}${perWeek}.`,
  );

  const addOnLines = quote.lineItems.filter((line) => line.id in ADD_ON_CATALOGUE);
  for (const line of addOnLines) {
    sentences.push(line.amount === 0 ? `${line.label} is free on your yard size.` : `${line.label} adds ${formatCents(line.amount)}.`);
  }
  if (quote.addOnsPrice > 0) sentences.push(`That's ${formatCents(quote.totalPrice)}${perPeriod(frequency)} in all.`);

  if (oneTime) {
    sentences.push(`There's no setup fee, so you'd pay ${formatCents(quote.dueToday)} in total.`);
  } else {
    sentences.push(`There's a one-time ${formatCents(quote.setupFee)} setup fee, so you'd pay ${formatCents(quote.dueToday)} today.`);
    const prepaid = calculateQuote({ ...choices, commitmentMonths: 3 }, 0);
    if (prepaid?.recurring) {
      sentences.push(
        `Or prepay 3 months and save ${COMMITMENT_DISCOUNT_PERCENT}%: ${formatCents(prepaid.finalPrice)} a month (${formatCents(prepaid.recurring.amount)} every 3 months), with the setup fee halved to ${formatCents(prepaid.setupFee)}.`,
      );
    }
    sentences.push('No contracts, cancel anytime.');
  }
  sentences.push(BOOKING_OFFER);
  return sentences.join(' ');
}

function openPrice(request: QuoteRequest): string {
  const dogs = request.dogs ? [request.dogs] : NUMBER_OF_DOGS;
  const yards = request.yard ? [request.yard] : YARD_SIZES;
  const frequencies = request.frequency ? [request.frequency] : SERVICE_FREQUENCIES;
  // Own keys only: the request's words came from a visitor's message.
  const dogsKnown = request.dogs && Object.hasOwn(DOG_PHRASES, request.dogs) ? DOG_PHRASES[request.dogs] : null;
  const yardKnown = request.yard && Object.hasOwn(YARD_SHORT, request.yard) ? YARD_SHORT[request.yard] : null;
  const known = [dogsKnown, yardKnown].filter(Boolean).join(' and ');
  const missing = [
    !request.dogs && 'how many dogs you have',
    !request.yard && 'your yard size (small, medium or large)',
    !request.frequency && 'how often you would like us to come (monthly, weekly, twice-weekly or just once)',
  ].filter((m): m is string => Boolean(m));

  let options: string;
  if (missing.length === 1 && !request.frequency) {
    options = frequencies.map((f) => `${PLAN_WORDS[f]} ${formatCents(basePriceFor(f, dogs[0], yards[0]))}${perPeriod(f)}`).join(', ');
  } else if (missing.length === 1 && !request.yard) {
    const f = frequencies[0];
    options = `${FREQUENCY_PHRASES[f]} is ${listInWords(
      YARD_SIZES.map((y) => `${formatCents(basePriceFor(f, dogs[0], y))}${perPeriod(f)} for ${YARD_PHRASES[y]}`),
      'or',
    )}`;
  } else if (missing.length === 1 && !request.dogs) {
    const f = frequencies[0];
    options = `${FREQUENCY_PHRASES[f]} is ${listInWords(
      NUMBER_OF_DOGS.map((d) => `${formatCents(basePriceFor(f, d, yards[0]))}${perPeriod(f)} for ${DOG_PHRASES[d]}`),
      'or',
    )}`;
  } else {
    options = frequencies.map((f) => `${PLAN_WORDS[f]} ${formatRange(baseRange(f, dogs, yards))}${perPeriod(f)}`).join(', ');
  }
  const subject = known ? `For ${known}: ` : request.frequency ? '' : 'Our prices: ';
  const setup = frequencies.some((f) => f !== 'one-time-cleanup') ? ` Subscriptions also have a one-time ${formatCents(SETUP_FEE)} setup fee.` : '';
  const ask = missing.length ? ` Tell me ${listInWords(missing)}, and I'll give you the exact price.` : '';
  return `${subject}${subject ? options : capitalise(options)}.${setup}${ask}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
