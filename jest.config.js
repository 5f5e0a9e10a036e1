// One jest run covers both workspaces: pure/unit and integration tests of the server (node) and component tests of
// the client (jsdom). SWC transpiles TypeScript with decorator metadata, which type-graphql and TypeORM read.
const swcServer = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcClient = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Tests run the shared package's TypeScript source, not its build.
const COMMON_SOURCE = { '^@ballpark/common/(.*)$': '<rootDir>/common/src/$1' };

module.exports = {
  globalSetup: '<rootDir>/server/test/global-setup.mjs',
  globalTeardown: '<rootDir>/server/test/global-teardown.mjs',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/common/src', '<rootDir>/server/src', '<rootDir>/server/test'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swcServer },
      moduleNameMapper: {
        ...COMMON_SOURCE,
        // ESM-style imports of the client's TypeScript (operation-checks.test.ts reads the client's operations).
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      setupFiles: ['reflect-metadata'],
      // Sets the project's timeout (90 s): jest 30 ignores `testTimeout` in a project's config.
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src', '<rootDir>/client/build'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcClient },
      moduleNameMapper: COMMON_SOURCE,
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|@wry|optimism|graphql|marked)/)'],
      // Also sets the project's timeout (30 s): jest 30 ignores `testTimeout` in a project's config.
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
    },
  ],
};
