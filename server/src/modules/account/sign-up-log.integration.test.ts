import { inspect } from 'node:util';
import { GraphQLError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import { browserOf } from '../../../test/browser';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { formatError } from '../../graphql/format-error';

/**
 * A refused duplicate sign-up and a failing statement leave no email, password hash or token in the log: TypeORM's
 * logger writes failed statements without their parameters, and a taken email is caught before the insert.
 */
let app: TestApp;
let logged: string[];
const spies: jest.SpyInstance[] = [];

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.close());

beforeEach(() => {
  logged = [];
  const capture = (...args: unknown[]) => {
    logged.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
  };
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    spies.push(jest.spyOn(console, method).mockImplementation(capture));
  for (const stream of [process.stdout, process.stderr])
    spies.push(
      jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        logged.push(String(chunk));
        return true;
      }),
    );
});
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

const CREATE = `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`;
const PASSWORD = 'correct horse battery';
let emails = 0;
const newEmail = () => `Log.Secret${++emails}.${Date.now()}@Example.com`;

/** What must never be in the log: the email in any case, the account's hashes, the browser's tokens. */
async function secretsOf(email: string, tokens: (string | null)[]): Promise<string[]> {
  const rows: { passwordHash: string; tokenHash: string | null }[] = await app.database.dataSource.query(
    `SELECT a."passwordHash", s."tokenHash" FROM account a LEFT JOIN auth_session s ON s."accountId" = a.id
     WHERE lower(a.email) = lower($1)`,
    [email],
  );
  const hashes = rows.flatMap((row) => [row.passwordHash, row.passwordHash.split('$').at(-1)!, row.tokenHash]);
  return [email, email.toLowerCase(), email.split('@')[0]!.toLowerCase(), ...hashes, ...tokens].filter(
    (secret): secret is string => Boolean(secret),
  );
}

function expectNoneLogged(secrets: string[]) {
  const log = logged.join('\n').toLowerCase();
  for (const secret of secrets) expect(log).not.toContain(secret.toLowerCase());
}

it('refuses a taken email, in any case, before the database, with the brand language’s message', async () => {
  const email = newEmail();
  const first = browserOf(app);
  expect((await first.graphql(CREATE, { input: { email, password: PASSWORD, displayName: 'Ana' } })).errors).toBe(
    undefined,
  );
  const again = browserOf(app);
  const refused = await again.graphql(CREATE, {
    input: { email: ` ${email.toUpperCase()} `, password: PASSWORD, displayName: 'Other' },
  });
  expect(refused.errors).toEqual([
    expect.objectContaining({
      message: 'An account with this email exists already: log in instead.',
      extensions: { code: 'CONFLICT' },
    }),
  ]);
  const spanish = await app
    .onHost('casaverde.localhost')
    .graphql(CREATE, { input: { email, password: PASSWORD, displayName: 'Otra' } });
  expect(spanish.errors).toEqual([
    expect.objectContaining({
      message: 'Ya hay una cuenta con este correo: inicia sesión.',
      extensions: { code: 'CONFLICT' },
    }),
  ]);
  // Caught before the insert: no statement failed.
  expect(logged.filter((line) => line.includes('query failed'))).toEqual([]);
  expectNoneLogged(await secretsOf(email, [first.visitorToken, first.sessionCookie, again.visitorToken]));
});

it('logs sign-ups of one email at once, which the database refuses, without the email or the hash', async () => {
  const email = newEmail();
  const browsers = [0, 1, 2, 3].map(() => browserOf(app));
  const answers = await Promise.all(
    browsers.map((browser) => browser.graphql(CREATE, { input: { email, password: PASSWORD, displayName: 'Ana' } })),
  );
  expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
  for (const answer of answers.filter((each) => each.errors))
    expect(answer.errors![0]!.extensions).toEqual({ code: 'CONFLICT' });
  expectNoneLogged(
    await secretsOf(
      email,
      browsers.flatMap((browser) => [browser.visitorToken, browser.sessionCookie]),
    ),
  );
});

it('logs a failing statement without its parameters or the key it violated', async () => {
  const email = newEmail();
  const browser = browserOf(app);
  await browser.graphql(CREATE, { input: { email, password: PASSWORD, displayName: 'Ana' } });
  const [{ passwordHash, playerId }] = await app.database.dataSource.query(
    `SELECT "passwordHash", "playerId" FROM account WHERE email = $1`,
    [email],
  );
  const failed = app.database.dataSource.query(
    `INSERT INTO account (email, "passwordHash", "displayName", "playerId") VALUES ($1, $2, 'Copy', $3)`,
    [email.toUpperCase(), passwordHash, playerId],
  );
  await expect(failed).rejects.toThrow(QueryFailedError);
  const invalid = app.database.dataSource.query(`SELECT * FROM auth_session WHERE "accountId" = $1`, [email]);
  await expect(invalid).rejects.toThrow(QueryFailedError);
  expect(logged.filter((line) => line.startsWith('query failed'))).toEqual([
    expect.stringMatching(
      /^query failed: SQLSTATE 23505, constraint account_email, table account -- INSERT INTO account/,
    ),
    expect.stringMatching(/^query failed: SQLSTATE 22P02 -- SELECT \* FROM auth_session/),
  ]);

  // An unexpected database error reaching the GraphQL layer is logged the same way.
  const error = await failed.catch((caught: unknown) => caught);
  formatError({ message: 'x', path: ['createAccount'] }, new GraphQLError('x', { originalError: error as Error }));
  expect(logged.filter((line) => line.startsWith('Unexpected error'))).toEqual([
    expect.stringContaining('QueryFailedError (SQLSTATE 23505, constraint account_email, table account)'),
  ]);
  expectNoneLogged([...(await secretsOf(email, [browser.visitorToken, browser.sessionCookie])), playerId]);
});
