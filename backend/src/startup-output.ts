import { ConfigError } from './config/config';

/** What `npm start` prints once the product is up: where to go, which adapters run, and what the first start seeded. */
export function printBanner(url: string, role: string, adapters: string[], seeded: string[]): void {
  const lines = [
    '',
    `  SCV Scoopers is running (role: ${role})`,
    '',
    ...(role === 'worker' ? [] : [`  Site       ${url}/`, `  Admin      ${url}/admin`, `  API docs   ${url}/api/docs`, '']),
    '  Adapters',
    ...adapters.map((a) => `    - ${a}`),
    ...(seeded.length ? ['', ...seeded.map((s) => `  ${s}`)] : []),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** A start that failed: a configuration error as its one line, anything else with its stack; exits 1. */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
}
