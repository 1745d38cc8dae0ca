import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Projection } from '../event-store';

/**
 * A projection marked independent runs beside the others in the append's transaction (ProjectionRegistry.apply). That is
 * right only while it reads no other projection's table and no other projection reads its tables: this spec checks
 * both against the projections' source, so a new read across projections cannot leave one racing the other unnoticed.
 */
interface ProjectionFile {
  file: string;
  /** The file's code without its comments, which name tables in prose. */
  code: string;
  projection: Projection;
}

function projectionFiles(): ProjectionFile[] {
  const files: ProjectionFile[] = [];
  for (const module of readdirSync(__dirname, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = join(__dirname, module.name, 'projections');
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.projection.ts'));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.entries(require(file) as Record<string, unknown>).map(([key, value]) =>
        // A projection made by a factory of its settings (the business figures' time zone).
        typeof value === 'function' && key.endsWith('Projection') ? (value as (timeZone: string) => unknown)('UTC') : value,
      );
      const projections = exported.filter((value): value is Projection => isProjection(value));
      expect({ file, projections: projections.length }).toEqual({ file, projections: 1 });
      files.push({ file, code: withoutComments(readFileSync(file, 'utf8')), projection: projections[0] });
    }
  }
  return files;
}

function isProjection(value: unknown): boolean {
  const p = value as Partial<Projection> | null;
  return !!p && typeof p === 'object' && typeof p.name === 'string' && Array.isArray(p.tables) && typeof p.apply === 'function';
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const names = (code: string, table: string) => new RegExp(`\\b${table}\\b`).test(code);

/** Each other projection file whose code names one of `of`'s tables, as "file: table". */
function readersOf(of: ProjectionFile, all: ProjectionFile[]): string[] {
  return all.flatMap((other) =>
    other === of ? [] : of.projection.tables.filter((table) => names(other.code, table)).map((table) => `${other.projection.name}: ${table}`),
  );
}

describe('independent projections read only their own tables, and no other projection reads theirs', () => {
  const all = projectionFiles();

  it('finds every projection of the modules, one a file', () => {
    expect(all.map((f) => f.projection.name).sort()).toEqual(
      expect.arrayContaining(['business_figures', 'customer_orders', 'lead_tracking', 'order_payments', 'service_plans', 'visits']),
    );
  });

  it('sees the reads across projections that keep a projection in order (the check can tell)', () => {
    const byName = (name: string) => all.find((f) => f.projection.name === name)!;
    // The payments projection reads the order's row, and the visits projection the plan's: neither owner may run beside them.
    expect(readersOf(byName('customer_orders'), all)).toContain('order_payments: customer_orders');
    expect(readersOf(byName('service_plans'), all)).toContain('visits: service_plans');
    expect(byName('customer_orders').projection.independent).toBeFalsy();
    expect(byName('service_plans').projection.independent).toBeFalsy();
  });

  it.each(all.filter((f) => f.projection.independent))("$projection.name reads no other projection's table and none reads its own", (independent) => {
    const othersTables = all.filter((f) => f !== independent).flatMap((f) => f.projection.tables);
    expect(othersTables.filter((table) => names(independent.code, table))).toEqual([]);
    expect(readersOf(independent, all)).toEqual([]);
  });
});
