import { NO_ADD_ONS } from './price-table';
import { QuoteChoices } from './quote';
import { QUOTE_MESSAGES as M } from './quote-messages';
import { canPay, fieldLeaveChecks, validateChoices, validateCustomerData, validateOrder } from './quote-validation';
import { isServedZip } from './service-area';
import { sanitizeInstructions, stripMarkup } from './sanitize';

const good = { name: "Mary-Jo O'Neil", email: 'mary@example.com', phone: '(661) 555-0100', zipCode: '91354' };
const plan: QuoteChoices = {
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '2',
  yardSize: 'medium',
  addOns: NO_ADD_ONS,
  trashDay: '',
  commitmentMonths: 1,
};

describe('Gate Access Service (spec 001 §3: small yards only)', () => {
  const gate = { ...NO_ADD_ONS, gateAccess: true };
  it('is accepted on a small yard', () => expect(validateChoices({ ...plan, yardSize: 'small', addOns: gate })).toEqual({}));
  it.each(['medium', 'large'] as const)('is refused on a %s yard with the reason', (yardSize) =>
    expect(validateChoices({ ...plan, yardSize, addOns: gate })).toEqual({ addOns: M.gateAccessSmallYardsOnly }),
  );
  it('is refused with bins only', () =>
    expect(
      validateChoices({ ...plan, serviceFrequency: '', numberOfDogs: '', yardSize: '', trashDay: 'monday', addOns: { ...gate, trashBinService: true } }),
    ).toEqual({ addOns: M.gateAccessSmallYardsOnly }));
});

describe('customer data validation (spec 000 §5)', () => {
  it('accepts a good customer', () => expect(validateCustomerData(good)).toEqual({}));
  it.each(['José Álvarez', 'Zoë Brontë', 'Nguyễn Văn An', 'Chloé D’Arcy', 'Jose\u0301 Decomposed', '王 小明', 'Åsa Öberg-Lind'])(
    'accepts a name with letters of any script: %s',
    (name) => expect(validateCustomerData({ ...good, name })).toEqual({}),
  );
  it.each([
    ['name', '', M.nameRequired],
    ['name', 'J', M.nameInvalid],
    ['name', 'Robert <script>', M.nameInvalid],
    ['name', 'x'.repeat(51), M.nameInvalid],
    ['name', 'Jo3 Smith', M.nameInvalid],
    ['name', 'Zoë 😀', M.nameInvalid],
    ['email', '', M.emailRequired],
    ['email', 'mary@', M.emailInvalid],
    ['email', 'mary @example.com', M.emailInvalid],
    ['phone', '', M.phoneRequired],
    ['phone', '555-0100', M.phoneInvalid],
    ['phone', '661 555 01000', M.phoneInvalid],
    ['zipCode', '', M.zipRequired],
    ['zipCode', '9135', M.zipInvalid],
    ['zipCode', '91354-12', M.zipInvalid],
  ])('%s %j → %s', (field, value, message) => {
    expect(validateCustomerData({ ...good, [field]: value })).toEqual({ [field]: message });
  });
  it.each(['6615550100', '661-555-0100', '661.555.0100', '+1 661 555 0100', '(661)555-0100'])('accepts phone %s', (phone) => {
    expect(validateCustomerData({ ...good, phone })).toEqual({});
  });
  it('caps special instructions', () => {
    expect(validateCustomerData({ ...good, specialInstructions: 'a'.repeat(501) })).toEqual({ specialInstructions: M.instructionsTooLong });
  });
});

describe('plan choices', () => {
  it('requires dogs, yard and frequency unless bin-only', () => {
    expect(validateChoices({ ...plan, numberOfDogs: '', yardSize: '', serviceFrequency: '' })).toEqual({
      numberOfDogs: M.dogsRequired,
      yardSize: M.yardRequired,
      serviceFrequency: M.frequencyRequired,
    });
    expect(
      validateChoices({ ...plan, numberOfDogs: '', yardSize: '', serviceFrequency: '', addOns: { ...NO_ADD_ONS, binTakeOut: true }, trashDay: 'monday' }),
    ).toEqual({});
  });
  it('needs a trash day whenever a bin add-on is on', () => {
    expect(validateChoices({ ...plan, addOns: { ...NO_ADD_ONS, trashBinService: true } })).toEqual({ trashDay: M.trashDayRequired });
  });
  it('refuses an unserved ZIP at checkout', () => {
    expect(validateOrder({ ...good, zipCode: '90210' }, plan)).toEqual({ zipCode: M.zipNotServed });
    expect(validateOrder({ ...good, zipCode: '91354-1234' }, plan)).toEqual({});
  });
});

describe('service area', () => {
  it.each(['91321', '91350', '91351', '91354', '91355', '91381', '91382', '91383', '91384', '91390', '91390-0001'])('serves %s', (zip) =>
    expect(isServedZip(zip)).toBe(true),
  );
  it.each(['90210', '91352', '9135', 'abcde'])('does not serve %s', (zip) => expect(isServedZip(zip)).toBe(false));
});

describe('the Pay button rule', () => {
  it('needs contact fields, a served ZIP, a quote, and a trash day for bins', () => {
    expect(canPay({ data: good, choices: plan, hasQuote: true })).toBe(true);
    expect(canPay({ data: { ...good, phone: '' }, choices: plan, hasQuote: true })).toBe(false);
    expect(canPay({ data: { ...good, zipCode: '90210' }, choices: plan, hasQuote: true })).toBe(false);
    expect(canPay({ data: good, choices: plan, hasQuote: false })).toBe(false);
    expect(canPay({ data: good, choices: { ...plan, addOns: { ...NO_ADD_ONS, binBringIn: true } }, hasQuote: true })).toBe(false);
  });
});

describe('field-leave checks', () => {
  it('asks for two words, an @ and ten digits', () => {
    expect(fieldLeaveChecks.name('Mary')).toBe(M.nameNeedsTwoWords);
    expect(fieldLeaveChecks.name('Mary Jones')).toBeUndefined();
    expect(fieldLeaveChecks.email('mary.example.com')).toBe(M.emailInvalid);
    expect(fieldLeaveChecks.phone('555-1234')).toBe(M.phoneNeedsTenDigits);
    expect(fieldLeaveChecks.phone('')).toBeUndefined();
  });
});

describe('sanitisers', () => {
  it('strips all markup from text inputs', () => {
    expect(stripMarkup('  <b>Mary</b> <img src=x onerror=alert(1)>Jones ')).toBe('Mary Jones');
    expect(stripMarkup('a < b')).toBe('a b');
  });
  it('keeps line breaks in special instructions but drops scripts', () => {
    expect(sanitizeInstructions('Gate code 1234\n<script>alert(1)</script>Side gate <i>left</i>')).toBe('Gate code 1234\nSide gate left');
  });
});
