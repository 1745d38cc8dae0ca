import { postJson } from '../api/http';

/** One check of an internal test run, as the server reports it. */
export interface CheckResult {
  test: string;
  status: 'passed' | 'failed';
  error?: string | null;
  data?: unknown;
}

/** The answer of both internal test endpoints (spec 000 §7, test-trello-integrations). */
export interface ChecksReport {
  success: boolean;
  error: string | null;
  summary: { passed: number; failed: number; total: number };
  results: CheckResult[];
  /** The board the checks ran against. */
  board?: { kind: string; description: string };
  /** Every adapter the run went through, when it used more than the board. */
  adapter?: string;
}

export const TASK_BOARD_CHECKS_URL = '/api/admin/integrations/task-board/test';
export const FUNCTIONALITY_CHECKS_URL = '/api/admin/functionality-test';

export function runChecks(url: string): Promise<ChecksReport> {
  return postJson<ChecksReport>(url, {});
}

/** What the run went through, in the server's words. */
export const ranAgainst = (report: ChecksReport): string | null => report.adapter ?? report.board?.description ?? null;
