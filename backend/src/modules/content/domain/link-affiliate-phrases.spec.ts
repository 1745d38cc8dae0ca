import { affiliateHref, linkAffiliatePhrases } from './link-affiliate-phrases';

const bags = { phrase: 'poop bags', tag: 'scv-20', searchTerm: 'compostable dog poop bags' };

describe('linkAffiliatePhrases', () => {
  it('links the first whole-word, case-insensitive match and keeps its text', () => {
    const out = linkAffiliatePhrases('<p>Carry Poop Bags. More poop bags later.</p>', [bags]);
    expect(out).toBe(
      '<p>Carry <a href="https://www.amazon.com/s?k=compostable%20dog%20poop%20bags&amp;tag=scv-20" rel="sponsored noopener" target="_blank">Poop Bags</a>. More poop bags later.</p>',
    );
  });

  it('builds the search URL from the search term and the tag', () => {
    expect(affiliateHref('dog rake & pan', 'tag 1')).toBe('https://www.amazon.com/s?k=dog%20rake%20%26%20pan&tag=tag%201');
  });

  it('matches whole words only', () => {
    expect(linkAffiliatePhrases('<p>rakes and raking</p>', [{ phrase: 'rake', tag: 't', searchTerm: 'rake' }])).toBe('<p>rakes and raking</p>');
  });

  it('never links inside an existing link, but links a later match outside it', () => {
    const html = '<p><a href="/x">poop bags</a> and poop bags</p>';
    const out = linkAffiliatePhrases(html, [bags]);
    expect(out.startsWith('<p><a href="/x">poop bags</a> and <a href="https://www.amazon.com/s?k=')).toBe(true);
  });

  it('never touches attribute values or tag names', () => {
    const html = '<img alt="poop bags" src="/poop-bags.png"><p>none</p>';
    expect(linkAffiliatePhrases(html, [bags])).toBe(html);
  });

  it('links the longer phrase first so a shorter one cannot split it', () => {
    const out = linkAffiliatePhrases('<p>Buy dog poop bags</p>', [
      { phrase: 'dog', tag: 't', searchTerm: 'dog' },
      { phrase: 'dog poop bags', tag: 't', searchTerm: 'bags' },
    ]);
    expect(out).toContain('>dog poop bags</a>');
    expect(out.match(/<a /g)).toHaveLength(1);
  });

  it('treats regex characters in a phrase literally and ignores empty phrases', () => {
    expect(
      linkAffiliatePhrases('<p>a.b and axb</p>', [
        { phrase: 'a.b', tag: 't', searchTerm: 's' },
        { phrase: ' ', tag: 't', searchTerm: 's' },
      ]),
    ).toContain('>a.b</a> and axb');
  });
});
