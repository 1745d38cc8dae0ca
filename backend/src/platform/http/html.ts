const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text into HTML, safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** A page with tags (one string, already HTML) put just before its </head>. */
export function beforeHeadEnd(html: string, tags: string): string {
  // A replacer function: a '$&' or "$'" in the tags is text, never a replacement pattern.
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
