import { DOG_LABELS, formatCents, FREQUENCY_LABELS, NumberOfDogs, Quote, QuoteChoices, ServiceFrequency, Weekday } from '../../pricing';
import type { CheckoutLine } from '../../payments';

/** What the hosted checkout shows and charges, from the server's own quote. */
export function checkoutLines(quote: Quote, choices: QuoteChoices): CheckoutLine[] {
  const description = breakdown(quote, choices);
  if (quote.kind === 'one-time')
    return [{ name: `Yard Rescue one-time cleanup (${describePlan(choices)})`, amount: quote.finalPrice, recurring: null, description }];
  const plan =
    quote.kind === 'bin-only'
      ? 'Trash bin roll-out service'
      : `${FREQUENCY_LABELS[choices.serviceFrequency as ServiceFrequency]} pet-waste service (${describePlan(choices)})`;
  const recurring = quote.recurring ?? { intervalMonths: 1 as const, amount: quote.finalPrice };
  const lines: CheckoutLine[] = [
    {
      name: recurring.intervalMonths === 3 ? `${plan}, billed every 3 months` : `${plan}, billed monthly`,
      amount: recurring.amount,
      recurring: { intervalMonths: recurring.intervalMonths },
      description,
    },
  ];
  if (quote.setupFee) lines.push({ name: 'One-time setup fee', amount: quote.setupFee, recurring: null });
  return lines;
}

function describePlan(choices: QuoteChoices): string {
  return `${DOG_LABELS[choices.numberOfDogs as NumberOfDogs]}, ${choices.yardSize} yard`;
}

const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * The quote card's lines in one sentence, for the hosted checkout's product description: 'Weekly · 1 dog · small yard
 * $96.00; Bin Take Out $19.80; Discount code (10% off) -$11.58; trash day Tuesday; free: bin deodorizing with your first month'.
 */
export function breakdown(quote: Quote, choices: QuoteChoices): string {
  const parts = quote.lineItems.filter((line) => line.id !== 'setup').map((line) => `${line.label} ${line.amount === 0 ? 'free' : formatCents(line.amount)}`);
  if (choices.trashDay) parts.push(`trash day ${WEEKDAY_NAMES[choices.trashDay]}`);
  for (const gift of quote.gifts) parts.push(`free: ${gift.label.toLowerCase()}`);
  return parts.join('; ');
}
