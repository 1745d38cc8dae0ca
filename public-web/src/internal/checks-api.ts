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
  /** Which adapter served the run, e.g. 'trello' or 'built-in'. */
  adapter?: string;
}

export const TASK_BOARD_CHECKS_URL = '/api/admin/integrations/task-board/test';
export const FUNCTIONALITY_CHECKS_URL = '/api/admin/functionality-test';

export function runChecks(url: string): Promise<ChecksReport> {
  return postJson<ChecksReport>(url, {});
}
