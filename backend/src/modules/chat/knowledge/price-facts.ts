import {
  ADD_ON_CATALOGUE,
  ADD_ON_PRICES,
  AddOnId,
  BASE_PRICES,
  basePriceFor,
  BIN_TRIPS,
  calculateQuote,
  COMMITMENT_DISCOUNT_PERCENT,
  formatCents,
  FREQUENCY_LABELS,
  NO_ADD_ONS,
  NUMBER_OF_DOGS,
  NumberOfDogs,
  PER_WEEK_FREQUENCIES,
  ServiceFrequency,
  SERVICE_FREQUENCIES,
  SETUP_FEE,
  SETUP_FEE_PREPAID,
  WEEKS_FACTOR,
  YardSize,
  YARD_SIZES,
} from '../../pricing';

/** Price wording derived from the pricing module, so every answer quotes what the quote card charges. */
export const FREQUENCY_PHRASES: Record<ServiceFrequency, string> = {
  monthly: 'a monthly visit',
  weekly: 'weekly service',
  'twice-weekly': 'twice-weekly service',
  'one-time-cleanup': 'a one-time Yard Rescue',
};

/** Plan names inside a sentence. */
export const PLAN_WORDS: Record<ServiceFrequency, string> = {
  monthly: 'monthly',
  weekly: 'weekly',
  'twice-weekly': 'twice-weekly',
  'one-time-cleanup': 'one-time Yard Rescue',
};

export const DOG_PHRASES: Record<NumberOfDogs, string> = { '1': '1 dog', '2': '2 dogs', '3+': '3 or more dogs' };

export const YARD_PHRASES: Record<YardSize, string> = {
  small: 'a small yard (under 1,000 sq ft)',
  medium: 'a medium yard (1,000–3,000 sq ft)',
  large: 'a large yard (over 3,000 sq ft)',
};

export interface PriceRange {
  min: number;
  max: number;
}

/** The monthly (or one-visit) base over the given dogs and yards. */
export function baseRange(frequency: ServiceFrequency, dogs: readonly NumberOfDogs[] = NUMBER_OF_DOGS, yards: readonly YardSize[] = YARD_SIZES): PriceRange {
  const prices = dogs.flatMap((d) => yards.map((y) => basePriceFor(frequency, d, y)));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function formatRange(range: PriceRange): string {
  return range.min === range.max ? formatCents(range.min) : `${formatCents(range.min)}–${formatCents(range.max)}`;
}

export const isPerWeek = (frequency: ServiceFrequency): boolean => PER_WEEK_FREQUENCIES.includes(frequency);

/** "a month" for subscriptions, "" for the one-time visit. */
export function perPeriod(frequency: ServiceFrequency): string {
  return frequency === 'one-time-cleanup' ? '' : ' a month';
}

/** "Monthly from $45.00 a month, weekly from $96.00 a month, …" */
export function startingPrices(): string {
  return SERVICE_FREQUENCIES.map((f) => `${PLAN_WORDS[f]} from ${formatCents(baseRange(f).min)}${perPeriod(f)}`).join(', ');
}

/** Every cell of the price table as a line per plan and dog count, for the model's prompt and the FAQ. */
export function priceTableLines(): string[] {
  const lines: string[] = [];
  for (const frequency of SERVICE_FREQUENCIES) {
    for (const dogs of NUMBER_OF_DOGS) {
      const cells = YARD_SIZES.map((yard) => {
        const base = basePriceFor(frequency, dogs, yard);
        const week = isPerWeek(frequency) ? ` (${formatCents(BASE_PRICES[frequency][dogs][yard])} a week)` : '';
        return `${yard} ${formatCents(base)}${week}`;
      });
      lines.push(`${FREQUENCY_LABELS[frequency]}, ${DOG_PHRASES[dogs]}: ${cells.join('; ')}${frequency === 'one-time-cleanup' ? ' per visit' : ' a month'}`);
    }
  }
  return lines;
}

/** What one add-on costs, in words. */
export function addOnPriceText(id: AddOnId): string {
  const weeks = WEEKS_FACTOR.weekly;
  switch (id) {
    case 'deodorizing':
      return `${formatCents(ADD_ON_PRICES.deodorizingPerWeek)} a week: ${formatCents(ADD_ON_PRICES.deodorizingPerWeek * weeks)} a month on weekly and twice-weekly plans, ${formatCents(ADD_ON_PRICES.deodorizingPerWeek)} on a monthly plan or a one-time cleanup`;
    case 'offSiteDisposal':
      return `${formatCents(ADD_ON_PRICES.offSiteDisposal)} a month, or once with a one-time cleanup`;
    case 'keyLockService':
      return `${formatCents(ADD_ON_PRICES.keyLockService)} a month`;
    case 'gateAccess':
      return `${formatCents(ADD_ON_PRICES.gateAccess)} a month, small yards only`;
    case 'trashBinService':
      return `${formatCents(ADD_ON_PRICES.trashBinService)} a month`;
    case 'binTakeOut':
    case 'binBringIn':
      return `${formatCents(ADD_ON_PRICES.binTripAsAddOn)} a trip with dog service (${formatCents(ADD_ON_PRICES.binTripAsAddOn * BIN_TRIPS.weekly)} a month for ${BIN_TRIPS.weekly} trips on weekly plans), or ${formatCents(ADD_ON_PRICES.binTripBinOnly)} a trip on its own (${formatCents(ADD_ON_PRICES.binTripBinOnly * BIN_TRIPS['bin-only'])} a month for ${BIN_TRIPS['bin-only']} trips)`;
  }
}

export function addOnLines(): string[] {
  return (Object.keys(ADD_ON_CATALOGUE) as AddOnId[]).map((id) => `${ADD_ON_CATALOGUE[id].label}: ${addOnPriceText(id)}. ${ADD_ON_CATALOGUE[id].description}`);
}

export const setupFeeText = (): string => `a one-time ${formatCents(SETUP_FEE)} setup fee (${formatCents(SETUP_FEE_PREPAID)} with 3-month prepay)`;

export const prepayText = (): string =>
  `prepay 3 months and save ${COMMITMENT_DISCOUNT_PERCENT}% on your monthly rate, billed every 3 months, and the setup fee drops to ${formatCents(SETUP_FEE_PREPAID)}`;

/** Bin roll-out on its own: out and back in every trash day, priced by the quote calculation. */
export function binOnlyMonthly(): { takeOut: number; both: number } {
  const quote = (binTakeOut: boolean, binBringIn: boolean) =>
    calculateQuote(
      {
        serviceType: 'subscription',
        serviceFrequency: '',
        numberOfDogs: '',
        yardSize: '',
        trashDay: 'monday',
        commitmentMonths: 1,
        addOns: { ...NO_ADD_ONS, binTakeOut, binBringIn },
      },
      0,
    )?.finalPrice ?? 0;
  return { takeOut: quote(true, false), both: quote(true, true) };
}
