import { getNamedType, GraphQLBoolean, isObjectType, type GraphQLSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { browserOf, type TestBrowser } from '../../../test/browser';
import { openRoom, untilSubscribed, waitFor, watchRoom } from '../../../test/party';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { RATE_LIMITS } from '../../platform/rate-limits';
import { buildAppSchema } from '../../schema';
import { createAppPubSub } from '../../realtime/pubsub';
import { verifyPassword, hashPassword } from './password';
import { SESSION_COOKIE } from '../../policies/session-cookie';

/** Accounts: creating one, logging in and out through the session cookie, and what is refused. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const ACCOUNT = 'id email displayName roles { role brandId }';
const CREATE = `mutation($input: CreateAccountInput!) { createAccount(input: $input) { ${ACCOUNT} } }`;
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { ${ACCOUNT} } }`;
const LOG_OUT = `mutation { logOut }`;
const ME = `query { me { ${ACCOUNT} } }`;
const PASSWORD = 'correct horse battery';

let emails = 0;
/** An email no other test uses (the log-in limits count per email). */
const newEmail = () => `player${++emails}.${Date.now()}@example.com`;

async function createAccount(browser: TestBrowser, email = newEmail(), displayName = 'Ana') {
  const response = await browser.graphql(CREATE, { input: { email, password: PASSWORD, displayName } });
  expect(response.errors).toBeUndefined();
  return { email, account: response.data!.createAccount };
}

describe('creating an account', () => {
  it('logs the browser in with an httpOnly, SameSite=Lax session cookie, and `me` is the account', async () => {
    const browser = browserOf(app);
    const { email, account } = await createAccount(browser, newEmail(), '  Ana   Lima ');
    expect(account).toMatchObject({ email, displayName: 'Ana Lima', roles: [] });
    const [header] = browser.sessionCookieHeaders;
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Expires=/);
    expect(header).not.toMatch(/; Secure/);
    expect((await browser.graphql(ME)).data!.me).toEqual(account);
    // Without the cookie, the same browser is a guest.
    expect((await app.graphql(ME, {}, browser.visitorToken)).data!.me).toBeNull();
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const https = await startTestApp({ database: app.database, env: { PUBLIC_URL: 'https://ballpark.example' } });
    try {
      const browser = browserOf(https);
      await createAccount(browser);
      expect(browser.sessionCookieHeaders[0]).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('keeps only a hash of the password and of the session token', async () => {
    const browser = browserOf(app);
    const { email } = await createAccount(browser);
    const [row] = await app.database.dataSource.query(
      `SELECT a."passwordHash", s."tokenHash" FROM account a JOIN auth_session s ON s."accountId" = a.id
       WHERE a.email = $1`,
      [email],
    );
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toBe(browser.sessionCookie);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a whole email address, like name@example.com.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ password: 'short' }, 'Passwords need at least 10 characters.'],
    [{ password: 'x'.repeat(201) }, 'Passwords can be at most 200 characters.'],
    [{ displayName: ' \u200b ' }, 'Please enter a display name.'],
    [{ displayName: 'x'.repeat(41) }, 'Display names can be at most 40 characters.'],
  ])('refuses %j with a clear message and makes nothing', async (change, message) => {
    const input = { email: newEmail(), password: PASSWORD, displayName: 'Ana', ...change };
    const browser = browserOf(app);
    const response = await browser.graphql(CREATE, { input });
    expect(response.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(browser.sessionCookieHeaders).toEqual([]);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int FROM account WHERE lower(email) = lower($1)`,
      [input.email],
    );
    expect(count).toBe(0);
  });

  it.each([
    ['ten identical characters', 'aaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['a keyboard row', 'qwertyuiop', ''],
    ['a keyboard walk', 'asdfghjkl;', 'Straight rows of keys on your keyboard are easy to guess.'],
    ['a well-known password', 'password123', 'This is a commonly used password.'],
    ['a well-known phrase', 'iloveyou12', ''],
    ["the email's local part", 'marisol.quintana', 'There should not be any personal or page related data.'],
    ["the email's local part in it", 'quintana2024!', ''],
    ['the display name', 'Ana Lima 1234', ''],
  ])('refuses %s (%j) as too easy to guess, saying why, and makes nothing', async (_kind, password, warning) => {
    const email = `marisol.quintana${++emails}@example.com`;
    const browser = browserOf(app);
    const response = await browser.graphql(CREATE, { input: { email, password, displayName: 'Ana Lima' } });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^This password is too easy to guess\. \S/),
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    expect(response.errors![0]!.message).toContain(warning);
    expect(browser.sessionCookieHeaders).toEqual([]);
    const [{ count }] = await app.database.dataSource.query(`SELECT count(*)::int FROM account WHERE email = $1`, [
      email,
    ]);
    expect(count).toBe(0);
  });

  it("says why a password is weak in the brand's language", async () => {
    const response = await app.onHost('casaverde.localhost').graphql(CREATE, {
      input: { email: newEmail(), password: 'password123', displayName: 'Ana' },
    });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message:
          'Esta contraseña es demasiado fácil de adivinar. Es una contraseña usada comúnmente. Añade más palabras que sean menos comunes.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Escribe una dirección de correo completa, como nombre@ejemplo.com.'],
    [{ password: 'short' }, 'La contraseña necesita al menos 10 caracteres.'],
    [{ displayName: ' \u200b ' }, 'Escribe un nombre visible.'],
  ])('refuses %j on a Spanish brand in Spanish, and makes nothing', async (change, message) => {
    const input = { email: newEmail(), password: PASSWORD, displayName: 'Ana', ...change };
    const response = await app.onHost('casaverde.localhost').graphql(CREATE, { input });
    expect(response.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int FROM account WHERE lower(email) = lower($1)`,
      [input.email],
    );
    expect(count).toBe(0);
  });

  it('refuses an email that has an account, whatever its case', async () => {
    const { email } = await createAccount(browserOf(app));
    const response = await browserOf(app).graphql(CREATE, {
      input: { email: ` ${email.toUpperCase()} `, password: PASSWORD, displayName: 'Other' },
    });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'An account with this email exists already: log in instead.',
        extensions: { code: 'CONFLICT' },
      }),
    ]);
  });
});

