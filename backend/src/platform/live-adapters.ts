/** Which adapter serves each port; the start-up banner prints this list. */
export class LiveAdapters {
  private readonly entries: string[];

  constructor(initial: string[] = []) {
    this.entries = [...initial];
  }

  add(port: string, description: string): void {
    this.entries.push(`${port}: ${description}`);
  }

  list(): string[] {
    return [...this.entries];
  }
}
