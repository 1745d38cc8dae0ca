import { descriptionWithMarker, hasMarker, markerOf, mentionsEmail } from './trello-description';
import { TRELLO_TEXT_LIMIT } from './trello.types';

describe('Trello card descriptions', () => {
  it('ends with the marker line after a blank line, and is only the marker when empty', () => {
    expect(descriptionWithMarker('  Two dogs, weekly.\n', 'lead-1')).toBe('Two dogs, weekly.\n\nref: lead-1');
    expect(descriptionWithMarker('', 'lead-1')).toBe('ref: lead-1');
  });

  it('cuts a long description so the marker still fits within Trello’s limit', () => {
    const desc = descriptionWithMarker('x'.repeat(TRELLO_TEXT_LIMIT + 10), 'customer-42');
    expect(desc.length).toBeLessThanOrEqual(TRELLO_TEXT_LIMIT);
    expect(desc.endsWith('\n\nref: customer-42')).toBe(true);
  });

  it('finds the marker as a whole line only', () => {
    const desc = descriptionWithMarker('Notes', 'lead-1');
    expect(hasMarker(desc, 'lead-1')).toBe(true);
    expect(hasMarker(desc, 'lead-')).toBe(false);
    expect(hasMarker(`${desc}0`, 'lead-1')).toBe(false);
    expect(hasMarker(undefined, 'lead-1')).toBe(false);
    expect(markerOf(desc)).toBe('lead-1');
    expect(markerOf('Notes staff wrote\nref: lead-1\nmore notes')).toBeNull();
    expect(markerOf('')).toBeNull();
  });

  it.each([
    ['Email: jane@example.com', true],
    ['JANE@EXAMPLE.COM called', true],
    ['Write to jane@example.com.', true],
    ['<jane@example.com>', true],
    ['mary.jane@example.com', false],
    ['jane@example.com.au', false],
    ['jane@example.community', false],
    ['', false],
  ])('matches the address as a whole word in %j: %s', (text, expected) => {
    expect(mentionsEmail(text, 'jane@example.com')).toBe(expected);
  });
});
