// The quote form's rules as the browser runs them: the reducer behind the radios and boxes, the prefills, the
// field-leave messages and the card's figures. The e2e suite keeps one journey per screen; the permutations live here.
import { calculateQuote, emptyAddOns, formatCents, QUOTE_MESSAGES, validateChoices, type Quote } from '../../../public-web/src/quote/pricing';
import { leaveMessage, sanitizeField } from '../../../public-web/src/quote/customer-checks';
import {
  initialQuoteForm,
  prefillFromPlanEvent,
  prefillFromSearch,
  quoteFormReducer,
  type QuoteFormAction,
  type QuoteFormState,
} from '../../../public-web/src/quote/quote-form-state';

/** given(visitor actions).when(action).then(part of the form state). */
function given(...history: QuoteFormAction[]) {
  const state = history.reduce(quoteFormReducer, initialQuoteForm);
  return {
    state,
    when: (action: QuoteFormAction) => ({
      then: (
        expected: Partial<{ plan: QuoteFormState['plan']; choices: Partial<QuoteFormState['choices']>; customer: Partial<QuoteFormState['customer']> }>,
      ) => {
        const next = quoteFormReducer(state, action);
        if (expected.plan) expect(next.plan).toBe(expected.plan);
        if (expected.choices) expect(next.choices).toMatchObject(expected.choices);
        if (expected.customer) expect(next.customer).toMatchObject(expected.customer);
        return next;
      },
    }),
  };
}

const prefillOf = (search: string): QuoteFormAction => ({ type: 'prefill', prefill: prefillFromSearch(search) ?? {} });
const planEvent = (detail: unknown): QuoteFormAction => ({ type: 'prefill', prefill: prefillFromPlanEvent(detail) ?? {} });

/** The card's lines as the visitor reads them: 'Free' for a zero line, dollars otherwise. */
const cardTexts = (quote: Quote) => [
  ...quote.lineItems.map((line) => (line.amount === 0 ? 'Free' : formatCents(line.amount))),
  ...(quote.monthlyPrice !== null ? [`${formatCents(quote.monthlyPrice)}/mo`] : []),
];
const dueToday = (state: QuoteFormState, discountPercent = 0) => formatCents(calculateQuote(state.choices, discountPercent)?.dueToday ?? NaN);

describe('the quote form reducer (public-web)', () => {
  const dogs = (value: '1' | '2' | '3+'): QuoteFormAction => ({ type: 'dogs', value });
  const yard = (value: 'small' | 'medium' | 'large'): QuoteFormAction => ({ type: 'yard', value });
  const frequency = (value: 'weekly' | 'twice-weekly' | 'monthly' | 'one-time-cleanup'): QuoteFormAction => ({ type: 'frequency', value });
  const addOn = (id: keyof ReturnType<typeof emptyAddOns>, on = true): QuoteFormAction => ({ type: 'addOn', id, on });

  it('given regular visits with extras, when One-time Yard Rescue is chosen, then the frequency is the one-time cleanup', () => {
    given(dogs('3+'), yard('large'), frequency('twice-weekly'), addOn('offSiteDisposal'), addOn('keyLockService'))
      .when({ type: 'plan', plan: 'one-time' })
      .then({ plan: 'one-time', choices: { serviceType: 'one-time', serviceFrequency: 'one-time-cleanup', commitmentMonths: 1 } });
  });

  it('given a one-time plan, when Regular visits is chosen again, then the frequency is set to weekly', () => {
    given({ type: 'plan', plan: 'one-time' }, dogs('2'), yard('small'), addOn('deodorizing'))
      .when({ type: 'plan', plan: 'subscription' })
      .then({ plan: 'subscription', choices: { serviceType: 'subscription', serviceFrequency: 'weekly', numberOfDogs: '2' } });
  });

  it('given a dog plan, when Trash bins only is chosen, then dogs, yard, frequency and prepay are cleared and bin add-ons kept', () => {
    given(dogs('2'), yard('medium'), frequency('weekly'), { type: 'commitment', months: 3 }, addOn('deodorizing'), addOn('binTakeOut'))
      .when({ type: 'plan', plan: 'bins' })
      .then({
        plan: 'bins',
        choices: { numberOfDogs: '', yardSize: '', serviceFrequency: '', commitmentMonths: 1, addOns: { ...emptyAddOns(), binTakeOut: true } },
      });
  });

  it('given the trash-day dialog, when a day is picked, then the add-on turns on with that day; unticking the last bin add-on clears it', () => {
    const { state } = given();
    const withDay = quoteFormReducer(state, { type: 'trashDay', day: 'tuesday', turnOn: 'trashBinService' });
    expect(withDay.choices).toMatchObject({ trashDay: 'tuesday', addOns: { trashBinService: true } });
    given({ type: 'trashDay', day: 'tuesday', turnOn: 'trashBinService' })
      .when(addOn('trashBinService', false))
      .then({ choices: { trashDay: '', addOns: emptyAddOns() } });
  });

  it('given no choice yet, then the card lists the three missing choices in the spec words', () => {
    expect(Object.values(validateChoices(initialQuoteForm.choices))).toEqual([
      'Please select the number of dogs',
      'Please select your yard size',
      'Please select a service frequency',
    ]);
  });
});

