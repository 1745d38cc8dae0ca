import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';
import { visitReport, VisitReportInput } from './visit-report';

const PHOTO = 'http://localhost:3000/api/visit-photos/0f0e4c1a-9d3b-4c6e-8f7a-1b2c3d4e5f60?token=ol_abc';
const input: VisitReportInput = {
  business: BUSINESS,
  customerName: 'Pat',
  outcome: 'completed',
  day: 'Tuesday, March 3, 2026',
  time: '9:05 AM',
  done: ['Picked up the dog waste in your yard', 'Deodorized the yard'],
  photos: [
    { kind: 'before', urls: [PHOTO.replace('5f60', '5f61')] },
    { kind: 'after', urls: [PHOTO, PHOTO.replace('5f60', '5f62')] },
  ],
  accountUrl: 'http://localhost:3000/account',
};

describe('visitReport', () => {
  it('says the visit is done, when, what was done, with the photos by kind as linked images, in both parts', () => {
    const email = visitReport(input);
    expect(email.subject).toBe('SCV Scoopers: your yard is done (Tuesday, March 3, 2026)');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Pat,');
      expect(part).toContain('9:05 AM');
      expect(part).toContain('Deodorized the yard');
      expect(part.indexOf('Before')).toBeLessThan(part.indexOf('After'));
    }
    expect(email.html).toContain(`<a href="${PHOTO.replace(/&/g, '&amp;')}"`);
    expect(email.html).toContain(`<img src="${PHOTO}" alt="After photo 1"`);
    expect(email.text).toContain(`- After photo 2: ${PHOTO.replace('5f60', '5f62')}`);
    expect(email.text).toContain('See all my visits: http://localhost:3000/account');
  });

  it('words a skip notice with the reason, the note, the photo and what happens next', () => {
    const email = visitReport({
      ...input,
      outcome: 'skipped',
      skipReason: 'the gate was locked',
      note: 'Padlock on the side gate',
      photos: [{ kind: 'skip', urls: [PHOTO] }],
    });
    expect(email.subject).toBe('SCV Scoopers: we couldn’t service your yard today (Tuesday, March 3, 2026)');
    const text = collapse(email.text);
    expect(text).toContain('Reason: the gate was locked');
    expect(text).toContain('Scooper’s note: Padlock on the side gate');
    expect(text).toContain('What we found - Photo taken at the skip');
    expect(text).toContain('What happens next');
    expect(text).not.toContain('What we did');
  });

  it('says a resend is one, and leaves out photo sections with no photos', () => {
    const email = visitReport({ ...input, resent: true, photos: [{ kind: 'before', urls: [] }] });
    expect(email.subject).toContain('(sent again)');
    expect(email.text).not.toContain('Before');
  });

  it('escapes the customer name and the note in the HTML part', () => {
    const email = visitReport({ ...input, outcome: 'skipped', customerName: HOSTILE_NAME, note: HOSTILE_NAME });
    expect(email.html).not.toContain('<script>');
  });
});
