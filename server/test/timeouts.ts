// The server project's one timeout for tests and hooks (jest 30 reads `testTimeout` from the global config only, not
// from a project's): integration tests and their hooks create databases, seed the demo catalogue and start apps, which
// on a busy two-core machine takes tens of seconds, far beyond jest's 5 s default.
jest.setTimeout(90_000);
