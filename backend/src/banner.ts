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
