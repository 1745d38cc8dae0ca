import { readFile } from 'node:fs/promises';

/** The built index.html, read once per process: every crawled page starts from it. */
export class IndexTemplate {
  private cached?: Promise<string>;

  constructor(private readonly file: string) {}

  read(): Promise<string> {
    this.cached ??= readFile(this.file, 'utf8').catch((error: unknown) => {
      // A failed read is retried on the next request instead of being cached.
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }
}
