// The server's own entry (server/src/index.ts) in a process of its own, for tests that kill an instance outright
// (app-process.ts). Jest tests do not depend on a build (`npm test` builds only for the e2e tests, after jest), so the
// TypeScript source is compiled as it loads, by SWC with the options and module mapping jest uses (jest.config.js).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const server = require(path.join(root, 'jest.config.js')).projects.find((project) => project.displayName === 'server');
const [, swcOptions] = server.transform['^.+\\.ts$'];
const mappings = Object.entries(server.moduleNameMapper).map(([pattern, target]) => [
  new RegExp(pattern),
  target.replace('<rootDir>', root),
]);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const mapping = mappings.find(([pattern]) => pattern.test(request));
  return resolveFilename.call(this, mapping ? request.replace(mapping[0], mapping[1]) : request, ...rest);
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};

// The test that started this process holds its IPC channel: if that test's process dies without stopping this one,
// the channel closes and this instance goes too, rather than live on holding its port and database connections.
process.on('disconnect', () => process.exit(1));

require(path.join(root, 'server/src/index.ts'));
