// Writes dist/backend as `tsc -p tsconfig.build.json --noCheck` does (same layout, source maps beside), with SWC: the
// emit takes about a second of CPU instead of tsc's thirteen, which parses every type to emit. `npm test` runs it while
// lint and typecheck check the code; the production build (`npm run build`) still goes through nest build and tsc.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const require = createRequire(import.meta.url);
const options = require('./swc-options.cjs');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoot = join(root, 'backend', 'src');
const outDir = join(root, 'dist', 'backend');
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(name);

const files = (await readdir(sourceRoot, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && isSource(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

await Promise.all(
  files.map(async (file) => {
    const target = join(outDir, relative(sourceRoot, file)).replace(/\.ts$/, '.js');
    const name = target.slice(dirname(target).length + 1);
    const { code, map } = await transformFile(file, { ...options, filename: file, sourceMaps: true, outputPath: target, swcrc: false, configFile: false });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${code}\n//# sourceMappingURL=${name}.map\n`);
    if (map) await writeFile(`${target}.map`, map);
  }),
);
console.log(`emitted ${files.length} files to ${relative(root, outDir)}/`);
