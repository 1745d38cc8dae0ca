import { readActions, visibleText } from './chat-markers';

describe('reply markers (spec 000 §4)', () => {
  it('reads SCROLL_TO_QUOTE and PREFILL_FORM actions in order', () => {
    expect(readActions('Sure!\nSCROLL_TO_QUOTE PREFILL_FORM:numberOfDogs=2 PREFILL_FORM:yardSize=medium')).toEqual([
      { type: 'scroll-to-quote' },
      { type: 'prefill-form', field: 'numberOfDogs', value: '2' },
      { type: 'prefill-form', field: 'yardSize', value: 'medium' },
    ]);
    expect(readActions('No markers here.')).toEqual([]);
  });

  it('never shows a marker as text', () => {
    expect(visibleText('Let me take you there. SCROLL_TO_QUOTE')).toBe('Let me take you there.');
    expect(visibleText('Here you go!\nSCROLL_TO_QUOTE PREFILL_FORM:numberOfDogs=3+\n')).toBe('Here you go!');
    expect(visibleText('One SCROLL_TO_QUOTE two')).toBe('One two');
  });

  it('holds back a half-streamed marker until the next token settles it', () => {
    expect(visibleText('Let me take you there. SCROLL_TO', false)).toBe('Let me take you there.');
    expect(visibleText('Let me take you there. PREFILL_FORM:yardSi', false)).toBe('Let me take you there.');
    expect(visibleText('Sure. PREFILL_FORM:yardSize=med', false)).toBe('Sure.');
    expect(visibleText('We serve the SCV', false)).toBe('We serve the SCV');
    // Once the reply is complete, ordinary capitals stay.
    expect(visibleText('SCROLL', true)).toBe('SCROLL');
  });
});
