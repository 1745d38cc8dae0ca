import { jsonText } from './json-text';

describe('jsonText: a shared answer is turned into JSON once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('given a frozen answer, works its text out once and answers the same text each time', () => {
    const answer = Object.freeze({ total: 4200, lines: Object.freeze([{ id: 'base' }]) });
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(jsonText(answer)).toBe('{"total":4200,"lines":[{"id":"base"}]}');
    expect(jsonText(answer)).toBe('{"total":4200,"lines":[{"id":"base"}]}');
    expect(stringify).toHaveBeenCalledTimes(1);
  });

  it('given an answer that may still change, works its text out each time', () => {
    const answer: { total: number } = { total: 4200 };
    expect(jsonText(answer)).toBe('{"total":4200}');
    answer.total = 3600;
    expect(jsonText(answer)).toBe('{"total":3600}');
  });
});
