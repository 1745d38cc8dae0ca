/**
 * The spec's business constants for prices (spec 000 §9, DESIGN.md §8). Every amount is integer cents.
 * Marketing figures on the site are derived from these tables, never typed by hand.
 */
export const NUMBER_OF_DOGS = ['1', '2', '3+'] as const;
export type NumberOfDogs = (typeof NUMBER_OF_DOGS)[number];

export const YARD_SIZES = ['small', 'medium', 'large'] as const;
export type YardSize = (typeof YARD_SIZES)[number];

export const SERVICE_FREQUENCIES = ['monthly', 'weekly', 'twice-weekly', 'one-time-cleanup'] as const;
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];

export const SERVICE_TYPES = ['subscription', 'one-time'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

type PriceRow = Record<YardSize, number>;
type PriceGrid = Record<NumberOfDogs, PriceRow>;

/** Base prices by plan, number of dogs and yard size. Weekly and twice-weekly rows are per week. */
export const BASE_PRICES: Record<ServiceFrequency, PriceGrid> = {
  weekly: {
    '1': { small: 2400, medium: 2600, large: 2800 },
    '2': { small: 2900, medium: 3100, large: 3300 },
    '3+': { small: 3400, medium: 3600, large: 3800 },
  },
  'twice-weekly': {
    '1': { small: 4000, medium: 4200, large: 4400 },
    '2': { small: 5000, medium: 5200, large: 5400 },
    '3+': { small: 6000, medium: 6200, large: 6400 },
  },
  monthly: {
    '1': { small: 4500, medium: 5500, large: 7000 },
    '2': { small: 5500, medium: 6000, large: 7000 },
    '3+': { small: 6500, medium: 7000, large: 7000 },
  },
  'one-time-cleanup': {
    '1': { small: 7500, medium: 8500, large: 9500 },
    '2': { small: 8500, medium: 9500, large: 10500 },
    '3+': { small: 9500, medium: 10500, large: 11500 },
  },
};

/** Plans whose table is per week; a month bills four of them. */
export const WEEKS_PER_MONTH = 4;
export const PER_WEEK_FREQUENCIES: readonly ServiceFrequency[] = ['weekly', 'twice-weekly'];

export const ADD_ON_IDS = ['deodorizing', 'offSiteDisposal', 'keyLockService', 'gateAccess', 'trashBinService', 'binTakeOut', 'binBringIn'] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];
export type AddOns = Record<AddOnId, boolean>;
export const NO_ADD_ONS: AddOns = Object.freeze({
  deodorizing: false,
  offSiteDisposal: false,
  keyLockService: false,
  gateAccess: false,
  trashBinService: false,
  binTakeOut: false,
  binBringIn: false,
});

/** The add-ons that make a bin order: ticking any of them asks for the trash day. */
export const BIN_ADD_ONS: readonly AddOnId[] = ['trashBinService', 'binTakeOut', 'binBringIn'];

export const ADD_ON_PRICES = {
  /** Per week for subscriptions, once for a one-time cleanup; free on medium and large yards. */
  deodorizingPerWeek: 500,
  offSiteDisposal: 1000,
  keyLockService: 500,
  /** Spec 001 §3: Gate Access Service, $2 a month (or once), small yards only. */
  gateAccess: 200,
  trashBinService: 1000,
  binTripAsAddOn: 495,
  binTripBinOnly: 995,
} as const;

export interface AddOnInfo {
  id: AddOnId;
  label: string;
  description: string;
}

export const ADD_ON_CATALOGUE: Record<AddOnId, AddOnInfo> = {
  deodorizing: { id: 'deodorizing', label: 'Yard Deodorizing', description: 'Pet-safe odor and bacteria spray. Free on medium and large yards.' },
  offSiteDisposal: { id: 'offSiteDisposal', label: 'Off-Site Waste Removal', description: 'We take the waste away instead of using your bins.' },
  keyLockService: { id: 'keyLockService', label: 'Key/Lock Service', description: 'We handle your gate key or lock so you needn’t be home.' },
  gateAccess: { id: 'gateAccess', label: 'Gate Access Service', description: 'We service your yard without you home. Small yards only.' },
  trashBinService: { id: 'trashBinService', label: 'Trash Bin Service', description: 'Bin cleaning and care on your trash day.' },
  binTakeOut: { id: 'binTakeOut', label: 'Bin Take Out', description: 'We roll your bins to the curb on trash day.' },
  binBringIn: { id: 'binBringIn', label: 'Bin Bring In', description: 'We bring your bins back in after pickup.' },
};

/** Add-ons offered only on a small yard with a dog plan (spec 001 §3). */
export const SMALL_YARD_ONLY_ADD_ONS: readonly AddOnId[] = ['gateAccess'];

/** The add-ons a plan can have, in catalogue order: the bin services on a bins-only plan; size-bound ones for that size. */
export function offeredAddOns(binsOnly: boolean, yardSize: string | null | undefined): readonly AddOnId[] {
  return binsOnly ? BIN_ADD_ONS : ADD_ON_IDS.filter((id) => !SMALL_YARD_ONLY_ADD_ONS.includes(id) || yardSize === 'small');
}

/** Weeks factor for per-week add-ons, by plan kind. */
export const WEEKS_FACTOR = { weekly: 4, 'twice-weekly': 4, monthly: 1, 'one-time-cleanup': 1, 'bin-only': 4 } as const;
/** Bin trips per billing month: trash goes out weekly, so twice-weekly is 4 trips too. */
export const BIN_TRIPS = { weekly: 4, 'twice-weekly': 4, monthly: 1, 'one-time-cleanup': 1, 'bin-only': 4 } as const;

export const SETUP_FEE = 5000;
export const SETUP_FEE_PREPAID = 2500;
export const COMMITMENT_DISCOUNT_PERCENT = 15;
export const COMMITMENT_MONTHS = [1, 3] as const;
export type CommitmentMonths = (typeof COMMITMENT_MONTHS)[number];

export const DOG_LABELS: Record<NumberOfDogs, string> = { '1': '1 dog', '2': '2 dogs', '3+': '3+ dogs' };
export const YARD_LABELS: Record<YardSize, string> = {
  small: 'Small (under 1,000 sq ft)',
  medium: 'Medium (1,000–3,000 sq ft)',
  large: 'Large (over 3,000 sq ft)',
};
export const FREQUENCY_LABELS: Record<ServiceFrequency, string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
  'twice-weekly': 'Twice-weekly',
  'one-time-cleanup': 'One-time Yard Rescue',
};