describe('logging in and out', () => {
  it('logs in whatever the case of the email, and logging out ends the session for good', async () => {
    const { email, account } = await createAccount(browserOf(app));
    const browser = browserOf(app);
    const loggedIn = await browser.graphql(LOG_IN, { email: email.toUpperCase(), password: PASSWORD });
    expect(loggedIn.data!.logIn).toEqual(account);
    const cookie = browser.sessionCookie!;
    expect((await browser.graphql(ME)).data!.me).toEqual(account);

    expect((await browser.graphql(LOG_OUT)).data!.logOut).toBe(true);
    expect(browser.sessionCookie).toBeNull();
    expect(browser.sessionCookieHeaders.at(-1)).toMatch(/; HttpOnly/);
    expect((await browser.graphql(ME)).data!.me).toBeNull();
    // The old cookie, kept by someone, is no session any more.
    const replayed = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${cookie}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(((await replayed.json()) as { data: { me: unknown } }).data.me).toBeNull();
    // Logging out again is no error.
    expect((await browser.graphql(LOG_OUT)).data!.logOut).toBe(false);
  });

  it('ends the session the browser had when it logs in again', async () => {
    const { email } = await createAccount(browserOf(app));
    const browser = browserOf(app);
    await browser.graphql(LOG_IN, { email, password: PASSWORD });
    const first = browser.sessionCookie;
    await browser.graphql(LOG_IN, { email, password: PASSWORD });
    expect(browser.sessionCookie).not.toBe(first);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int FROM auth_session s JOIN account a ON a.id = s."accountId" WHERE a.email = $1`,
      [email],
    );
    // The creating browser's session and this browser's latest one.
    expect(count).toBe(2);
  });

  it('answers a wrong password on a Spanish brand in Spanish', async () => {
    const { email } = await createAccount(browserOf(app));
    const response = await app.onHost('casaverde.localhost').graphql(LOG_IN, { email, password: 'not the password' });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'Ese correo y esa contraseña no corresponden a ninguna cuenta. Revisa ambos y vuelve a intentarlo.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
  });

  it('answers an unknown email as it answers a wrong password, and takes as long', async () => {
    const { email } = await createAccount(browserOf(app));
    const timed = async (variables: Record<string, string>) => {
      const started = performance.now();
      const response = await browserOf(app).graphql(LOG_IN, variables);
      return { errors: response.errors, ms: performance.now() - started };
    };
    const wrongPassword = await timed({ email, password: 'not the password' });
    const unknownEmail = await timed({ email: newEmail(), password: 'not the password' });
    const expected = [
      {
        message: 'That email and password do not match an account. Check both and try again.',
        path: ['logIn'],
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ];
    expect(wrongPassword.errors).toEqual(expected);
    expect(unknownEmail.errors).toEqual(expected);
    // Both verify a password hash: far longer than a query alone (a few ms) takes. A verification's least time of
    // three is the yardstick: a busy machine only ever adds to one.
    const hash = await hashPassword('anything at all');
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await verifyPassword(hash, 'something else');
      times.push(performance.now() - started);
    }
    const verifying = Math.min(...times);
    expect(unknownEmail.ms).toBeGreaterThan(verifying * 0.5);
    expect(wrongPassword.ms).toBeGreaterThan(verifying * 0.5);
  });

  it('says what is missing before checking anything', async () => {
    const missingPassword = await browserOf(app).graphql(LOG_IN, { email: newEmail(), password: '' });
    expect(missingPassword.errors).toEqual([
      expect.objectContaining({ message: 'Please enter your password.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    const notAnEmail = await browserOf(app).graphql(LOG_IN, { email: 'ana', password: PASSWORD });
    expect(notAnEmail.errors![0].message).toBe('Please enter a whole email address, like name@example.com.');
  });
});

describe('the session cookie against other sites', () => {
  it('is refused on a cross-site simple POST, which Apollo blocks before running anything', async () => {
    const browser = browserOf(app);
    await createAccount(browser);
    // A form on another site can send text/plain with the cookie (were it not SameSite): no operation runs.
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        cookie: `${SESSION_COOKIE}=${browser.sessionCookie}`,
        origin: 'https://elsewhere.example',
      },
      body: JSON.stringify({ query: LOG_OUT }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
    expect((await browser.graphql(ME)).data!.me).not.toBeNull();
  });

  it('is refused on a GET without a preflight header', async () => {
    const browser = browserOf(app);
    await createAccount(browser);
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent(ME)}`, {
      headers: { cookie: `${SESSION_COOKIE}=${browser.sessionCookie}` },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });
});

describe('rate limits of logging in', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // An instance of its own: its limits are its own (in memory, without Redis).
    limited = await startTestApp({ database: app.database });
  });
  afterAll(() => limited?.close());

  it('refuses an email after its tries, and lets another email in from the same address', async () => {
    const { email } = await createAccount(browserOf(app));
    const codes: string[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.logIn.perEmail; attempt += 1) {
      // The case changes nothing: the tries of one email are counted together.
      const variant = attempt % 2 ? email.toUpperCase() : email;
      const response = await browserOf(limited).graphql(LOG_IN, { email: variant, password: 'wrong password' });
      codes.push(response.errors![0].extensions!.code!);
    }
    expect(codes).toEqual([...Array(RATE_LIMITS.logIn.perEmail).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    // Even the right password now waits.
    const right = await browserOf(limited).graphql(LOG_IN, { email, password: PASSWORD });
    expect(right.errors![0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests: please wait \d+ min and try again\.$/),
      extensions: { code: 'RATE_LIMITED' },
    });
    const other = await createAccount(browserOf(app));
    expect((await browserOf(limited).graphql(LOG_IN, { email: other.email, password: PASSWORD })).errors).toBe(
      undefined,
    );
  });

  it('refuses an address after its tries, whatever the emails', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.logIn.perIp; attempt += 1)
      await limited.app.services.rateLimits.consume('logIn', `key ${attempt}`, '127.0.0.1').catch(() => {});
    const response = await browserOf(limited).graphql(LOG_IN, { email: newEmail(), password: PASSWORD });
    expect(response.errors![0].extensions!.code).toBe('RATE_LIMITED');
  });

  it('limits account creation per address', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.createAccount.perIp; attempt += 1)
      await limited.app.services.rateLimits.consumeForIpOrRefuse('createAccount', '127.0.0.1');
    const response = await browserOf(limited).graphql(CREATE, {
      input: { email: newEmail(), password: PASSWORD, displayName: 'Ana' },
    });
    expect(response.errors![0].extensions!.code).toBe('RATE_LIMITED');
  });
});

