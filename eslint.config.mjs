// ESLint flat config: typescript-eslint's recommended rules (not type-aware, so `npm run lint` stays fast) for the
// backend, the tests and both web apps, plus one local rule that keeps the import boundaries of ARCHITECTURE.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const backendSrc = path.join(root, 'backend', 'src');
const modulesDir = path.join(backendSrc, 'modules');

/** The module a path lies in ('orders' for backend/src/modules/orders/...), and the rest of the path inside it. */
function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, rest: rest.join('/') };
}

const isTestFile = (file) => file.startsWith(path.join(root, 'test') + path.sep) || /\.(spec|int-spec|e2e-spec)\.ts$/.test(file);

/**
 * ARCHITECTURE.md's import rules: platform/ and event-store/ never import from modules/, and a module reaches
 * another module only through that module's index.ts (`../orders`, never `../orders/checkout/...`). Test files may
 * reach inside a module.
 */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import boundaries between platform, event-store and modules' },
    schema: [],
    messages: {
      lowerLayer: '{{layer}}/ must not import from modules/ ("{{source}}").',
      deepImport: 'Import module "{{target}}" through its index ("{{suggestion}}"), not "{{source}}".',
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(backendSrc + path.sep) && !isTestFile(file)) return {};
    const layer = ['platform', 'event-store'].find((name) => file.startsWith(path.join(backendSrc, name) + path.sep));
    const own = moduleOf(file);
    const checkDeep = own !== null && !isTestFile(file);
    if (!layer && !checkDeep) return {};

    function check(node) {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (layer) {
        context.report({ node, messageId: 'lowerLayer', data: { layer, source } });
        return;
      }
      if (target.name === own.name || target.rest === '' || target.rest === 'index') return;
      const suggestion = source.slice(0, source.length - target.rest.length - 1);
      context.report({ node, messageId: 'deepImport', data: { target: target.name, source, suggestion } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', '.data/**', 'test-results/**', 'playwright-report/**', 'test/e2e/.screenshots/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'module-boundaries': moduleBoundaries } } },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      'local/module-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The codebase uses `any` deliberately at a few seams (TypeORM rows, JSON payloads); the compiler's strict mode does the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      // `declare global { namespace Express { … } }` is how Express's Request is augmented.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // `interface A extends B {}` names a shape on purpose.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // The sanitizers match control characters on purpose.
      'no-control-regex': 'off',
      // `let x = fallback; try { x = … } catch { … }` reads clearly; the rule flags the fallback.
      'no-useless-assignment': 'off',
      // Prettier owns line breaks; it puts a chained `[method](…)` on its own line (eslint-config-prettier turns this off too).
      'no-unexpected-multiline': 'off',
    },
  },
  {
    // The typecheck's programs (tsconfig.json, tsconfig.web.json) report unused locals, imports and parameters
    // (noUnusedLocals, noUnusedParameters, `_` names exempt), so ESLint's copy of that check, half of its rule time,
    // runs only on the files no program covers (the browser tests, config files).
    files: ['backend/**/*.ts', 'test/**/*.ts', 'public-web/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['backend/**/*.ts', 'test/**/*.ts', '**/*.{js,cjs,mjs}', '*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Tests build partial fakes and poke at internals; a cast through unknown or a non-null assertion is the clear way.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['admin-ui/src/**/*.{ts,tsx}', 'public-web/src/**/*.{ts,tsx}', 'test/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
