// Hand-written scanners rather than regexes like /<[a-z][^>]*>/: a regex rescans the rest of the text from every
// unclosed '<', which made one 98 kB body stall the API (issue 13). Each pass below reads the text once.

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Strips all markup from a text input (spec 000 §5): tags, comments and stray angle brackets. Linear in the text. */
export function stripMarkup(value: string): string {
  return removeTags(removeComments(value)).replace(/[<>]/g, '').replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim();
}

/** Special instructions keep their line breaks but lose markup, script and style blocks and control characters. */
export function sanitizeInstructions(value: string): string {
  return removeTags(removeRawTextElements(removeComments(value)))
    .replace(/[<>]/g, '')
    .replace(CONTROL_CHARS, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text without the given [start, end) spans, which are in order and do not overlap. */
function cut(text: string, spans: Array<[number, number]>): string {
  if (spans.length === 0) return text;
  const kept: string[] = [];
  let from = 0;
  for (const [start, end] of spans) {
    kept.push(text.slice(from, start));
    from = end;
  }
  kept.push(text.slice(from));
  return kept.join('');
}

/** `<!-- … -->`, shortest first. Once a comment has no closing `-->`, no later one can have one either. */
function removeComments(text: string): string {
  const spans: Array<[number, number]> = [];
  let open = text.indexOf('<!--');
  while (open >= 0) {
    const close = text.indexOf('-->', open + 4);
    if (close < 0) break;
    spans.push([open, close + 3]);
    open = text.indexOf('<!--', close + 3);
  }
  return cut(text, spans);
}

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** `<name …>` and `</name …>` where the name starts with an ASCII letter and the tag runs to the next `>`. */
function removeTags(text: string): string {
  const spans: Array<[number, number]> = [];
  let open = text.indexOf('<');
  while (open >= 0) {
    const name = text.charCodeAt(open + 1) === 47 /* '/' */ ? open + 2 : open + 1;
    if (!isAsciiLetter(text.charCodeAt(name))) {
      open = text.indexOf('<', open + 1);
      continue;
    }
    const close = text.indexOf('>', name + 1);
    // No '>' left: no tag can end, here or later.
    if (close < 0) break;
    spans.push([open, close + 1]);
    open = text.indexOf('<', close + 1);
  }
  return cut(text, spans);
}

const RAW_TEXT_ELEMENTS = ['script', 'style'] as const;

/**
 * `<script …>…</script>` and `<style …>…</style>` with their contents, names in any case, each block ending at
 * the first closing tag of its own name.
 */
function removeRawTextElements(text: string): string {
  // Lower-cases ASCII only, so every index still points at the same character of `text`.
  const lower = text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const unclosed = new Set<string>();
  const spans: Array<[number, number]> = [];
  // The first '>' at or after the last position asked about (-1 before the first question).
  let nextGt = -1;
  let open = text.indexOf('<');
  while (open >= 0) {
    const name = RAW_TEXT_ELEMENTS.find((candidate) => lower.startsWith(candidate, open + 1));
    if (!name || unclosed.has(name)) {
      open = text.indexOf('<', open + 1);
      continue;
    }
    const afterName = open + 1 + name.length;
    if (nextGt < afterName) nextGt = text.indexOf('>', afterName);
    // No '>' left: no opening tag can end, here or later.
    if (nextGt < 0) break;
    const closingTag = `</${name}>`;
    const close = lower.indexOf(closingTag, nextGt + 1);
    if (close < 0) {
      // No later block of this name can close either.
      unclosed.add(name);
      open = text.indexOf('<', open + 1);
      continue;
    }
    spans.push([open, close + closingTag.length]);
    open = text.indexOf('<', close + closingTag.length);
  }
  return cut(text, spans);
}
