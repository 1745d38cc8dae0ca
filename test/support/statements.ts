import { Client } from 'pg';

/**
 * The statements this process sends to PostgreSQL while `job` runs, in order, each as its first two words (`sent`) and
 * in full (`texts`), with the job's result; statements matching `ignore` (another part's background work, such as
 * commit notices) are left out.
 */
export async function statementsDuring<T>(job: () => Promise<T>, ignore?: RegExp): Promise<{ result: T; sent: string[]; texts: string[] }> {
  const sent: string[] = [];
  const texts: string[] = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const text = (typeof config === 'string' ? config : config.text).trim();
    if (!ignore?.test(text)) {
      sent.push(text.split(/\s+/).slice(0, 2).join(' '));
      texts.push(text);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query);
  try {
    return { result: await job(), sent, texts };
  } finally {
    spy.mockRestore();
  }
}
