import { BOARD_LISTS, isBoardList, LEAD_LISTS, markerLine } from './board';

describe('the board: its lists and the marker that ties an outside card to our key', () => {
  it('knows its eight lists, in board order, and the four a lead moves through', () => {
    expect(BOARD_LISTS).toEqual(['New Leads', 'In Progress', 'Converted', 'Abandoned', 'Area Requests', 'New Customers', 'Bookings', 'Data Deletion']);
    expect([...LEAD_LISTS].sort()).toEqual(['Abandoned', 'Converted', 'In Progress', 'New Leads']);
    expect(LEAD_LISTS.every(isBoardList)).toBe(true);
  });

  it.each(['New Leads', 'Data Deletion'])('accepts %s as a list', (list) => expect(isBoardList(list)).toBe(true));

  it.each(['new leads', 'Leads', '', 'constructor', 42, null, undefined, ['New Leads']])('refuses %j as a list', (value) =>
    expect(isBoardList(value)).toBe(false),
  );

  it('writes the marker line a card description ends with', () => {
    expect(markerLine('lead-11111111-1111-4111-8111-111111111111')).toBe('ref: lead-11111111-1111-4111-8111-111111111111');
  });
});
