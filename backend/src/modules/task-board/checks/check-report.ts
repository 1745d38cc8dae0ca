import { CheckResult } from '../domain/board';

/** The spec's test-trello-integrations answer. */
export interface TaskBoardTestReport {
  success: boolean;
  /** The first failure's message, or null. */
  error: string | null;
  summary: { passed: number; failed: number; total: number };
  results: Array<{ test: string; status: 'passed' | 'failed'; error: string | null; data: unknown }>;
  /** Which board the checks ran against. */
  board: { kind: 'trello' | 'built-in'; description: string };
}

export function checkReport(results: CheckResult[], board: TaskBoardTestReport['board']): TaskBoardTestReport {
  const failed = results.filter((r) => r.status === 'failed');
  return {
    success: results.length > 0 && failed.length === 0,
    error: failed[0] ? `${failed[0].test}: ${failed[0].error ?? 'failed'}` : null,
    summary: { passed: results.length - failed.length, failed: failed.length, total: results.length },
    results: results.map((r) => ({ test: r.test, status: r.status, error: r.error ?? null, data: r.data ?? null })),
    board,
  };
}
