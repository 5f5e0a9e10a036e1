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
// The client goes through Babel, as in its build, for Lingui's macros (`t`, `<Trans>`); its .po catalogs compile as
// @lingui/vite-plugin compiles them.
process.env.LINGUI_CONFIG ??= `${__dirname}/client/lingui.config.ts`;
const babelClient = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [
      ['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
    ],
    plugins: [
      '@lingui/babel-plugin-lingui-macro',
      '@babel/plugin-transform-dynamic-import',
      '@babel/plugin-transform-modules-commonjs',
    ],
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
      transform: {
        '^.+\\.(t|j)sx?$': babelClient,
        '^.+\\.po$': '<rootDir>/client/build/po-jest-transform.cjs',
      },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'po'],
      moduleNameMapper: COMMON_SOURCE,
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|@wry|optimism|graphql|marked)/)'],
      // Also sets the project's timeout (30 s): jest 30 ignores `testTimeout` in a project's config.
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
    },
  ],
};
