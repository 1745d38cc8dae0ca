export type DescriptionLine = { kind: 'fact'; label: string; value: string } | { kind: 'text'; text: string };

const FACT_LINE = /^\*\*(.+?):\*\*\s*(.*)$/;

/** The board writes "**Label:** value" lines (follow-up/domain/cards.ts); anything else stays a plain line. */
export function parseCardDescription(description: string): DescriptionLine[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = FACT_LINE.exec(line);
      return match ? { kind: 'fact', label: match[1], value: match[2] } : { kind: 'text', text: line };
    });
}
