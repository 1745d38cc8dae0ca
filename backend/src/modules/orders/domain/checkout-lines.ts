import { DOG_LABELS, FREQUENCY_LABELS, NumberOfDogs, Quote, QuoteChoices, ServiceFrequency } from '../../pricing';
import type { CheckoutLine } from '../../payments';

/** What the hosted checkout shows and charges, from the server's own quote. */
export function checkoutLines(quote: Quote, choices: QuoteChoices): CheckoutLine[] {
  if (quote.kind === 'one-time') return [{ name: `Yard Rescue one-time cleanup (${describePlan(choices)})`, amount: quote.finalPrice, recurring: null }];
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
    },
  ];
  if (quote.setupFee) lines.push({ name: 'One-time setup fee', amount: quote.setupFee, recurring: null });
  return lines;
}

function describePlan(choices: QuoteChoices): string {
  return `${DOG_LABELS[choices.numberOfDogs as NumberOfDogs]}, ${choices.yardSize} yard`;
}
