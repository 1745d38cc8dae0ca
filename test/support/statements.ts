import { Client } from 'pg';

/**
 * The statements this process sends to PostgreSQL while `job` runs, in order, each as its first two words (`sent`), in
 * full (`texts`) and with its parameter values (`calls`), with the job's result; statements matching `ignore` (another
 * part's background work, such as commit notices) are left out.
 */
export async function statementsDuring<T>(
  job: () => Promise<T>,
  ignore?: RegExp,
): Promise<{ result: T; sent: string[]; texts: string[]; calls: Array<{ text: string; values: unknown[] }> }> {
  const sent: string[] = [];
  const texts: string[] = [];
  const calls: Array<{ text: string; values: unknown[] }> = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = (typeof config === 'string' ? config : config.text).trim();
    if (!ignore?.test(text)) {
      sent.push(text.split(/\s+/).slice(0, 2).join(' '));
      texts.push(text);
      calls.push({ text, values: (typeof config === 'string' ? (args[1] as unknown[] | undefined) : config.values) ?? [] });
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query);
  try {
    return { result: await job(), sent, texts, calls };
  } finally {
    spy.mockRestore();
  }
}
