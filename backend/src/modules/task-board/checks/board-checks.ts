import { randomBytes, randomUUID } from 'node:crypto';
import { CheckResult, LEAD_CARD_KEY_PREFIX } from '../domain/board';
import { TaskBoardPort } from '../domain/task-board.port';

/** What differs between boards in the checks: how to read the board, and how to remove the test card. */
export interface BoardCheckHooks {
  /** Reads the board (lists, custom fields); its answer becomes the check's data. */
  connect(): Promise<unknown>;
  deleteCard(id: string): Promise<void>;
  /** Waits between search attempts (Trello's search index can lag a freshly created card by a moment). */
  pause?: (ms: number) => Promise<void>;
}

export const BOARD_CHECKS = {
  connect: 'Read board',
  create: 'Create test card',
  update: 'Update test card',
  comment: 'Add comment',
  search: 'Find card by e-mail',
  cleanUp: 'Delete test card',
} as const;

const SEARCH_ATTEMPTS = 3;

/**
 * The spec's test-trello-integrations: each step records its own outcome; a step whose dependency failed
 * is reported failed with "skipped: <dependency> failed". Never throws.
 */
export async function runBoardChecks(board: TaskBoardPort, hooks: BoardCheckHooks): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const passed = new Set<string>();
  const check = async <T>(test: string, dependsOn: string[], run: () => Promise<{ value?: T; data?: unknown }>): Promise<T | undefined> => {
    const failed = dependsOn.find((d) => !passed.has(d));
    if (failed) {
      results.push({ test, status: 'failed', error: `skipped: ${failed} failed` });
      return undefined;
    }
    try {
      const { value, data } = await run();
      passed.add(test);
      results.push({ test, status: 'passed', ...(data === undefined ? {} : { data }) });
      return value;
    } catch (error) {
      results.push({ test, status: 'failed', error: describeError(error) });
      return undefined;
    }
  };

  const email = `task-board-test+${randomBytes(4).toString('hex')}@example.com`;
  // A lead card's key, so the search check finds it as search-existing-trello-lead finds a lead's card.
  const marker = `${LEAD_CARD_KEY_PREFIX}task-board-test-${randomUUID()}`;
  const description = `Created by the task-board test in the admin and deleted when the test ends.\nEmail: ${email}`;

  await check(BOARD_CHECKS.connect, [], async () => ({ data: await hooks.connect() }));
  const card = await check(BOARD_CHECKS.create, [BOARD_CHECKS.connect], async () => {
    const created = await board.createCard({ list: 'New Leads', title: 'Task board test card', description }, marker);
    return { value: created, data: created };
  });
  await check(BOARD_CHECKS.update, [BOARD_CHECKS.create], async () => {
    const contact = { name: 'Test Lead', email, phone: '(555) 123-4567' };
    await board.updateCard(card!.id, { list: 'In Progress', title: 'Task board test card (updated)', description, contact }, marker);
    return { data: { list: 'In Progress', contact } };
  });
  await check(BOARD_CHECKS.comment, [BOARD_CHECKS.create], async () => {
    await board.addComment(card!.id, 'Comment from the task-board test.');
    return {};
  });
  await check(BOARD_CHECKS.search, [BOARD_CHECKS.update], async () => {
    for (let attempt = 1; ; attempt += 1) {
      const found = await board.findLeadCardByEmail(email);
      if (found?.id === card!.id) return { data: found };
      if (attempt >= SEARCH_ATTEMPTS) {
        throw new Error(found ? `searching ${email} found card ${found.id}, not the test card ${card!.id}` : `searching ${email} found no card`);
      }
      await (hooks.pause ?? sleep)(1000 * attempt);
    }
  });
  await check(BOARD_CHECKS.cleanUp, [BOARD_CHECKS.create], async () => {
    await hooks.deleteCard(card!.id);
    return {};
  });
  return results;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const retryAfter = (error as { retryAfterSeconds?: number | null }).retryAfterSeconds;
  return retryAfter ? `${error.message} (retry after ${retryAfter} s)` : error.message;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
