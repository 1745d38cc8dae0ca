import { BoardCard, CardContent, CheckResult, LeadCardMatch } from '../domain/board';
import { TaskBoardUnavailable } from '../domain/task-board.errors';
import { TaskBoardPort } from '../domain/task-board.port';
import { BoardCheckHooks, runBoardChecks } from './board-checks';
import { checkReport } from './check-report';

/** A board in memory whose steps can be made to fail. */
class MemoryBoard extends TaskBoardPort {
  readonly kind = 'built-in' as const;
  readonly cards = new Map<string, CardContent>();
  failing = new Set<string>();

  describe(): string {
    return 'memory';
  }
  async createCard(content: CardContent): Promise<BoardCard> {
    this.maybeFail('create');
    const id = `card-${this.cards.size + 1}`;
    this.cards.set(id, content);
    return { id, list: content.list, url: null };
  }
  async updateCard(id: string, content: CardContent): Promise<void> {
    this.maybeFail('update');
    this.cards.set(id, content);
  }
  async eraseCard(): Promise<void> {
    return undefined;
  }

  async addComment(): Promise<void> {
    this.maybeFail('comment');
  }
  async findCardByMarker(): Promise<BoardCard | null> {
    return null;
  }
  async findLeadCardByEmail(email: string): Promise<LeadCardMatch | null> {
    this.maybeFail('search');
    const found = [...this.cards].find(([, c]) => c.contact?.email === email);
    return found ? { id: found[0], isConverted: found[1].list === 'Converted' } : null;
  }
  runChecks(): Promise<CheckResult[]> {
    return runBoardChecks(this, this.hooks());
  }
  hooks(): BoardCheckHooks {
    return {
      connect: async () => {
        this.maybeFail('connect');
        return { lists: 8 };
      },
      deleteCard: async (id) => {
        this.maybeFail('delete');
        this.cards.delete(id);
      },
      pause: async () => undefined,
    };
  }
  private maybeFail(step: string): void {
    if (this.failing.has(step)) throw new TaskBoardUnavailable(`${step} failed`, 30);
  }
}

describe('task board checks', () => {
  it('passes every step on a healthy board, moves the test card and removes it', async () => {
    const board = new MemoryBoard();
    const results = await board.runChecks();
    expect(results.map((r) => [r.test, r.status])).toEqual([
      ['Read board', 'passed'],
      ['Create test card', 'passed'],
      ['Update test card', 'passed'],
      ['Add comment', 'passed'],
      ['Find card by e-mail', 'passed'],
      ['Delete test card', 'passed'],
    ]);
    expect(results[0].data).toEqual({ lists: 8 });
    expect(results[2].data).toMatchObject({ list: 'In Progress', contact: { name: 'Test Lead', phone: '(555) 123-4567' } });
    expect(board.cards.size).toBe(0);
    expect(checkReport(results, { kind: 'built-in', description: 'memory' })).toMatchObject({
      success: true,
      error: null,
      summary: { passed: 6, failed: 0, total: 6 },
    });
  });

  it('skips what depends on a failed step, still cleans up, and explains the first failure', async () => {
    const board = new MemoryBoard();
    board.failing.add('update');
    const report = checkReport(await board.runChecks(), { kind: 'built-in', description: 'memory' });
    expect(report.results.map((r) => [r.test, r.status, r.error])).toEqual([
      ['Read board', 'passed', null],
      ['Create test card', 'passed', null],
      ['Update test card', 'failed', 'update failed (retry after 30 s)'],
      ['Add comment', 'passed', null],
      ['Find card by e-mail', 'failed', 'skipped: Update test card failed'],
      ['Delete test card', 'passed', null],
    ]);
    expect(report).toMatchObject({ success: false, error: 'Update test card: update failed (retry after 30 s)', summary: { passed: 4, failed: 2, total: 6 } });
    expect(board.cards.size).toBe(0);
  });

  it('says plainly when the search finds another card or none', async () => {
    const board = new MemoryBoard();
    const hooks = board.hooks();
    board.findLeadCardByEmail = async () => null;
    const results = await runBoardChecks(board, hooks);
    expect(results[4]).toMatchObject({ status: 'failed', error: expect.stringMatching(/^searching task-board-test\+[0-9a-f]{8}@example\.com found no card$/) });
  });
});
