import { markerLine } from '../domain/board';
import { TRELLO_TEXT_LIMIT } from './trello.types';

const MARKER = /^ref: (\S+)\s*$/;

/** The card's description as Trello holds it: ours, cut to fit, then a blank line and the `ref:` marker line last. */
export function descriptionWithMarker(description: string, marker: string): string {
  const line = markerLine(marker);
  const body = description
    .trim()
    .slice(0, TRELLO_TEXT_LIMIT - line.length - 2)
    .trimEnd();
  return body ? `${body}\n\n${line}` : line;
}

export function hasMarker(desc: string | undefined, marker: string): boolean {
  return (desc ?? '').split('\n').some((line) => line.trim() === markerLine(marker));
}

/** The marker a card's description ends with, if staff left it in place. */
export function markerOf(desc: string | undefined): string | null {
  const lines = (desc ?? '').trimEnd().split('\n');
  return MARKER.exec(lines[lines.length - 1]?.trim() ?? '')?.[1] ?? null;
}

/** True when `text` holds the address as a whole word, so bob@example.com does not match jimbob@example.com. */
export function mentionsEmail(text: string | undefined, email: string): boolean {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9._%+-])${escaped}($|[^A-Za-z0-9.-]|\\.(?![A-Za-z0-9]))`, 'i').test(text ?? '');
}

export function clip(text: string): string {
  return text.length > TRELLO_TEXT_LIMIT ? text.slice(0, TRELLO_TEXT_LIMIT) : text;
}
