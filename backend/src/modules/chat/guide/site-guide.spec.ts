import { DEFAULT_BUSINESS, type BusinessIdentity } from '../../../config/business';
import {
  ADD_ON_PRICES,
  basePriceFor,
  calculateQuote,
  COMMITMENT_DISCOUNT_PERCENT,
  formatCents,
  NO_ADD_ONS,
  NumberOfDogs,
  QuoteChoices,
  SERVED_TOWNS,
  SERVED_ZIP_CODES,
  ServiceFrequency,
  SETUP_FEE,
  SETUP_FEE_PREPAID,
  YardSize,
} from '../../pricing';
import { readActions, SCROLL_TO_QUOTE, visibleText } from '../domain/chat-markers';
import { ChatTurn } from '../domain/chat-turn';
import { POLICY, SERVING_SINCE } from '../knowledge';
import { siteGuideReply } from './site-guide';

const business = DEFAULT_BUSINESS;

/** Runs a conversation turn by turn and returns every reply. */
function converse(turns: string[], identity: BusinessIdentity = business): string[] {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const content of turns) {
    history.push({ role: 'user', content });
    const reply = siteGuideReply(history, identity);
    history.push({ role: 'assistant', content: visibleText(reply) });
    replies.push(reply);
  }
  return replies;
}
const ask = (question: string, identity?: BusinessIdentity) => converse([question], identity)[0];

/** The quote card's numbers for a plan, from the pricing module. */
function quote(frequency: ServiceFrequency, dogs: NumberOfDogs, yard: YardSize, over: Partial<QuoteChoices> = {}) {
  const q = calculateQuote({
    serviceType: frequency === 'one-time-cleanup' ? 'one-time' : 'subscription',
    serviceFrequency: frequency,
    numberOfDogs: dogs,
    yardSize: yard,
    addOns: NO_ADD_ONS,
    trashDay: '',
    commitmentMonths: 1,
    ...over,
  });
  if (!q) throw new Error('expected a quote');
  return q;
}
const $ = formatCents;

interface Case {
  has: string[];
  lacks?: string[];
  scroll?: boolean;
}

function expectReply(reply: string, { has, lacks = [], scroll = false }: Case): void {
  const text = visibleText(reply);
  for (const part of has) expect(text).toContain(part);
  for (const part of lacks) expect(text).not.toContain(part);
  expect(readActions(reply).some((a) => a.type === 'scroll-to-quote')).toBe(scroll);
}

describe('site guide: prices, computed by the pricing module', () => {
  const weekly2Medium = quote('weekly', '2', 'medium');
  it.each<[string, Case]>([
    ['how much for 2 dogs weekly, medium yard?', { has: [$(weekly2Medium.basePrice), $(weekly2Medium.setupFee), $(weekly2Medium.dueToday)] }],
    ['Hey, how much would it be for 2 dogs weekly? medium sized backyard', { has: ['Hi!', $(weekly2Medium.finalPrice), $(weekly2Medium.dueToday)] }],
    [
      'whats the price for one dog, small yard, once a month',
      { has: [`a monthly visit is ${$(quote('monthly', '1', 'small').finalPrice)} a month`, $(quote('monthly', '1', 'small').dueToday)] },
    ],
    ['we have 3 dogs and a huge yard, twice a week pls', { has: [`twice-weekly service is ${$(quote('twice-weekly', '3+', 'large').finalPrice)} a month`] }],
    [
      'How much for a one time cleanup, 3 dogs, big yard?',
      { has: [`a one-time Yard Rescue is ${$(quote('one-time-cleanup', '3+', 'large').finalPrice)}`, 'no setup fee'], lacks: ['a month'] },
    ],
    ['price for 5 dogs every week large yard', { has: ['covers all 5', $(quote('weekly', '3+', 'large').finalPrice)] }],
    ['I have 2 dogs and a puppy, medium yard, weekly', { has: ['3 or more dogs', $(quote('weekly', '3+', 'medium').finalPrice)] }],
    [
      '2 dogs, 2500 sq ft, weekly with deodorizing and off-site removal',
      (() => {
        const q = quote('weekly', '2', 'medium', { addOns: { ...NO_ADD_ONS, deodorizing: true, offSiteDisposal: true } });
        return {
          has: [
            'Yard Deodorizing is free on your yard size',
            `Off-Site Waste Removal adds ${$(ADD_ON_PRICES.offSiteDisposal)}`,
            $(q.totalPrice),
            $(q.dueToday),
          ],
        };
      })(),
    ],
    [
      'how much for 1 dog twice weekly?',
      { has: (['small', 'medium', 'large'] as const).map((y) => $(basePriceFor('twice-weekly', '1', y))).concat(['yard size']) },
    ],
    [
      'how much for 2 dogs?',
      { has: [`weekly ${$(basePriceFor('weekly', '2', 'small'))}–${$(basePriceFor('weekly', '2', 'large'))} a month`, 'yard size', 'how often'] },
    ],
    [
      'how much does it cost?',
      {
        has: [
          `monthly from ${$(basePriceFor('monthly', '1', 'small'))}`,
          `one-time Yard Rescue from ${$(basePriceFor('one-time-cleanup', '1', 'small'))}`,
          $(SETUP_FEE),
        ],
      },
    ],
    ['quote for 2 dogs biweekly medium yard', { has: ["We don't offer every-other-week visits", $(basePriceFor('weekly', '2', 'medium'))] }],
    ['is there a setup fee?', { has: [$(SETUP_FEE), $(SETUP_FEE_PREPAID), 'One-time cleanups and bin-only service have no setup fee'] }],
    ['is there a discount if I pay for 3 months?', { has: [`${COMMITMENT_DISCOUNT_PERCENT}%`, $(SETUP_FEE_PREPAID)] }],
    [
      "I don't have a dog, can you just take my trash cans out?",
      (() => {
        const bins = (binBringIn: boolean) =>
          calculateQuote({
            serviceType: 'subscription',
            serviceFrequency: '',
            numberOfDogs: '',
            yardSize: '',
            trashDay: 'monday',
            commitmentMonths: 1,
            addOns: { ...NO_ADD_ONS, binTakeOut: true, binBringIn },
          })!.finalPrice;
        return { has: ['no dog needed', $(ADD_ON_PRICES.binTripBinOnly), $(bins(false)), $(bins(true)), 'no setup fee'] };
      })(),
    ],
  ])('%s', (question, expected) => expectReply(ask(question), expected));

  it('matches DESIGN.md: 2 dogs, weekly, medium yard is 12400 cents a month plus the 5000 cent setup fee', () => {
    expect(ask('how much for 2 dogs weekly, medium yard?')).toContain('weekly service is $124.00 a month');
    expect(ask('how much for 2 dogs weekly, medium yard?')).toContain("one-time $50.00 setup fee, so you'd pay $174.00 today");
  });

  it('remembers earlier answers: "2 dogs?" then "medium, weekly" is one quote', () => {
    const [first, second, third] = converse(['how much for 2 dogs?', 'medium, weekly', 'what about 3 dogs?']);
    expect(first).toContain('yard size');
    expect(second).toContain(`weekly service is ${$(quote('weekly', '2', 'medium').finalPrice)} a month`);
    expect(third).toContain(`weekly service is ${$(quote('weekly', '3+', 'medium').finalPrice)} a month`);
  });
});

