// Every test and hook of the server project: integration tests and their hooks create databases, seed the demo
// catalogue and start apps, which on a busy two-core machine takes tens of seconds, far beyond jest's 5 s default.
// Set here because jest 30 applies `testTimeout` only from the root config, not from a project's.
jest.setTimeout(90_000);
