import { checkReport } from './check-report';

const board = { kind: 'built-in' as const, description: 'built-in board' };

describe("the task-board test report (the spec's test-trello-integrations answer)", () => {
  it('succeeds when every check passed, and fills the optional fields with null', () => {
    expect(
      checkReport(
        [
          { test: 'Read the board', status: 'passed', data: { lists: 8 } },
          { test: 'Create a card', status: 'passed' },
        ],
        board,
      ),
    ).toEqual({
      success: true,
      error: null,
      summary: { passed: 2, failed: 0, total: 2 },
      results: [
        { test: 'Read the board', status: 'passed', error: null, data: { lists: 8 } },
        { test: 'Create a card', status: 'passed', error: null, data: null },
      ],
      board,
    });
  });

  it('fails with the first failure named, and counts the rest', () => {
    const report = checkReport(
      [
        { test: 'Read the board', status: 'passed' },
        { test: 'Create a card', status: 'failed', error: 'invalid value for idList' },
        { test: 'Comment', status: 'failed' },
      ],
      board,
    );
    expect(report).toMatchObject({ success: false, error: 'Create a card: invalid value for idList', summary: { passed: 1, failed: 2, total: 3 } });
    expect(report.results[2]).toEqual({ test: 'Comment', status: 'failed', error: null, data: null });
  });

  it('does not call an empty run a success', () => {
    expect(checkReport([], board)).toMatchObject({ success: false, error: null, summary: { passed: 0, failed: 0, total: 0 } });
  });

  it('names a failure without a message "failed"', () => {
    expect(checkReport([{ test: 'Delete the card', status: 'failed' }], board).error).toBe('Delete the card: failed');
  });
});