describe('site guide: service area', () => {
  const everyZip = [...SERVED_ZIP_CODES];
  it.each<[string, Case]>([
    ['do you serve 91350?', { has: ['Yes, we serve 91350'] }],
    ['Is 91354-1234 in your service area?', { has: ['Yes, we serve 91354'] }],
    ['91384', { has: ['Yes, we serve 91384'] }],
    ['do you come to 90210?', { has: ["we don't serve 90210 yet", 'request service in your area on the quote form', ...everyZip], lacks: ['Yes, we serve'] }],
    ['Do you guys come out to Canyon Country?', { has: ['Yes, we serve Canyon Country'] }],
    ['what areas do you cover?', { has: [...SERVED_TOWNS, ...everyZip] }],
    ['do you service Palmdale?', { has: ["What's your ZIP code?"], lacks: ['Yes, we serve'] }],
  ])('%s', (question, expected) => expectReply(ask(question), expected));
});

describe('site guide: add-ons', () => {
  it.each<[string, Case]>([
    [
      'what add-ons do you have?',
      {
        has: [
          'Yard Deodorizing',
          'Off-Site Waste Removal',
          'Key/Lock Service',
          'Trash Bin Service',
          'Bin Take Out',
          $(ADD_ON_PRICES.binTripAsAddOn),
          'free bin deodorizing',
        ],
      },
    ],
    ["what's deodorizing?", { has: ['Pet-safe odor and bacteria spray', `${$(ADD_ON_PRICES.deodorizingPerWeek)} a week`, 'Free on medium and large yards'] }],
    ['how much is off-site disposal?', { has: ['We take the waste away', $(ADD_ON_PRICES.offSiteDisposal)], lacks: ['eco-friendly'] }],
    ['can you take my bins to the curb on trash day?', { has: ['Bin Take Out', $(ADD_ON_PRICES.binTripAsAddOn), $(ADD_ON_PRICES.binTripBinOnly)] }],
    ['what is the key/lock service?', { has: ['Key/Lock Service', $(ADD_ON_PRICES.keyLockService)] }],
  ])('%s', (question, expected) => expectReply(ask(question), expected));
});

