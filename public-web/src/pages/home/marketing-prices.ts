import {
  ADD_ON_PRICES,
  BASE_PRICES,
  COMMITMENT_DISCOUNT_PERCENT,
  DOG_LABELS,
  formatPrice,
  NUMBER_OF_DOGS,
  SETUP_FEE,
  SETUP_FEE_PREPAID,
  type NumberOfDogs,
  type ServiceFrequency,
  type YardSize,
} from '../../quote/pricing';
import { frequencyPriceHint } from '../../quote/price-hints';

const FREQUENCY_NAMES = { weekly: 'Weekly', 'twice-weekly': 'Twice-weekly', monthly: 'Monthly' } as const;

/**
 * The pricing section's figures (spec 000 §9 "displayed marketing prices"), read from the one price table (DESIGN.md §8):
 * every plan shows the small-yard row, stated the one way the quote form states it ("from $24/week"). Pure, so a unit test pins them.
 */
export interface PlanOption {
  dogs: NumberOfDogs;
  dogsLabel: string;
  price: string;
  badge?: 'Most popular' | 'Best value';
}

export interface MarketingPlan {
  frequency: Exclude<ServiceFrequency, 'one-time-cleanup'>;
  name: string;
  cadence: string;
  unit: '/month' | '/week';
  yardNote: string;
  options: PlanOption[];
}

const optionsFor = (frequency: ServiceFrequency, yard: YardSize, badged?: { dogs: NumberOfDogs; badge: PlanOption['badge'] }): PlanOption[] =>
  NUMBER_OF_DOGS.map((dogs) => ({
    dogs,
    dogsLabel: DOG_LABELS[dogs],
    price: formatPrice(BASE_PRICES[frequency][dogs][yard]),
    ...(badged?.dogs === dogs ? { badge: badged.badge } : {}),
  }));

export const MARKETING_PLANS: readonly MarketingPlan[] = [
  {
    frequency: 'monthly',
    name: 'Monthly',
    cadence: 'One thorough visit a month',
    unit: '/month',
    yardNote: 'Small yard prices',
    options: optionsFor('monthly', 'small'),
  },
  {
    frequency: 'weekly',
    name: 'Weekly',
    cadence: 'Same day every week',
    unit: '/week',
    yardNote: 'Small yard prices, billed monthly',
    options: optionsFor('weekly', 'small', { dogs: '2', badge: 'Most popular' }),
  },
  {
    frequency: 'twice-weekly',
    name: 'Twice-weekly',
    cadence: 'Two visits every week',
    unit: '/week',
    yardNote: 'Small yard prices, billed monthly',
    options: optionsFor('twice-weekly', 'small', { dogs: '2', badge: 'Best value' }),
  },
];

/** The services card's starting prices, in the quote form's words: "Weekly from $24/week · …". */
export const SERVICE_CARD_PRICES: readonly string[] = (['weekly', 'twice-weekly', 'monthly'] as const).map(
  (frequency) => `${FREQUENCY_NAMES[frequency]} ${frequencyPriceHint(frequency, {})}`,
);

/** One-time Yard Rescue "from $75". */
export const YARD_RESCUE_FROM = formatPrice(BASE_PRICES['one-time-cleanup']['1'].small);

export interface AddOnPrice {
  name: string;
  price: string;
  note: string;
}

export const MARKETING_ADD_ONS: readonly AddOnPrice[] = [
  {
    name: 'Yard Deodorizing',
    price: `${formatPrice(ADD_ON_PRICES.deodorizingPerWeek)}/week`,
    note: 'Pet-safe odor and bacteria spray. Free on medium and large yards.',
  },
  { name: 'Off-Site Waste Removal', price: `${formatPrice(ADD_ON_PRICES.offSiteDisposal)}/month`, note: 'We haul the waste away instead of using your bins.' },
  { name: 'Gate Access Service', price: `${formatPrice(ADD_ON_PRICES.gateAccess)}/month`, note: 'We service your yard without you home. Small yards only.' },
  { name: 'Key/Lock Service', price: `${formatPrice(ADD_ON_PRICES.keyLockService)}/month`, note: 'We handle your gate key or lock, so you needn’t be home.' },
  { name: 'Trash Bin Service', price: `${formatPrice(ADD_ON_PRICES.trashBinService)}/month`, note: 'Bin care on your trash day.' },
  {
    name: 'Bin Take Out / Bring In',
    price: `${formatPrice(ADD_ON_PRICES.binTripAsAddOn)}/trip`,
    note: `${formatPrice(ADD_ON_PRICES.binTripBinOnly)}/trip as a standalone service, no dog needed.`,
  },
];

export const MARKETING_GUARANTEES: readonly string[] = [
  '100% satisfaction guarantee',
  'No contracts, cancel anytime',
  `${formatPrice(SETUP_FEE)} one-time setup fee, ${formatPrice(SETUP_FEE_PREPAID)} with 3-month prepay`,
  `Save ${COMMITMENT_DISCOUNT_PERCENT}% when you prepay 3 months`,
  'Free bin deodorizing with your first month',
];
