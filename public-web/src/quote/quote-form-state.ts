import {
  ADD_ON_IDS,
  BIN_ADD_ONS,
  emptyAddOns,
  hasBinAddOn,
  NUMBER_OF_DOGS,
  SERVICE_FREQUENCIES,
  SMALL_YARD_ONLY_ADD_ONS,
  YARD_SIZES,
  type AddOnId,
  type CommitmentMonths,
  type CustomerData,
  type FieldErrors,
  type NumberOfDogs,
  type QuoteChoices,
  type ServiceFrequency,
  type ServiceType,
  type Weekday,
  type YardSize,
} from './pricing';

/** What the visitor picked at the top of the form; 'bins' is trash-bin-only mode (no dogs, no yard, no plan). */
export type PlanChoice = ServiceType | 'bins';

export interface CustomerFields extends Required<CustomerData> {}

export interface QuoteFormState {
  plan: PlanChoice;
  choices: QuoteChoices;
  customer: CustomerFields;
  /** Inline messages under fields, keyed by request field name. */
  errors: FieldErrors;
  /** The visitor has changed something (prefills and restores don't count): the spec's dirty form. */
  touched: boolean;
}

export type CustomerField = keyof CustomerFields;

export type QuoteFormAction =
  | { type: 'plan'; plan: PlanChoice }
  | { type: 'dogs'; value: NumberOfDogs }
  | { type: 'yard'; value: YardSize }
  | { type: 'frequency'; value: ServiceFrequency }
  | { type: 'addOn'; id: AddOnId; on: boolean }
  | { type: 'trashDay'; day: Weekday; turnOn?: AddOnId }
  | { type: 'commitment'; months: CommitmentMonths }
  | { type: 'customer'; field: CustomerField; value: string }
  | { type: 'errors'; errors: FieldErrors }
  | { type: 'fieldError'; field: string; message: string | undefined }
  | { type: 'prefill'; prefill: QuotePrefill }
  | { type: 'restore'; form: Pick<QuoteFormState, 'plan' | 'choices' | 'customer'> };

/** From the pricing hand-off (?dogs=&frequency=, planSelected), the chat's booking (&yard=) and the upsell links (?addOn=&email=). */
export interface QuotePrefill {
  numberOfDogs?: NumberOfDogs;
  serviceFrequency?: ServiceFrequency;
  yardSize?: YardSize;
  addOn?: AddOnId;
  email?: string;
}

export const initialQuoteForm: QuoteFormState = {
  plan: 'subscription',
  choices: {
    serviceType: 'subscription',
    serviceFrequency: '',
    numberOfDogs: '',
    yardSize: '',
    addOns: emptyAddOns(),
    trashDay: '',
    commitmentMonths: 1,
  },
  customer: { name: '', email: '', phone: '', zipCode: '', specialInstructions: '' },
  errors: {},
  touched: false,
};

const withoutErrors = (errors: FieldErrors, ...fields: string[]): FieldErrors => {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
};

/** Choosing subscription sets weekly, one-time sets the one-time cleanup; bins-only empties dogs, yard and plan. */
function choosePlan(state: QuoteFormState, plan: PlanChoice): QuoteFormState {
  const { choices } = state;
  if (plan === 'bins') {
    const addOns = emptyAddOns();
    for (const id of BIN_ADD_ONS) addOns[id] = choices.addOns[id];
    return {
      ...state,
      plan,
      choices: { ...choices, serviceType: 'subscription', serviceFrequency: '', numberOfDogs: '', yardSize: '', addOns, commitmentMonths: 1 },
      errors: withoutErrors(state.errors, 'numberOfDogs', 'yardSize', 'serviceFrequency'),
    };
  }
  const serviceFrequency: ServiceFrequency = plan === 'one-time' ? 'one-time-cleanup' : 'weekly';
  return {
    ...state,
    plan,
    choices: { ...choices, serviceType: plan, serviceFrequency, commitmentMonths: plan === 'one-time' ? 1 : choices.commitmentMonths },
    errors: withoutErrors(state.errors, 'serviceFrequency'),
  };
}

function setAddOn(state: QuoteFormState, id: AddOnId, on: boolean): QuoteFormState {
  const addOns = { ...state.choices.addOns, [id]: on };
  // Unticking the last bin add-on clears the trash day.
  const trashDay = hasBinAddOn(addOns) ? state.choices.trashDay : '';
  return { ...state, choices: { ...state.choices, addOns, trashDay }, errors: withoutErrors(state.errors, 'trashDay') };
}

