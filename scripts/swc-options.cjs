/**
 * SWC's transform of the backend's TypeScript: what Jest runs and what `npm run build:emit` writes to dist/backend for
 * the browser tests, so both run the same code. SWC only transpiles (the typecheck job checks types); decorators keep
 * their metadata as Nest and TypeORM need it.
 */
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};
