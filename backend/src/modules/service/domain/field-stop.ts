/**
 * What a scooper needs to read off a customer's notes at the gate (issue 16). The order has no gate-code or
 * dog-warning field: customers write them in their notes ("Gate code 4321", "Keep Rex inside"), so the field app
 * lifts them out and shows them first.
 */
const GATE_CODE = /\bgate(?:\s*code)?\s*(?:is|:|#|-)?\s*(#?[0-9][0-9*#]{1,9})\b/i;
const KEEP_IN = [
  /\bkeep\s+(?:the\s+|our\s+|my\s+)?(?:dogs?|[a-z]+)?\s*(?:in|inside|indoors|away)\b/i,
  /\b(?:do not|don['’]t|never)\s+let\s+(?:the\s+|our\s+|my\s+)?(?:dogs?|[a-z]+)\s+out\b/i,
  /\b(?:aggressive|bites|will bite|reactive)\b/i,
  /\bdogs?\s+(?:must|should)\s+(?:stay|be kept)\s+(?:in|inside)\b/i,
];

export function gateCodeIn(notes: string | null): string | null {
  const match = notes ? GATE_CODE.exec(notes) : null;
  return match ? match[1] : null;
}

/** The sentence of the notes that says a dog must be kept in (or is not friendly), or null. */
export function keepInWarningIn(notes: string | null): string | null {
  if (!notes) return null;
  const sentences = notes.split(/(?<=[.!?])\s+|\n+/);
  return sentences.find((sentence) => KEEP_IN.some((pattern) => pattern.test(sentence)))?.trim() ?? null;
}

export type BinTask = 'take-out' | 'bring-in';

/** A visit's bin work: bin-out and bin-in visits are the task itself; a scoop visit has none. */
export function binTasksOf(kind: string): BinTask[] {
  if (kind === 'bin-out') return ['take-out'];
  if (kind === 'bin-in') return ['bring-in'];
  return [];
}
