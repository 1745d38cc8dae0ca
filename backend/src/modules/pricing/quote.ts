import {
  ADD_ON_CATALOGUE,
  ADD_ON_PRICES,
  AddOnId,
  AddOns,
  BASE_PRICES,
  BIN_ADD_ONS,
  BIN_TRIPS,
  COMMITMENT_DISCOUNT_PERCENT,
  CommitmentMonths,
  DOG_LABELS,
  FREQUENCY_LABELS,
  NumberOfDogs,
  PER_WEEK_FREQUENCIES,
  ServiceFrequency,
  ServiceType,
  SETUP_FEE,
  SETUP_FEE_PREPAID,
  WEEKS_FACTOR,
  WEEKS_PER_MONTH,
  Weekday,
  YardSize,
} from './price-table';

/** What a visitor chose on the quote form; empty strings are "not chosen yet". */
export interface QuoteChoices {
  serviceType: ServiceType;
  serviceFrequency: ServiceFrequency | '';
  numberOfDogs: NumberOfDogs | '';
  yardSize: YardSize | '';
  addOns: AddOns;
  trashDay: Weekday | '';
  commitmentMonths: CommitmentMonths;
}

/** subscription and bin-only bill monthly (or every 3 months with prepay); one-time is charged once. */
export type QuoteKind = 'subscription' | 'one-time' | 'bin-only';

export interface QuoteLine {
  id: 'base' | AddOnId | 'discount' | 'commitment' | 'setup';
  label: string;
  /** Negative for discounts. */
  amount: number;
  note?: string;
}

/** Something given free with the order, which staff must deliver (it is on the quote card, the order, the card and the e-mail). */
export interface QuoteGift {
  id: 'firstMonthBinDeodorizing';
  label: string;
}

/** Spec 000 §1: every new subscription (dog plans and bins-only) gets a free bin deodorizing with its first month. */
export const FIRST_MONTH_BIN_DEODORIZING: QuoteGift = { id: 'firstMonthBinDeodorizing', label: 'Bin deodorizing with your first month' };

/** The gifts an order carries: derived from whether it is a subscription, so orders recorded before this rule carry them too. */
export function firstMonthGifts(isSubscription: boolean): QuoteGift[] {
  return isSubscription ? [FIRST_MONTH_BIN_DEODORIZING] : [];
}

export interface Quote {
  kind: QuoteKind;
  basePrice: number;
  addOnsPrice: number;
  /** base + add-ons */
  totalPrice: number;
  discountPercent: number;
  discountAmount: number;
  commitmentDiscount: number;
  /** The monthly rate for subscriptions, the price of the visit for one-time. */
  finalPrice: number;
  monthlyPrice: number | null;
  setupFee: number;
  /** What the Pay button shows and what checkout charges first. */
  dueToday: number;
  /** 3 only for a prepaid subscription (never bin-only or one-time). */
  commitmentMonths: CommitmentMonths;
  /** The recurring charge: every `intervalMonths` months, `amount` cents. Null for one-time. */
  recurring: { intervalMonths: 1 | 3; amount: number } | null;
  lineItems: QuoteLine[];
  /** Included free (not charged, not a line): the first month's bin deodorizing for subscriptions. */
  gifts: QuoteGift[];
}

/** Bin-only mode: a bin add-on is on while dogs, yard size and frequency are all empty. */
export function isBinOnly(choices: Pick<QuoteChoices, 'addOns' | 'numberOfDogs' | 'yardSize' | 'serviceFrequency'>): boolean {
  return hasBinAddOn(choices.addOns) && !choices.numberOfDogs && !choices.yardSize && !choices.serviceFrequency;
}

export function hasBinAddOn(addOns: AddOns): boolean {
  return BIN_ADD_ONS.some((id) => addOns[id]);
}

export function quoteKind(choices: QuoteChoices): QuoteKind | null {
  if (isBinOnly(choices)) return 'bin-only';
  if (!choices.serviceFrequency || !choices.numberOfDogs || !choices.yardSize) return null;
  return choices.serviceFrequency === 'one-time-cleanup' ? 'one-time' : 'subscription';
}

