/** Unit specs are pure; integration specs use real PostgreSQL and Redis (see test/support). */
// The same SWC transform as dist/backend (scripts/swc-options.cjs), with inline source maps for stack traces.
const swc = ['@swc/jest', { ...require('./scripts/swc-options.cjs'), sourceMaps: 'inline' }];

module.exports = {
  // Jest reads the timeout globally, not per project; integration hooks start whole apps on a busy machine.
  testTimeout: 60000,
  // Heavy files first even on a fresh clone, whose Jest cache has no times yet.
  testSequencer: '<rootDir>/test/support/test-sequencer.cjs',
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      // npm test (SCV_JEST_GROUPS=1) runs the files in groups that share one module registry (test/support/test-groups.ts).
      testMatch: process.env.SCV_JEST_GROUPS
        ? ['<rootDir>/test/unit/groups/*.unit-group.ts']
        : ['<rootDir>/backend/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      // Grouped likewise; slow-inputs and the chaos files run alone.
      testMatch: process.env.SCV_JEST_GROUPS
        ? [
            '<rootDir>/test/integration/groups/*.int-group.ts',
            '<rootDir>/test/integration/security/slow-inputs.int-spec.ts',
            '<rootDir>/test/chaos/**/*.int-spec.ts',
          ]
        : ['<rootDir>/backend/**/*.int-spec.ts', '<rootDir>/test/integration/**/*.int-spec.ts', '<rootDir>/test/chaos/**/*.int-spec.ts'],
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/retry-in-ci.ts'],
      testTimeout: 60000,
    },
  ],
};
