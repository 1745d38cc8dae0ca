import { binTasksOf, gateCodeIn, keepInWarningIn } from './field-stop';

describe('what the field app reads off the notes', () => {
  it.each([
    ['Gate code 4321', '4321'],
    ['Side gate: 77#9, thanks!', '77#9'],
    ['gate is 2468. Dogs friendly', '2468'],
    ['Gatecode #1234', '1234'],
    ['Gate on the left', null],
    ['', null],
  ])('finds the gate code in %j', (notes, code) => expect(gateCodeIn(notes)).toBe(code));
  it('has no gate code without notes', () => expect(gateCodeIn(null)).toBeNull());

  it.each([
    ['Gate code 4321. Please keep Rex inside while you scoop.', 'Please keep Rex inside while you scoop.'],
    ["Don't let the dogs out, they run.", "Don't let the dogs out, they run."],
    ['Bella is reactive to strangers', 'Bella is reactive to strangers'],
    ['Dogs must stay inside', 'Dogs must stay inside'],
  ])('finds the keep-in warning in %j', (notes, warning) => expect(keepInWarningIn(notes)).toBe(warning));
  it.each(['Friendly dogs, gate code 1234', 'Poop mostly by the shed', null])('finds none in %j', (notes) => expect(keepInWarningIn(notes)).toBeNull());

  it('names the bin task of bin visits', () => {
    expect(binTasksOf('bin-out')).toEqual(['take-out']);
    expect(binTasksOf('bin-in')).toEqual(['bring-in']);
    expect(binTasksOf('scoop')).toEqual([]);
  });
});
