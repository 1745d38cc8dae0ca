import { absoluteUrl, escapeHtml, injectHead, jsonForScript } from './render-head';
import { PageMeta } from './page-meta';

const TEMPLATE = `<html><head>\n<meta charset="UTF-8" />\n<meta\n  name="description"\n  content="old"\n/>\n<title>Old</title>\n</head><body></body></html>`;

const meta = (over: Partial<PageMeta> = {}): PageMeta => ({
  title: 'A & B',
  description: 'Say "hi"',
  canonicalPath: '/blog/a-b',
  ogType: 'article',
  jsonLd: [],
  status: 200,
  ...over,
});

describe('render-head', () => {
  it('replaces the template title and multi-line description with one set of escaped tags', () => {
    const html = injectHead(TEMPLATE, meta(), 'https://x.example/', 'Site');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://x.example/blog/a-b" />');
    expect(html).toContain('<meta property="og:site_name" content="Site" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('<title>'));
  });

  it.each(['$&', "$'", '$`', '$$', '$<name>', '$1'])('renders %s in a title or description literally, never pasting the template', (pattern) => {
    const html = injectHead(TEMPLATE, meta({ title: `Price ${pattern} list`, description: `Save ${pattern} now` }), 'https://x.example', 'Site');
    expect(html).toContain(`<title>Price ${escapeHtml(pattern)} list</title>`);
    expect(html).toContain(`<meta name="description" content="Save ${escapeHtml(pattern)} now" />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });

  it('makes site-relative images absolute and asks for the large card', () => {
    const html = injectHead(TEMPLATE, meta({ image: '/uploads/blog-images/1.jpg' }), 'https://x.example', 'Site');
    expect(html).toContain('<meta property="og:image" content="https://x.example/uploads/blog-images/1.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("preloads the page's first read in the mode fetch() asks in, and nothing for a page without one", () => {
    const html = injectHead(TEMPLATE, meta({ dataPath: '/api/articles/a%22b' }), 'https://x.example', 'Site');
    expect(html).toContain('<link rel="preload" href="/api/articles/a%22b" as="fetch" crossorigin="anonymous" />');
    expect(injectHead(TEMPLATE, meta({ dataPath: '/api/x?a="><script>' }), 'https://x.example', 'Site')).toContain('href="/api/x?a=&quot;&gt;&lt;script&gt;"');
    expect(injectHead(TEMPLATE, meta(), 'https://x.example', 'Site')).not.toContain('rel="preload"');
  });

  it('leaves out canonical and og:url for pages that must not be indexed', () => {
    const html = injectHead(TEMPLATE, meta({ canonicalPath: null, noIndex: true }), 'https://x.example', 'Site');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('JSON for a script element cannot close it, and still parses to the same value', () => {
    const value = { headline: '</script><script>alert(1)</script> & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes the five HTML characters and keeps absolute URLs', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(absoluteUrl('https://x.example', 'https://cdn.example/i.png')).toBe('https://cdn.example/i.png');
  });
});
