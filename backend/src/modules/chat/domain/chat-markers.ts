/** The reply markers of spec 000 §4: SCROLL_TO_QUOTE and PREFILL_FORM:field=value (ignored by the widget); never shown as text. */
export const SCROLL_TO_QUOTE = 'SCROLL_TO_QUOTE';
export const PREFILL_FORM = 'PREFILL_FORM';

export type ChatAction = { type: 'scroll-to-quote' } | { type: 'prefill-form'; field: string; value: string };

const MARKER = /[ \t]*(?:SCROLL_TO_QUOTE|PREFILL_FORM:([A-Za-z][\w.-]*)=(\S*))/g;
// A PREFILL_FORM whose value may still be arriving.
const OPEN_PREFILL = /PREFILL_FORM(?::\S*)?$/;

export function prefillMarker(field: string, value: string): string {
  return `${PREFILL_FORM}:${field}=${value}`;
}

/** The reply's actions, in order. */
export function readActions(reply: string): ChatAction[] {
  const actions: ChatAction[] = [];
  for (const match of reply.matchAll(MARKER)) {
    actions.push(match[1] === undefined ? { type: 'scroll-to-quote' } : { type: 'prefill-form', field: match[1], value: match[2] });
  }
  return actions;
}

/** The text a person sees; while streaming, a trailing fragment that may become a marker ("SCROLL_TO") waits for the next token. */
export function visibleText(reply: string, complete = true): string {
  let text = reply.replace(MARKER, '');
  if (!complete) text = withoutOpenMarker(text);
  return tidy(text);
}

function withoutOpenMarker(text: string): string {
  const open = OPEN_PREFILL.exec(text);
  if (open) return text.slice(0, open.index);
  for (const marker of [SCROLL_TO_QUOTE, `${PREFILL_FORM}:`]) {
    for (let length = Math.min(marker.length, text.length); length > 0; length--) {
      if (text.endsWith(marker.slice(0, length))) return text.slice(0, text.length - length);
    }
  }
  return text;
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
