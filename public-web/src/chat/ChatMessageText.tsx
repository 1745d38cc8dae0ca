import type { ReactNode } from 'react';

// E-mail addresses and US phone numbers in a reply become links a visitor can tap.
const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\(\d{3}\)\s?\d{3}-\d{4})/g;

/** A message as plain text with its line breaks; never HTML, so a reply cannot inject markup. */
export function ChatMessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const value = match[0];
    const trimmed = value.replace(/\.$/, '');
    const href = trimmed.includes('@') ? `mailto:${trimmed}` : `tel:${trimmed.replace(/[^\d]/g, '')}`;
    parts.push(
      <a key={index} href={href}>
        {trimmed}
      </a>,
    );
    last = index + trimmed.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
