import sanitizeHtml from 'sanitize-html';

/** DESIGN §10: blog HTML keeps an allow-list of prose markup; scripts, handlers, styles and odd URL schemes go. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'img',
    'br',
    'hr',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the post's window to the target.
    a: (tagName, attribs) => {
      if (attribs.target && attribs.target !== '_blank') delete attribs.target;
      if (attribs.target === '_blank' && !/\bnoopener\b/.test(attribs.rel ?? '')) attribs.rel = `${attribs.rel ?? ''} noopener`.trim();
      return { tagName, attribs };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