function applyPrefill(state: QuoteFormState, prefill: QuotePrefill): QuoteFormState {
  let next = state;
  const { serviceFrequency, numberOfDogs } = prefill;
  if (serviceFrequency) {
    next = choosePlan(next, serviceFrequency === 'one-time-cleanup' ? 'one-time' : 'subscription');
    next = { ...next, choices: { ...next.choices, serviceFrequency } };
    if (serviceFrequency === 'twice-weekly') next = { ...next, choices: { ...next.choices, yardSize: 'small' } };
  }
  if (numberOfDogs) {
    if (next.plan === 'bins') next = choosePlan(next, 'subscription');
    next = { ...next, choices: { ...next.choices, numberOfDogs } };
  }
  if (prefill.yardSize) {
    if (next.plan === 'bins') next = choosePlan(next, 'subscription');
    next = reduce(next, { type: 'yard', value: prefill.yardSize });
  }
  if (prefill.addOn && !BIN_ADD_ONS.includes(prefill.addOn)) next = setAddOn(next, prefill.addOn, true);
  if (prefill.email) next = { ...next, customer: { ...next.customer, email: prefill.email } };
  return next;
}

/** Actions only the visitor's own input dispatches. */
const VISITOR_ACTIONS: ReadonlySet<QuoteFormAction['type']> = new Set(['plan', 'dogs', 'yard', 'frequency', 'addOn', 'trashDay', 'commitment', 'customer']);

export function quoteFormReducer(state: QuoteFormState, action: QuoteFormAction): QuoteFormState {
  const next = reduce(state, action);
  return VISITOR_ACTIONS.has(action.type) && !next.touched ? { ...next, touched: true } : next;
}

function reduce(state: QuoteFormState, action: QuoteFormAction): QuoteFormState {
  switch (action.type) {
    case 'plan':
      return choosePlan(state, action.plan);
    case 'dogs':
    case 'yard':
    case 'frequency': {
      const field = ({ dogs: 'numberOfDogs', yard: 'yardSize', frequency: 'serviceFrequency' } as const)[action.type];
      const plan = state.plan === 'bins' ? 'subscription' : state.plan;
      const choices = { ...state.choices, [field]: action.value };
      // Small-yard-only extras (Gate Access) drop when the yard grows.
      if (action.type === 'yard' && action.value !== 'small') for (const id of SMALL_YARD_ONLY_ADD_ONS) choices.addOns = { ...choices.addOns, [id]: false };
      return { ...state, plan, choices, errors: withoutErrors(state.errors, field) };
    }
    case 'addOn':
      return setAddOn(state, action.id, action.on);
    case 'trashDay': {
      const next = action.turnOn ? setAddOn(state, action.turnOn, true) : state;
      return { ...next, choices: { ...next.choices, trashDay: action.day } };
    }
    case 'commitment':
      return { ...state, choices: { ...state.choices, commitmentMonths: action.months } };
    case 'customer':
      return { ...state, customer: { ...state.customer, [action.field]: action.value }, errors: withoutErrors(state.errors, action.field) };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'fieldError':
      return { ...state, errors: action.message ? { ...state.errors, [action.field]: action.message } : withoutErrors(state.errors, action.field) };
    case 'prefill':
      return applyPrefill(state, action.prefill);
    case 'restore':
      return { ...initialQuoteForm, ...action.form, choices: { ...initialQuoteForm.choices, ...action.form.choices }, errors: {} };
  }
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/** Reads ?dogs=&frequency=&yard=&addOn=&email= (unknown values are ignored). */
export function prefillFromSearch(search: string): QuotePrefill | null {
  const params = new URLSearchParams(search);
  const prefill: QuotePrefill = {};
  const dogs = params.get('dogs');
  const frequency = params.get('frequency');
  const addOn = params.get('addOn');
  const email = params.get('email');
  const yard = params.get('yard');
  if (isOneOf(YARD_SIZES, yard)) prefill.yardSize = yard;
  if (isOneOf(NUMBER_OF_DOGS, dogs)) prefill.numberOfDogs = dogs;
  if (isOneOf(SERVICE_FREQUENCIES, frequency)) prefill.serviceFrequency = frequency;
  if (isOneOf(ADD_ON_IDS, addOn)) prefill.addOn = addOn;
  if (email?.trim()) prefill.email = email.trim().slice(0, 254);
  return Object.keys(prefill).length ? prefill : null;
}

/** The planSelected CustomEvent's detail, checked: it comes from any script on the page. */
export function prefillFromPlanEvent(detail: unknown): QuotePrefill | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { numberOfDogs, serviceFrequency } = detail as Record<string, unknown>;
  const prefill: QuotePrefill = {};
  if (typeof numberOfDogs === 'string' && isOneOf(NUMBER_OF_DOGS, numberOfDogs)) prefill.numberOfDogs = numberOfDogs;
  if (typeof serviceFrequency === 'string' && isOneOf(SERVICE_FREQUENCIES, serviceFrequency)) prefill.serviceFrequency = serviceFrequency;
  return Object.keys(prefill).length ? prefill : null;
}
