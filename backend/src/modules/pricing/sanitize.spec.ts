import { sanitizeInstructions, stripMarkup } from './sanitize';
import { mulberry32 as random } from '../../platform/seeded-random';

/** The regex sanitisers as they were before issue 13: the reference outputs, quadratic on unclosed markup. */
const regexStripMarkup = (value: string) =>
  value
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const regexSanitizeInstructions = (value: string) =>
  value
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

describe('stripMarkup: text inputs lose all markup (spec 000 §5)', () => {
  it.each([
    ['plain text', 'Mary Jones', 'Mary Jones'],
    ['tags and attributes', '  <b>Mary</b> <img src=x onerror=alert(1)>Jones ', 'Mary Jones'],
    ['closing tags', 'a</p>b</DIV>c', 'abc'],
    ['a tag across lines', 'a<img\nsrc=x\n>b', 'ab'],
    ['a comment', 'Mary<!-- hidden <b>x</b> -->Jones', 'MaryJones'],
    ['an empty comment', 'a<!---->b', 'ab'],
    ['an unclosed comment', 'a<!-- b', 'a!-- b'],
    ['an unclosed tag', 'a <b c', 'a b c'],
    ['a stray bracket', 'a < b', 'a b'],
    ['brackets that are not tags', '1 <2> 3 <> 4', '1 2 3 4'],
    ['a bracket before a non-letter', '<1a>', '1a'],
    ['script contents stay as text', '<script>alert(1)</script>', 'alert(1)'],
    ['control characters', 'a\u0000b\u0007c\u007Fd', 'abcd'],
    ['whitespace runs and line breaks', ' a \t\n b\r\n\nc ', 'a b c'],
    ['a comment that makes a tag', '<<!-- x -->b>c', 'c'],
    ['non-Latin letters are not tag names', '<é>x', 'éx'],
  ])('%s', (_name, input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
    expect(regexStripMarkup(input)).toBe(expected);
  });
});

describe('sanitizeInstructions: instructions keep line breaks, lose markup, scripts and styles', () => {
  it.each([
    ['plain lines', 'Gate code 1234\nSide gate', 'Gate code 1234\nSide gate'],
    ['script and tags', 'Gate code 1234\n<script>alert(1)</script>Side gate <i>left</i>', 'Gate code 1234\nSide gate left'],
    ['a style block', 'a<style type="text/css">p{color:red}</style>b', 'ab'],
    ['mixed-case names', 'a<SCRIPT>x</script>b<Style>y</STYLE>c', 'abc'],
    ['a script closed by the other name', 'a<script>x</style>b', 'axb'],
    ['an unclosed script', 'a<script>alert(1)', 'aalert(1)'],
    ['a script tag with attributes', 'a<script src="x.js" >y</script >z</script>w', 'aw'],
    ['a longer name that starts alike', 'a<scripts>x</scripts>y</script>z', 'az'],
    ['comments', 'a<!-- <script> -->b', 'ab'],
    ['CRLF and CR', 'a\r\nb\rc', 'a\nb\nc'],
    ['spaces and tabs', 'a \t  b', 'a b'],
    ['blank lines', 'a\n\n\n\n\nb', 'a\n\nb'],
    ['control characters but not newlines', 'a\u0001\nb\u001F', 'a\nb'],
    ['surrounding whitespace', '  \n a \n  ', 'a'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeInstructions(input)).toBe(expected);
    expect(regexSanitizeInstructions(input)).toBe(expected);
  });
});

const PIECES = [
  '<',
  '>',
  '/',
  '!',
  '-',
  '--',
  '<!--',
  '-->',
  'a',
  'B',
  'é',
  '1',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0001',
  '<a',
  '</b>',
  'script',
  'SCRIPT',
  'style',
  '<script',
  '</script>',
  '</STYLE>',
  '<style>',
  '<Script x>',
  '"',
  '=',
];

describe('the scanner answers what the regexes answered', () => {
  it('on 5,000 random strings of markup fragments', () => {
    const next = random(13);
    const mismatches: string[] = [];
    for (let i = 0; i < 5000; i++) {
      let input = '';
      const length = Math.floor(next() * 24);
      for (let j = 0; j < length; j++) input += PIECES[Math.floor(next() * PIECES.length)];
      if (stripMarkup(input) !== regexStripMarkup(input)) mismatches.push(`stripMarkup(${JSON.stringify(input)})`);
      if (sanitizeInstructions(input) !== regexSanitizeInstructions(input)) mismatches.push(`sanitizeInstructions(${JSON.stringify(input)})`);
    }
    expect(mismatches).toEqual([]);
  });
});

// The shapes that made the regexes rescan the rest of the text from every opening bracket.
const PATHOLOGICAL: Array<[string, (n: number) => string]> = [
  ['unclosed tags', (n) => '<a'.repeat(n)],
  ['unclosed comments', (n) => '<!--'.repeat(n)],
  ['bare brackets', (n) => '<'.repeat(n)],
  ['unclosed scripts', (n) => '<script>'.repeat(n)],
  ['unclosed styles', (n) => '<style x'.repeat(n)],
  ['nested unclosed tags', (n) => '<div <span <b '.repeat(n)],
  ['a script opener then tags', (n) => '<script>' + '<a>'.repeat(n)],
  ['everything unclosed', (n) => '<!--<script<style<a '.repeat(n)],
];

/**
 * Characters the scanners read through `indexOf` while running: the searched span of each call (to the match, or to
 * the end of the text when there is none). A count, not a stopwatch, so a busy machine cannot change the answer.
 */
function charsScanned(run: () => void): number {
  const original = String.prototype.indexOf;
  let scanned = 0;
  String.prototype.indexOf = function (this: string, search: string, from?: number): number {
    const at = original.call(this, search, from);
    scanned += (at < 0 ? this.length : at) - Math.min(Math.max(0, from ?? 0), this.length) + 1;
    return at;
  };
  try {
    run();
  } finally {
    String.prototype.indexOf = original;
  }
  return scanned;
}

describe.each([
  ['stripMarkup', stripMarkup, regexStripMarkup],
  ['sanitizeInstructions', sanitizeInstructions, regexSanitizeInstructions],
])('%s on pathological input', (_name, sanitise, reference) => {
  it.each(PATHOLOGICAL)('%s: same answer as the regexes', (_shape, make) => {
    const input = make(500);
    expect(sanitise(input)).toBe(reference(input));
  });

  // Linear work: sixteen times the input reads about sixteen times as many characters; rescanning the rest of the text
  // from every opening bracket (what the regexes did) would read about 256 times as many.
  it.each(PATHOLOGICAL)('%s: sixteen times the input reads at most twice sixteen times the characters', (_shape, make) => {
    const small = charsScanned(() => sanitise(make(2_000)));
    const large = charsScanned(() => sanitise(make(32_000)));
    expect(small).toBeGreaterThan(0);
    expect(large / small).toBeLessThan(32);
  });
});
