/** Unit specs are pure; integration specs use real PostgreSQL and Redis (see test/support). */
// SWC only transpiles (the typecheck job checks types): decorators with their metadata as Nest and TypeORM need them.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  // Jest reads the timeout globally, not per project; integration hooks start whole apps on a busy machine.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/backend/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/backend/**/*.int-spec.ts', '<rootDir>/test/integration/**/*.int-spec.ts', '<rootDir>/test/chaos/**/*.int-spec.ts'],
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/retry-in-ci.ts'],
      testTimeout: 60000,
    },
  ],
};