describe('prefills: the pricing hand-off and the upsell link (public-web)', () => {
  it('?dogs=2&frequency=twice-weekly picks 2 dogs, twice-weekly and the small yard its price is shown for ($250.00 due)', () => {
    const next = given()
      .when(prefillOf('?dogs=2&frequency=twice-weekly'))
      .then({
        plan: 'subscription',
        choices: { numberOfDogs: '2', serviceFrequency: 'twice-weekly', yardSize: 'small' },
      });
    expect(dueToday(next)).toBe('$250.00');
  });

  it('the planSelected event switches the plan, to a one-time rescue too', () => {
    const monthly = given(prefillOf('?dogs=2&frequency=twice-weekly'))
      .when(planEvent({ numberOfDogs: '1', serviceFrequency: 'monthly' }))
      .then({ choices: { numberOfDogs: '1', serviceFrequency: 'monthly' } });
    const next = quoteFormReducer(monthly, planEvent({ numberOfDogs: '3+', serviceFrequency: 'one-time-cleanup' }));
    expect(next.plan).toBe('one-time');
    expect(next.choices).toMatchObject({ numberOfDogs: '3+', serviceFrequency: 'one-time-cleanup' });
  });

  it('ignores what it does not know, from the URL or any script on the page', () => {
    expect(prefillFromSearch('?dogs=7&frequency=hourly&addOn=constructor')).toBeNull();
    expect(prefillFromPlanEvent({ numberOfDogs: 2, serviceFrequency: '__proto__' })).toBeNull();
    expect(prefillFromPlanEvent('weekly')).toBeNull();
  });

  it('?addOn=keyLockService&email=sam%40example.com ticks the add-on and fills the e-mail', () => {
    given()
      .when(prefillOf('?addOn=keyLockService&email=sam%40example.com'))
      .then({ choices: { addOns: { ...emptyAddOns(), keyLockService: true } }, customer: { email: 'sam@example.com' } });
  });

  it('prefills are not the visitor touching the form', () => {
    expect(quoteFormReducer(initialQuoteForm, prefillOf('?dogs=1')).touched).toBe(false);
    expect(quoteFormReducer(initialQuoteForm, { type: 'dogs', value: '1' }).touched).toBe(true);
  });
});

