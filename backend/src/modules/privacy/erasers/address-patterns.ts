/**
 * Case-insensitive PostgreSQL regular expressions that find an address as a whole address in free text:
 * as typed, and percent-encoded as it appears in a URL. 'ann@example.com' must not match 'joann@example.com'
 * or 'ann@example.com.au', so the neighbours of a match are checked.
 */
export function addressPatterns(emails: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const email of emails) {
    forms.add(email);
    forms.add(encodeURIComponent(email));
  }
  return [...forms].map((form) => `(^|[^a-z0-9._%+-])${escapeRegex(form)}($|[^a-z0-9._-]|[.]($|[^a-z0-9]))`);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
