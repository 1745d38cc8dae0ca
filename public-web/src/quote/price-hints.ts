import {
  ADD_ON_PRICES,
  BASE_PRICES,
  BIN_TRIPS,
  formatPrice,
  NUMBER_OF_DOGS,
  YARD_SIZES,
  type AddOnId,
  type QuoteChoices,
  type ServiceFrequency,
} from './pricing';
import type { PlanChoice } from './quote-form-state';

const PER: Record<ServiceFrequency, string> = { weekly: '/week', 'twice-weekly': '/week', monthly: '/month', 'one-time-cleanup': '' };

/**
 * "$26/week" for the chosen dogs and yard, "from $24/week" before they are chosen; read from the price table. The one way
 * the site states a plan's price (the services card and the pricing section use it too).
 */
export function frequencyPriceHint(frequency: ServiceFrequency, choices: Partial<Pick<QuoteChoices, 'numberOfDogs' | 'yardSize'>>): string {
  const { numberOfDogs: dogs, yardSize: yard } = choices;
  if (dogs && yard) return `${formatPrice(BASE_PRICES[frequency][dogs][yard])}${PER[frequency]}`;
  const cells = NUMBER_OF_DOGS.flatMap((d) => (dogs && d !== dogs ? [] : YARD_SIZES.map((y) => BASE_PRICES[frequency][d][y])));
  return `from ${formatPrice(Math.min(...cells))}${PER[frequency]}`;
}

/** What an add-on costs for the plan on screen, in the words of the price list. */
export function addOnPriceHint(id: AddOnId, plan: PlanChoice, choices: QuoteChoices): string {
  const oneTime = plan === 'one-time';
  const period = oneTime ? '' : '/month';
  switch (id) {
    case 'deodorizing': {
      if (plan !== 'bins' && (choices.yardSize === 'medium' || choices.yardSize === 'large')) return 'Free';
      return `${formatPrice(ADD_ON_PRICES.deodorizingPerWeek)}${oneTime || choices.serviceFrequency === 'monthly' ? period : '/week'}`;
    }
    case 'offSiteDisposal':
      return `${formatPrice(ADD_ON_PRICES.offSiteDisposal)}${period}`;
    case 'keyLockService':
      return `${formatPrice(ADD_ON_PRICES.keyLockService)}${period}`;
    case 'gateAccess':
      return `${formatPrice(ADD_ON_PRICES.gateAccess)}${period}`;
    case 'trashBinService':
      return `${formatPrice(ADD_ON_PRICES.trashBinService)}${period}`;
    case 'binTakeOut':
    case 'binBringIn': {
      const trip = plan === 'bins' ? ADD_ON_PRICES.binTripBinOnly : ADD_ON_PRICES.binTripAsAddOn;
      const trips = plan === 'bins' ? BIN_TRIPS['bin-only'] : choices.serviceFrequency ? BIN_TRIPS[choices.serviceFrequency] : BIN_TRIPS.weekly;
      return `${formatPrice(trip)}/trip${oneTime ? '' : ` · ${trips}/month`}`;
    }
  }
}
