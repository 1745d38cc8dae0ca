const DROPPED_ELEMENTS = 'script, style, iframe, object, embed, form, input, button, link, meta, base, frame, frameset, svg, math';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster'];

/**
 * A last guard for post HTML in the browser. The server already sanitises with an allow-list; this only makes
 * sure that if that ever slipped, no script, handler or javascript: URL runs on our page.
 */
export function guardArticleHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROPPED_ELEMENTS).forEach((element) => element.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value) && !value.startsWith('data:image/'))
        element.removeAttribute(attribute.name);
    }
    // Links that leave the site open in a new tab, which gets no handle on ours.
    if (element.tagName === 'A' && isExternal(element.getAttribute('href'))) {
      element.setAttribute('target', '_blank');
      const rel = new Set((element.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      element.setAttribute('rel', [...rel].join(' '));
    }
  });
  return doc.body.innerHTML;
}

function isExternal(href: string | null): boolean {
  if (!href || !/^https?:/i.test(href)) return false;
  try {
    return new URL(href).host !== window.location.host;
  } catch {
    return false;
  }
}
