import { AddOnId, NumberOfDogs, ServiceFrequency, YardSize } from '../../pricing';

/** What a visitor told us about their home, in their own words; every field is optional. */
export interface QuoteRequest {
  dogs?: NumberOfDogs;
  /** The number they said, when it was more than 3 (the 3+ price covers it). */
  dogCount?: number;
  yard?: YardSize;
  frequency?: ServiceFrequency;
  /** They asked for every other week, which we don't offer. */
  everyOtherWeek?: boolean;
  addOns: AddOnId[];
  /** No dog at all: bin roll-out only. */
  noDogs?: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  my: 1,
  two: 2,
  couple: 2,
  pair: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  several: 3,
  multiple: 3,
};
const DOG = String.raw`(?:dogs?|pups?|puppies|puppy|doggos?|doggies?|canines?)`;
const DOG_WORD = new RegExp(String.raw`^${DOG}$`);
const DOGS_COLON = /\bdogs?\s*[:=]\s*(\d{1,2})\b/;
const NO_DOGS = /\b(?:no|zero|0)\s+(?:dogs?|pets?)\b|\b(?:don'?t|do not|dont)\s+(?:have|own)\s+(?:a\s+|any\s+)?(?:dogs?|pets?)\b|\bwithout\s+(?:a\s+)?dogs?\b/;

const YARD_WORDS: Record<string, YardSize> = {
  small: 'small',
  tiny: 'small',
  little: 'small',
  medium: 'medium',
  average: 'medium',
  mid: 'medium',
  'mid-size': 'medium',
  'mid-sized': 'medium',
  'medium-sized': 'medium',
  moderate: 'medium',
  large: 'large',
  big: 'large',
  huge: 'large',
  'large-ish': 'large',
  massive: 'large',
};
const YARD_NOUN = String.raw`(?:back\s*yard|front\s*yard|yard|lawn|lot|garden|property|space|grass)`;
const SIZE = String.raw`(small|tiny|little|medium(?:-sized)?|average|mid(?:-sized?)?|moderate|large(?:-ish)?|big|huge|massive)`;
const SIZE_THEN_YARD = new RegExp(String.raw`\b${SIZE}(?:[\s-]+sized?)?\s+(?:\w+\s+)?${YARD_NOUN}\b`);
const YARD_IS_SIZE = new RegExp(
  String.raw`\b${YARD_NOUN}\s+(?:is\s+|size\s+(?:is\s+)?)?(?:pretty\s+|quite\s+|fairly\s+|very\s+|about\s+|kind\s+of\s+)?${SIZE}\b`,
);
// A size word on its own ("medium, weekly"), not one describing the dogs or the house.
const BARE_SIZE = /\b(small|tiny|medium|large|big|huge)\b(?=\s*(?:[,.!?;)]|$)|\s+(?:and|or|please|pls|thanks|one|weekly|monthly|twice|once|every|with)\b)/;
const SQUARE_FEET = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?\s*(?:sq\.?\s*(?:ft|feet|foot)|square\s*(?:feet|foot|ft)|sqft|sf)\b/;
const ACRES = /\b(?:half\s+an?\s+acre|an?\s+acre|\d+(?:\.\d+)?\s+acres?|quarter\s+acre)\b/;

export function readQuoteRequest(text: string): QuoteRequest {
  const t = normalise(text);
  const request: QuoteRequest = { addOns: readAddOns(t) };
  if (NO_DOGS.test(t)) request.noDogs = true;
  else readDogs(t, request);
  const yard = readYard(t);
  if (yard) request.yard = yard;
  readFrequency(t, request);
  return request;
}

export function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