describe('site guide: how service works', () => {
  it.each<[string, Case]>([
    ['can I cancel anytime?', { has: ['no contracts', `${POLICY.cancellationNoticeDays} days' notice`, `${POLICY.oneTimeCancellationNoticeHours} hours`] }],
    ['Is there a contract?', { has: ['No contracts', 'cancel anytime'] }],
    ['how do I cancel my booking?', { has: [`${POLICY.cancellationNoticeDays} days' notice`, business.supportEmail] }],
    ['what if you miss some poop?', { has: ['100% satisfaction guarantee', `within ${POLICY.satisfactionReturnHours} hours`] }],
    ['my dog can be aggressive with strangers, is that a problem?', { has: ['aggressive dogs must be secured indoors'] }],
    ['Do my dogs need to stay inside?', { has: ['all dogs stay inside', `${POLICY.arrivalTextMinutes} minutes`] }],
    ['are you open on weekends?', { has: [business.hours, 'Pacific time'] }],
    ['what are your business hours?', { has: [business.hours] }],
    ['what happens on the first visit?', { has: [`within ${POLICY.firstVisitContactHours} hours`, 'before-and-after photos', 'free bin deodorizing'] }],
    ['what happens after I book?', { has: [`within ${POLICY.firstVisitContactHours} hours to schedule your first visit`] }],
    ["can I skip a week when I'm on vacation?", { has: [`${POLICY.changeNoticeHours} hours' notice`] }],
    ['do I need to be home when you come?', { has: ['We just need to get into the yard', 'Key/Lock Service'] }],
    ['how do I pay?', { has: ['by card', 'secure checkout'] }],
    ['I have a promo code, where do I put it?', { has: ['quote form', 'does not apply to the setup fee'] }],
    ["what's your phone number?", { has: [business.supportPhone, business.supportEmail] }],
    ['are you eco friendly? where does the poop go?', { has: ["we're eco-friendly", 'Off-Site Waste Removal'] }],
    ['how long have you been in business?', { has: [`since ${SERVING_SINCE}`, business.serviceArea] }],
    ['do you sanitize your tools between yards?', { has: ['disinfected', 'health protocols'] }],
    ['will I get photos after each visit?', { has: ['time-stamped photos'] }],
    ['what day of the week will you come?', { has: ['consistent service day'] }],
    ['are you a real person?', { has: ['automated site guide, not a person'], lacks: ["Scoopers's"] }],
  ])('%s', (question, expected) => expectReply(ask(question), expected));
});

describe('site guide: booking scrolls to the quote form', () => {
  it.each<[string, Case]>([
    ['can I book?', { has: ['quote form'], scroll: true }],
    ['How do I get started?', { has: ['quote form'], scroll: true }],
    ['ok I want to sign up', { has: ['pay securely by card'], scroll: true }],
  ])('%s', (question, expected) => expectReply(ask(question), expected));

  it('carries what the visitor told us as PREFILL_FORM markers, which are never shown', () => {
    const reply = ask('I want to sign up for weekly service');
    expect(readActions(reply)).toEqual([{ type: 'scroll-to-quote' }, { type: 'prefill-form', field: 'serviceFrequency', value: 'weekly' }]);
    expect(visibleText(reply)).not.toMatch(/SCROLL_TO_QUOTE|PREFILL_FORM/);
  });

  it('answers "yes" to its own "Want to book?" by taking the visitor to the form with their plan', () => {
    const [, yes] = converse(['how much for 2 dogs weekly, medium yard?', 'yes please']);
    expect(yes.startsWith('Booking takes a couple of minutes')).toBe(true);
    expect(yes).toContain(SCROLL_TO_QUOTE);
    expect(readActions(yes).filter((a) => a.type === 'prefill-form')).toEqual([
      { type: 'prefill-form', field: 'numberOfDogs', value: '2' },
      { type: 'prefill-form', field: 'yardSize', value: 'medium' },
      { type: 'prefill-form', field: 'serviceFrequency', value: 'weekly' },
    ]);
  });
});

describe("site guide: says plainly when it doesn't know", () => {
  it.each(['do you mow lawns?', "what's the weather like tomorrow?", 'do you pick up cat litter?', 'Can you clean my pool?', 'asdfgh'])('%s', (question) => {
    const reply = ask(question);
    expect(reply).toContain("I don't know");
    expect(reply).toContain('quote form');
    expect(reply).toContain(business.supportEmail);
    expect(reply).not.toContain('$');
    expect(readActions(reply)).toEqual([]);
  });
});

describe('site guide: conversation', () => {
  it.each<[string, Case]>([
    ['hi', { has: [`I'm the ${business.name} site guide`] }],
    ['hi, do you serve valencia?', { has: ['Hi! Yes, we serve Valencia'] }],
    ['thanks!', { has: ["You're welcome"] }],
  ])('%s', (question, expected) => expectReply(ask(question), expected));

  it('greets when there is no question yet', () => {
    expect(siteGuideReply([], business)).toContain('site guide');
  });

  it('speaks for the configured business, not a hard-coded one', () => {
    const other: BusinessIdentity = {
      ...business,
      name: 'Canyon Poop Patrol',
      supportEmail: 'hello@cpp.example',
      supportPhone: '(661) 555-0199',
      hours: 'Every day, 7AM to 7PM',
    };
    expect(ask('do you mow lawns?', other)).toContain('hello@cpp.example');
    expect(ask('what are your hours?', other)).toContain('Every day, 7AM to 7PM');
    expect(ask('hello', other)).toContain('Canyon Poop Patrol');
    expect(ask('how do I cancel?', other)).toContain('(661) 555-0199');
  });
});
