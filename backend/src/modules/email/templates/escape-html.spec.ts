import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('leaves ordinary text alone and escapes an ampersand only once', () => {
    expect(escapeHtml('Weekly service · 2 dogs')).toBe('Weekly service · 2 dogs');
    expect(escapeHtml(escapeHtml('&'))).toBe('&amp;amp;');
  });
});