// "2 dogs", "two big dogs", "a couple of pups", "my dog": the nearest number word up to three words before.
function readDogs(t: string, request: QuoteRequest): void {
  const colon = DOGS_COLON.exec(t);
  if (colon) return setDogs(request, Number(colon[1]));
  const words = t.split(/[^a-z0-9'+&]+/).filter(Boolean);
  const mentions: Array<{ n: number; word: string; at: number; end: number }> = [];
  words.forEach((word, i) => {
    if (!DOG_WORD.test(word)) return;
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      const before = words[j];
      const n = /^\d{1,2}\+?$/.test(before) ? parseInt(before, 10) : Object.hasOwn(NUMBER_WORDS, before) ? NUMBER_WORDS[before] : 0;
      if (!n) continue;
      // "my dogs" says nothing about how many.
      if (before === 'my' && word.endsWith('s')) return;
      mentions.push({ n, word: before, at: j, end: i });
      return;
    }
  });
  if (!mentions.length) return;
  // "2 dogs and a puppy" are three; "3+ dogs? I have 4 dogs" are four.
  let count = mentions[0].n;
  for (let k = 1; k < mentions.length; k++) {
    const between = words.slice(mentions[k - 1].end + 1, mentions[k].at);
    const joined = between.some((w) => w === 'and' || w === 'plus' || w === '&') && mentions[k].word !== 'my';
    count = joined ? count + mentions[k].n : mentions[k].n;
  }
  setDogs(request, count);
}

function setDogs(request: QuoteRequest, count: number): void {
  if (!count) return;
  request.dogs = count >= 3 ? '3+' : (String(count) as NumberOfDogs);
  if (count > 3) request.dogCount = count;
}

function readYard(t: string): YardSize | undefined {
  const feet = SQUARE_FEET.exec(t);
  if (feet) {
    const value = Number(feet[1].replace(/,/g, '')) * (feet[2] ? 1000 : 1);
    return value < 1000 ? 'small' : value <= 3000 ? 'medium' : 'large';
  }
  if (ACRES.test(t)) return 'large';
  for (const pattern of [SIZE_THEN_YARD, YARD_IS_SIZE, BARE_SIZE]) {
    const match = pattern.exec(t);
    if (match) return YARD_WORDS[match[1]] ?? YARD_WORDS[match[1].replace(/-sized?$/, '')];
  }
  return undefined;
}

function readFrequency(t: string, request: QuoteRequest): void {
  if (/\b(?:every other week|every two weeks|every 2 weeks|bi-?weekly|fortnightly|twice a month|2x a month|two times a month)\b/.test(t)) {
    request.everyOtherWeek = true;
    return;
  }
  const frequency: Array<[RegExp, ServiceFrequency]> = [
    [
      /\b(?:twice[\s-]+(?:a\s+|per\s+|each\s+)?week(?:ly)?|two times (?:a|per|each) week|2\s*x\s*(?:a|per)?\s*week|2 times (?:a|per) week|two visits a week|semi-?weekly)\b/,
      'twice-weekly',
    ],
    [/\b(?:weekly|once (?:a|per|every) week|every week|each week|1\s*x\s*(?:a|per)?\s*week|per week)\b/, 'weekly'],
    [/\b(?:monthly|once (?:a|per|every) month|every month|each month|1\s*x\s*(?:a|per)?\s*month)\b/, 'monthly'],
    [
      /\b(?:one[\s-]?time|one[\s-]?off|just once|only once|single (?:visit|cleanup|clean-?up)|yard rescue|a cleanup|a clean-?up|one cleanup|deep clean(?:ing|up)?|before (?:a|my|our) party|move[\s-]?out)\b/,
      'one-time-cleanup',
    ],
  ];
  for (const [pattern, value] of frequency) {
    if (pattern.test(t)) {
      request.frequency = value;
      return;
    }
  }
}

const ADD_ON_PATTERNS: Array<[RegExp, AddOnId]> = [
  [/\bdeodori[sz]|\bodou?r|\bsmell|\bstink/, 'deodorizing'],
  [/\boff[\s-]?site|\bhaul (?:it |the (?:waste|poop) )?away|\btake (?:the )?(?:waste|poop) away|\bremove (?:the )?waste/, 'offSiteDisposal'],
  [/\bkey\b|\bkey\/lock|\block service|\block(?:ed)? (?:gate|box)|\bgate (?:is )?locked|\bpadlock|\bgate code/, 'keyLockService'],
  [/\btrash bin service\b|\bbin clean|\bclean (?:my |the )?(?:trash )?(?:bins|cans)\b/, 'trashBinService'],
  [
    /\btake (?:my |the )?(?:trash |garbage )?(?:bins?|cans?) out\b|\btake[\s-]?out\b|\broll(?:[\s-]?out| (?:my |the )?(?:bins?|cans?) (?:out|to the curb))|\bto the curb\b|\bput (?:my |the )?(?:bins?|cans?) out/,
    'binTakeOut',
  ],
  [/\bbring (?:my |the )?(?:trash |garbage )?(?:bins?|cans?) (?:back )?in\b|\bbring[\s-]?in\b|\bbring (?:them|it) back (?:in|inside)\b/, 'binBringIn'],
];

export function readAddOns(t: string): AddOnId[] {
  return ADD_ON_PATTERNS.filter(([pattern]) => pattern.test(t)).map(([, id]) => id);
}

/** Later turns win: "2 dogs?" then "medium, weekly" is one request. */
export function mergeQuoteRequests(requests: QuoteRequest[]): QuoteRequest {
  const merged: QuoteRequest = { addOns: [] };
  for (const r of requests) {
    if (r.dogs) {
      merged.dogs = r.dogs;
      merged.dogCount = r.dogCount;
      merged.noDogs = undefined;
    }
    if (r.noDogs) {
      merged.noDogs = true;
      merged.dogs = undefined;
    }
    if (r.yard) merged.yard = r.yard;
    if (r.frequency) {
      merged.frequency = r.frequency;
      merged.everyOtherWeek = undefined;
    }
    if (r.everyOtherWeek) {
      merged.everyOtherWeek = true;
      merged.frequency = undefined;
    }
  }
  merged.addOns = requests.length ? requests[requests.length - 1].addOns : [];
  return merged;
}

export function hasQuoteDetails(r: QuoteRequest): boolean {
  return Boolean(r.dogs || r.yard || r.frequency || r.everyOtherWeek);
}