/** The base price for one plan cell: per-week plans bill four weeks a month. */
export function basePriceFor(frequency: ServiceFrequency, dogs: NumberOfDogs, yard: YardSize): number {
  const cell = BASE_PRICES[frequency][dogs][yard];
  return PER_WEEK_FREQUENCIES.includes(frequency) ? cell * WEEKS_PER_MONTH : cell;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * The quote (DESIGN.md §8). Returns null while the choices are incomplete.
 * `discountPercent` is the percent of a validated discount code, 0 without one.
 */
export function calculateQuote(choices: QuoteChoices, discountPercent = 0): Quote | null {
  const kind = quoteKind(choices);
  if (!kind) return null;
  const plan = kind === 'bin-only' ? 'bin-only' : (choices.serviceFrequency as ServiceFrequency);
  const weeks = WEEKS_FACTOR[plan];
  const trips = BIN_TRIPS[plan];
  const lines: QuoteLine[] = [];

  let basePrice = 0;
  if (kind !== 'bin-only') {
    const frequency = choices.serviceFrequency as ServiceFrequency;
    const dogs = choices.numberOfDogs as NumberOfDogs;
    const yard = choices.yardSize as YardSize;
    basePrice = basePriceFor(frequency, dogs, yard);
    const per =
      kind === 'one-time'
        ? 'one visit'
        : PER_WEEK_FREQUENCIES.includes(frequency)
          ? `${formatPrice(BASE_PRICES[frequency][dogs][yard])} × ${WEEKS_PER_MONTH} weeks`
          : 'per month';
    lines.push({ id: 'base', label: `${FREQUENCY_LABELS[frequency]} · ${DOG_LABELS[dogs]} · ${yard} yard`, amount: basePrice, note: per });
  }

  const addOnLine = (id: AddOnId, amount: number, note?: string) => {
    lines.push({ id, label: ADD_ON_CATALOGUE[id].label, amount, ...(note ? { note } : {}) });
    return amount;
  };
  let addOnsPrice = 0;
  const { addOns } = choices;
  if (addOns.deodorizing) {
    const free = kind !== 'bin-only' && (choices.yardSize === 'medium' || choices.yardSize === 'large');
    addOnsPrice += addOnLine(
      'deodorizing',
      free ? 0 : ADD_ON_PRICES.deodorizingPerWeek * weeks,
      free ? 'Free on medium and large yards' : weeks > 1 ? `$5 × ${weeks} weeks` : undefined,
    );
  }
  if (addOns.offSiteDisposal) addOnsPrice += addOnLine('offSiteDisposal', ADD_ON_PRICES.offSiteDisposal);
  if (addOns.keyLockService) addOnsPrice += addOnLine('keyLockService', ADD_ON_PRICES.keyLockService);
  if (addOns.gateAccess && kind !== 'bin-only' && choices.yardSize === 'small') addOnsPrice += addOnLine('gateAccess', ADD_ON_PRICES.gateAccess);
  if (addOns.trashBinService) addOnsPrice += addOnLine('trashBinService', ADD_ON_PRICES.trashBinService);
  const trip = kind === 'bin-only' ? ADD_ON_PRICES.binTripBinOnly : ADD_ON_PRICES.binTripAsAddOn;
  const tripNote = `$${(trip / 100).toFixed(2)} × ${trips} ${trips === 1 ? 'trip' : 'trips'}`;
  if (addOns.binTakeOut) addOnsPrice += addOnLine('binTakeOut', trip * trips, tripNote);
  if (addOns.binBringIn) addOnsPrice += addOnLine('binBringIn', trip * trips, tripNote);

  const totalPrice = basePrice + addOnsPrice;
  const percent = Math.max(0, Math.min(100, discountPercent));
  const discountAmount = percentOf(totalPrice, percent);
  if (discountAmount) lines.push({ id: 'discount', label: `Discount code (${percent}% off)`, amount: -discountAmount });

  const prepaid = kind === 'subscription' && choices.commitmentMonths === 3;
  const commitmentDiscount = prepaid ? percentOf(totalPrice - discountAmount, COMMITMENT_DISCOUNT_PERCENT) : 0;
  if (commitmentDiscount) lines.push({ id: 'commitment', label: `3-month prepay (${COMMITMENT_DISCOUNT_PERCENT}% off)`, amount: -commitmentDiscount });

  const finalPrice = totalPrice - discountAmount - commitmentDiscount;
  const setupFee = kind === 'subscription' ? (prepaid ? SETUP_FEE_PREPAID : SETUP_FEE) : 0;
  if (setupFee) lines.push({ id: 'setup', label: 'One-time setup fee', amount: setupFee, note: prepaid ? 'Halved with 3-month prepay' : undefined });
  const dueToday = (prepaid ? 3 * finalPrice : finalPrice) + setupFee;

  return {
    kind,
    basePrice,
    addOnsPrice,
    totalPrice,
    discountPercent: percent,
    discountAmount,
    commitmentDiscount,
    finalPrice,
    monthlyPrice: kind === 'one-time' ? null : finalPrice,
    setupFee,
    dueToday,
    commitmentMonths: prepaid ? 3 : 1,
    recurring: kind === 'one-time' ? null : { intervalMonths: prepaid ? 3 : 1, amount: prepaid ? 3 * finalPrice : finalPrice },
    lineItems: lines.map((line) => (line.note === undefined ? { id: line.id, label: line.label, amount: line.amount } : line)),
    gifts: firstMonthGifts(kind !== 'one-time'),
  };
}

/**
 * A whole number of dollars with US digit grouping ("1,234"), by hand: the public site's first page formats prices as
 * it loads, and the first Intl.NumberFormat a page makes loads the browser's locale data, one long task (140 to 190 ms
 * on Lighthouse's mobile CPU) before the page answers a tap.
 */
export function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "$1,234.50" from cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupDigits(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${sign}$${dollars}.${rest.toString().padStart(2, '0')}`;
}

/** "$45" for whole dollars, "$9.95" otherwise: for marketing figures. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `${cents < 0 ? '-' : ''}$${groupDigits(Math.abs(cents) / 100)}` : formatCents(cents);
}
