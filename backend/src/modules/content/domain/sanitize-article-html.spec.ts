import { sanitizeArticleHtml } from './sanitize-article-html';

describe('sanitizeArticleHtml', () => {
  it('drops scripts, event handlers and styles but keeps prose markup', () => {
    const out = sanitizeArticleHtml(
      '<h2 style="color:red">Hi</h2><script>alert(1)</script><p onclick="x()">A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p><img src="/uploads/x.png" onerror="alert(1)" alt="x">',
    );
    expect(out).toBe('<h2>Hi</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p><img src="/uploads/x.png" alt="x" />');
  });

  it('keeps only http, https and relative URLs', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeArticleHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="https://example.com/a" title="t">x</a><a href="/blog">y</a>')).toBe(
      '<a href="https://example.com/a" title="t">x</a><a href="/blog">y</a>',
    );
  });

  it('adds noopener to links opening a new tab and drops other targets', () => {
    expect(sanitizeArticleHtml('<a href="https://a.example" target="_blank">x</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="https://a.example" target="_top">x</a>')).toBe('<a href="https://a.example">x</a>');
  });

  it('removes iframes and forms entirely', () => {
    expect(sanitizeArticleHtml('<p>a</p><iframe src="https://x"></iframe><form><input></form>')).toBe('<p>a</p>');
  });
});