describe('the websocket', () => {
  it('reads the session cookie from the upgrade request: a logged-in browser needs no visitor token', async () => {
    const browser = browserOf(app, null);
    await createAccount(browser);
    const code = await openRoom(browser, '', { game: 'house-prices-game', hostName: 'Ana' });
    const withCookie = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie: `${SESSION_COOKIE}=${browser.sessionCookie}` } });
        }
      },
      lazy: false,
      retryAttempts: 0,
    });
    const withoutCookie = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
    });
    try {
      const watched = watchRoom(withCookie, code);
      await untilSubscribed(watched, () =>
        browser.graphql(`mutation($code: String!) { joinPartyRoom(code: $code, playerName: "Ana") { code } }`, {
          code,
        }),
      );
      const refused = watchRoom(withoutCookie, code);
      await waitFor(() => refused.events.length > 0);
      expect(refused.events[0]).toEqual({
        errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })],
      });
      watched.stop();
      refused.stop();
    } finally {
      await withCookie.dispose();
      await withoutCookie.dispose();
    }
    // The seat is marked gone once the socket has closed: waited for, so the app closes with nothing in flight.
    await waitFor(async () => {
      const [seat] = await app.database.dataSource.query(
        `SELECT p."lastSeenAt" FROM party_player p JOIN party_room r ON r.id = p."roomId" WHERE r.code = $1`,
        [code],
      );
      return seat.lastSeenAt === null;
    });
  });
});

describe('what the schema serves of accounts', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema(createAppPubSub(null));
  });

  it("has no output field that carries a password, a hash, a token, a secret or a player's id", () => {
    // Mutations are operations, not data; a Boolean (Game.entryByToken) carries no secret.
    const fields = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__') && type !== schema.getMutationType())
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => getNamedType(field.type) !== GraphQLBoolean)
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.filter((field) => /password|hash|token|secret|salt|playerId|playerId/i.test(field))).toEqual([]);
  });

  it("serves an account only as the caller's own: `me` and the answers of creating one and logging in", () => {
    const reachingAccount = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => getNamedType(field.type).name === 'Account')
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(reachingAccount.sort()).toEqual(['Mutation.createAccount', 'Mutation.logIn', 'Query.me']);
  });
});