describe('field-leave messages of the quote form, in the spec words (public-web)', () => {
  it.each([
    ['name', 'Pat', 'Please enter your first and last name'],
    ['name', 'P4t Rivera', 'Please enter a valid name (letters, spaces, hyphens, and apostrophes only)'],
    ['name', '', 'Full name is required'],
    ['email', 'pat.example.com', 'Please enter a valid email address'],
    ['email', '', 'Email address is required'],
    ['phone', '555-12', 'Please enter a 10-digit phone number'],
    ['phone', '555-123-45678', 'Please enter a valid phone number (e.g., (555) 123-4567)'],
    ['phone', '', 'Phone number is required'],
    ['zipCode', '9135', 'Please enter a valid ZIP code (e.g., 91354 or 91354-1234)'],
    ['zipCode', '', 'ZIP code is required'],
    ['zipCode', '90210', QUOTE_MESSAGES.zipNotServed],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(leaveMessage(field, value)).toBe(message);
  });

  it('special instructions over 500 characters → Special instructions must be 500 characters or fewer', () => {
    expect(leaveMessage('specialInstructions', 'x'.repeat(501))).toBe('Special instructions must be 500 characters or fewer');
  });

  it.each([
    ['name', 'Pat Rivera'],
    ['email', 'pat@example.com'],
    ['phone', '(661) 555-0199'],
    ['zipCode', '91355'],
  ] as const)('leaves a good %s alone', (field, value) => expect(leaveMessage(field, value)).toBeUndefined());
  it('leaves 500 characters of special instructions alone', () => expect(leaveMessage('specialInstructions', 'x'.repeat(500))).toBeUndefined());

  it("says an unserved ZIP is not served yet in the form's words", () => {
    expect(QUOTE_MESSAGES.zipNotServed).toMatch(/^Sorry, we don't serve this ZIP code yet\./);
  });

  it('strips markup when a field is left', () => {
    expect(sanitizeField('name', '<b>Pat</b> Rivera')).toBe('Pat Rivera');
    expect(sanitizeField('specialInstructions', 'Side gate <script>alert(1)</script>code 1234')).toBe('Side gate code 1234');
  });
});

describe('the live quote card figures the e2e journeys used to check (DESIGN.md §8)', () => {
  const state = (...actions: QuoteFormAction[]) => given(...actions).state;

  it('2 dogs, medium, weekly is $174.00; with deodorizing and 3-month prepay the lines read $124.00, Free, -$18.60, $25.00, $105.40/mo, due $341.20', () => {
    const plain = state({ type: 'dogs', value: '2' }, { type: 'yard', value: 'medium' }, { type: 'frequency', value: 'weekly' });
    expect(dueToday(plain)).toBe('$174.00');
    const prepaid = quoteFormReducer(quoteFormReducer(plain, { type: 'addOn', id: 'deodorizing', on: true }), { type: 'commitment', months: 3 });
    const quote = calculateQuote(prepaid.choices, 0) as Quote;
    expect(formatCents(quote.dueToday)).toBe('$341.20');
    expect(cardTexts(quote)).toEqual(expect.arrayContaining(['$124.00', 'Free', '-$18.60', '$25.00', '$105.40/mo']));
  });

  it('with WELCOME10 as well: -$12.40, -$16.74, $94.86/mo and $309.58 due', () => {
    const prepaid = state(
      { type: 'dogs', value: '2' },
      { type: 'yard', value: 'medium' },
      { type: 'frequency', value: 'weekly' },
      { type: 'addOn', id: 'deodorizing', on: true },
      { type: 'commitment', months: 3 },
    );
    const quote = calculateQuote(prepaid.choices, 10) as Quote;
    expect(cardTexts(quote)).toEqual(expect.arrayContaining(['-$12.40', '-$16.74', '$94.86/mo']));
    expect(formatCents(quote.dueToday)).toBe('$309.58');
  });

  it('3+ dogs, large, twice-weekly with off-site and key/lock is $321.00', () => {
    expect(
      dueToday(
        state(
          { type: 'dogs', value: '3+' },
          { type: 'yard', value: 'large' },
          { type: 'frequency', value: 'twice-weekly' },
          { type: 'addOn', id: 'offSiteDisposal', on: true },
          { type: 'addOn', id: 'keyLockService', on: true },
        ),
      ),
    ).toBe('$321.00');
  });

  it('one-time, 2 dogs, small with deodorizing is $90.00; 1 dog, small, one-time is $75.00', () => {
    expect(
      dueToday(
        state(
          { type: 'plan', plan: 'one-time' },
          { type: 'dogs', value: '2' },
          { type: 'yard', value: 'small' },
          { type: 'addOn', id: 'deodorizing', on: true },
        ),
      ),
    ).toBe('$90.00');
    expect(dueToday(state({ type: 'plan', plan: 'one-time' }, { type: 'dogs', value: '1' }, { type: 'yard', value: 'small' }))).toBe('$75.00');
  });

  it('1 dog, small, monthly is $95.00; WELCOME10 takes -$4.50 off, $90.50 due', () => {
    const monthly = state({ type: 'dogs', value: '1' }, { type: 'yard', value: 'small' }, { type: 'frequency', value: 'monthly' });
    expect(dueToday(monthly)).toBe('$95.00');
    const quote = calculateQuote(monthly.choices, 10) as Quote;
    expect(cardTexts(quote)).toContain('-$4.50');
    expect(formatCents(quote.dueToday)).toBe('$90.50');
  });

  it('1 dog, small, weekly is $146.00 (the Pay button the lead and checkout journeys use)', () => {
    expect(dueToday(state({ type: 'dogs', value: '1' }, { type: 'yard', value: 'small' }, { type: 'frequency', value: 'weekly' }))).toBe('$146.00');
  });

  it('3+ dogs, large, monthly with key/lock and WELCOME10 is $117.50', () => {
    const monthly = state(
      { type: 'dogs', value: '3+' },
      { type: 'yard', value: 'large' },
      { type: 'frequency', value: 'monthly' },
      { type: 'addOn', id: 'keyLockService', on: true },
    );
    expect(dueToday(monthly, 10)).toBe('$117.50');
  });

  it('trash bins only: bin service + take out + bring in is $89.60, a $39.80 trip line, no setup fee and no prepay', () => {
    const bins = state(
      { type: 'plan', plan: 'bins' },
      { type: 'trashDay', day: 'thursday', turnOn: 'trashBinService' },
      { type: 'addOn', id: 'binTakeOut', on: true },
      { type: 'addOn', id: 'binBringIn', on: true },
    );
    const quote = calculateQuote(bins.choices, 0) as Quote;
    expect(quote.kind).toBe('bin-only');
    expect(formatCents(quote.dueToday)).toBe('$89.60');
    expect(cardTexts(quote)).toContain('$39.80');
    expect(quote.setupFee).toBe(0);
    expect(quote.lineItems.map((line) => line.label)).not.toContain('One-time setup fee');
  });
});

describe('Gate Access Service is for small yards only (spec 001 §3)', () => {
  it('the upsell link ticks it, and choosing a larger yard unticks it', () => {
    const ticked = quoteFormReducer(quoteFormReducer(initialQuoteForm, { type: 'prefill', prefill: { addOn: 'gateAccess' } }), {
      type: 'yard',
      value: 'small',
    });
    expect(ticked.choices.addOns.gateAccess).toBe(true);
    expect(quoteFormReducer(ticked, { type: 'yard', value: 'medium' }).choices.addOns.gateAccess).toBe(false);
  });
});
