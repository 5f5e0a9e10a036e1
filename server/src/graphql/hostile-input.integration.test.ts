import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';
import { RATE_LIMITS } from '../platform/rate-limits';

/** Issue 5, "Bad input, tried from outside": each malformed request is the client's fault, answered 4xx and quietly. */
let harness: TestApp;
// As `npm start` runs it: NODE_ENV unset.
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(() => harness?.close());

function post(body: string | Buffer, visitorToken = newVisitorToken()) {
  return fetch(`${harness.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-visitor-token': visitorToken },
    body,
  });
}

/** Console output of the app while `run` runs (the database's errors are logged through console.log). */
async function logsDuring(run: () => Promise<void>): Promise<string> {
  const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'log'), jest.spyOn(console, 'warn')];
  try {
    await run();
    return spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' '))).join('\n');
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

function subscribeOnce(url: string, query: string, variables?: Record<string, unknown>): Promise<string> {
  const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 });
  return new Promise<string>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (result) => resolve(JSON.stringify(result)),
        error: (error) => resolve(JSON.stringify(error)),
        complete: () => resolve('complete'),
      },
    );
  }).finally(() => client.dispose());
}

type GraphQLAnswer = { errors: { message: string; extensions?: Record<string, unknown> }[] };

const wsUrl = () => `${harness.baseUrl.replace('http', 'ws')}/graphql`;

describe('malformed requests answer 400 with a clean error', () => {
  it.each([
    ['a syntax error', JSON.stringify({ query: '{ currentBrand { name } ' }), 'GRAPHQL_PARSE_FAILED'],
    [
      'a NUL character in the query',
      JSON.stringify({ query: '{ currentBrand \u0000 { name } }' }),
      'GRAPHQL_PARSE_FAILED',
    ],
    ['more than 1,000 tokens', JSON.stringify({ query: `{ ${'__typename '.repeat(1_001)}}` }), 'GRAPHQL_PARSE_FAILED'],
  ])('%s', async (_case, body, code) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.errors[0]!.extensions).toEqual({ code });
    expect(JSON.stringify(answer)).not.toMatch(/stack|at .*\.js/i);
  });

  it('refuses a body that is not UTF-8', async () => {
    const response = await post(Buffer.from('{"query":"{ currentBrand { name \xff } }"}', 'latin1'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid UTF-8.' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('strings the database cannot store', () => {
  const refusal = {
    message: 'Text arguments must not contain NUL characters or invalid Unicode.',
    extensions: { code: 'BAD_USER_INPUT' },
  };

  it.each([
    ['a slug variable', 'query($s: String!) { game(slug: $s) { title } }', { s: 'grand-tour\u0000' }],
    ['a slug literal', '{ leaderboard(gameSlug: "grand\\u0000tour") { totalPlayers } }', {}],
    [
      'a player name in an input',
      'mutation($i: StartSessionInput!) { startSession(input: $i) { id } }',
      { i: { gameSlug: 'grand-tour', playerName: 'Ada\u0000' } },
    ],
    ['a lone surrogate', 'query($s: String!) { game(slug: $s) { title } }', { s: 'x\ud800' }],
  ])('are refused in %s before any query, with BAD_USER_INPUT', async (_case, query, variables) => {
    // Every statement's parameters while the request runs (the party sweeper's own statements among them).
    const driver = harness.database.dataSource.driver;
    const createQueryRunner = driver.createQueryRunner.bind(driver);
    const parameters: unknown[] = [];
    const runners = jest.spyOn(driver, 'createQueryRunner').mockImplementation((mode) => {
      const runner = createQueryRunner(mode);
      const run = runner.query.bind(runner);
      runner.query = ((sql: string, values?: unknown[], ...rest: []) => {
        parameters.push(...(values ?? []));
        return run(sql, values, ...rest);
      }) as typeof runner.query;
      return runner;
    });
    let answer: Awaited<ReturnType<TestApp['graphql']>> | undefined;
    const logs = await logsDuring(async () => {
      answer = await harness.graphql(query, variables, newVisitorToken());
    });
    try {
      expect(answer).toMatchObject({ status: 400, errors: [refusal] });
      expect(JSON.stringify(parameters)).not.toMatch(/\\u0000|\\ud800/);
      expect(logs).toBe('');
    } finally {
      runners.mockRestore();
    }
  });

  it('are refused over the websocket too', async () => {
    const answer = await subscribeOnce(
      wsUrl(),
      'subscription($s: String!) { leaderboardChanged(gameSlug: $s) { periods } }',
      {
        s: '\u0000',
      },
    );
    expect(answer).toContain(refusal.message);
    expect(answer).toContain('"code":"BAD_USER_INPUT"');
  });
});

describe('lists and objects nested thousands of levels deep', () => {
  const refusal = {
    message: 'Variables must not nest lists and objects more than 16 levels deep.',
    extensions: { code: 'BAD_USER_INPUT' },
  };
  // Written as JSON text: the values are too deep for a recursive JSON.stringify to build.
  const deepList = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const body = (query: string, variables: string) => `{"query":${JSON.stringify(query)},"variables":${variables}}`;

  it.each([
    ['a list in a variable', body('query($s: String!) { game(slug: $s) { title } }', `{"s":${deepList(5_000)}}`)],
    ['an object in a variable', body('query($s: String!) { game(slug: $s) { title } }', `{"s":${deepObject(5_000)}}`)],
    [
      'a field of an input variable',
      body(
        'mutation($i: StartSessionInput!) { startSession(input: $i) { id } }',
        `{"i":{"gameSlug":"grand-tour","playerName":${deepList(5_000)}}}`,
      ),
    ],
    ['a variable the query does not declare', body('{ currentBrand { name } }', `{"unused":${deepList(20_000)}}`)],
  ])('in %s: 400 BAD_USER_INPUT, nothing logged', async (_case, requestBody) => {
    let response: Response | undefined;
    const logs = await logsDuring(async () => {
      response = await post(requestBody);
    });
    expect(response!.status).toBe(400);
    expect(await response!.json()).toEqual({ errors: [refusal] });
    expect(logs).toBe('');
  });

  it.each([
    ['a list literal as deep as the token limit allows', `{ game(slug: ${deepList(490)}) { title } }`],
    ['an input object literal', `mutation { startSession(input: ${'{a:'.repeat(300)}1${'}'.repeat(300)}) { id } }`],
  ])('in the query itself, %s: 400, nothing logged', async (_case, query) => {
    let response: Response | undefined;
    const logs = await logsDuring(async () => {
      response = await post(JSON.stringify({ query }));
    });
    expect(response!.status).toBe(400);
    expect(((await response!.json()) as GraphQLAnswer).errors).toHaveLength(1);
    expect(logs).toBe('');
  });

  it('in the extensions of the body, which nothing reads: answered, nothing logged', async () => {
    let response: Response | undefined;
    const logs = await logsDuring(async () => {
      response = await post(`{"query":"{ currentBrand { name } }","extensions":${deepObject(5_000)}}`);
    });
    expect(response!.status).toBe(200);
    expect(logs).toBe('');
  });

  it("in a websocket subscription's variables: the subscription is refused, the socket stays open", async () => {
    const logs = await logsDuring(async () => {
      const socket = new WebSocket(wsUrl(), 'graphql-transport-ws');
      const messages: Record<string, unknown>[] = [];
      const received = (count: number) =>
        new Promise<void>((resolve) => {
          const check = () => messages.length >= count && resolve();
          socket.on('message', (data) => {
            messages.push(JSON.parse(String(data)) as Record<string, unknown>);
            check();
          });
        });
      await new Promise((resolve) => socket.once('open', resolve));
      const acknowledged = received(1);
      socket.send('{"type":"connection_init"}');
      await acknowledged;
      const answered = received(2);
      const query = 'subscription($s: String!) { leaderboardChanged(gameSlug: $s) { periods } }';
      socket.send(
        `{"id":"deep","type":"subscribe","payload":{"query":${JSON.stringify(query)},"variables":{"s":${deepList(5_000)}}}}`,
      );
      await answered;
      expect(messages[1]).toEqual({ id: 'deep', type: 'error', payload: [refusal] });
      expect(socket.readyState).toBe(WebSocket.OPEN);
      socket.close();
    });
    expect(logs).toBe('');
  });
});

describe('the cost limit', () => {
  const board = (size: string) =>
    `leaderboard(gameSlug: "grand-tour", limit: ${size}) { rows { rank playerName totalPoints guessCount completedAt isViewer sessionId } }`;

  it('holds when list sizes come from variables', async () => {
    const literal = await harness.graphql(`{ a: ${board('100')} b: ${board('100')} c: ${board('100')} }`);
    const variables = await harness.graphql(
      `query($n: Int!) { a: ${board('$n')} b: ${board('$n')} c: ${board('$n')} }`,
      { n: 100 },
    );
    for (const answer of [literal, variables]) {
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(/^Query cost limit of 5000 exceeded/);
    }
    const small = await harness.graphql(`query($n: Int!) { a: ${board('$n')} }`, { n: 20 });
    expect(small.errors).toBeUndefined();
  });
});

describe('field suggestions, as `npm start` runs (NODE_ENV unset)', () => {
  const probes: [string, string, Record<string, unknown>][] = [
    ['a field', '{ curentBrand { name } }', {}],
    ['an argument', '{ game(slg: "x") { title } }', {}],
    ['an enum literal', '{ leaderboard(gameSlug: "grand-tour", period: DAILYY) { totalPlayers } }', {}],
    [
      'an enum variable',
      'query($p: LeaderboardPeriod!) { leaderboard(gameSlug: "grand-tour", period: $p) { totalPlayers } }',
      { p: 'DAILYY' },
    ],
    [
      'an input field',
      'mutation($i: StartSessionInput!) { startSession(input: $i) { id } }',
      { i: { gameSlg: 'grand-tour', playerName: 'Ada' } },
    ],
  ];

  it.each(probes)('are not given for %s over HTTP', async (_case, query, variables) => {
    const answer = await harness.graphql(query, variables, newVisitorToken());
    expect(answer.status).toBe(400);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toMatch(/Did you mean/);
  });

  it('are not given over the websocket', async () => {
    for (const query of [
      'subscription { leaderboardChangd(gameSlug: "grand-tour") { periods } }',
      'subscription { leaderboardChanged(gameSlug: "grand-tour") { period } }',
    ]) {
      const answer = await subscribeOnce(wsUrl(), query);
      expect(answer).toMatch(/Cannot query field/);
      expect(answer).not.toMatch(/Did you mean/);
    }
  });

  it('are given by `npm run dev` (NODE_ENV=development)', async () => {
    const dev = await startTestApp({ env: { NODE_ENV: 'development' }, database: harness.database });
    try {
      const answer = await dev.graphql(probes[3]![1], probes[3]![2]);
      expect(answer.errors?.[0]?.message).toContain('Did you mean the enum value "DAILY"?');
    } finally {
      await dev.close();
    }
  });
});

describe('websocket frames over 64 KiB', () => {
  it('close the socket with 1009 (message too big), without logging', async () => {
    const logs = await logsDuring(async () => {
      const socket = new WebSocket(wsUrl(), 'graphql-transport-ws');
      await new Promise((resolve) => socket.once('open', resolve));
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(70 * 1024) } }));
      expect(await closed).toBe(1009);
    });
    expect(logs).toBe('');
  });
});

describe('per-IP limits on reads, websocket connections and share cards', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ database: harness.database });
  });
  afterAll(() => limited?.close());

  it('answers GraphQL requests over the IP limit with 429 and RATE_LIMITED', async () => {
    expect((await limited.graphql('{ currentBrand { name } }')).status).toBe(200);
    // The rest of this minute's allowance, spent without the network.
    for (let request = 1; request < RATE_LIMITS.graphqlRequest.perIp; request += 1)
      await limited.app.services.rateLimits.consumeForIp('graphqlRequest', '127.0.0.1');
    const response = await fetch(`${limited.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currentBrand { name } }' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as GraphQLAnswer).errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED' });
  });

  it('answers share card images over the IP limit with 429 before drawing anything', async () => {
    const card = `${limited.baseUrl}/media/share/00000000-0000-0000-0000-000000000000.png`;
    expect((await fetch(card)).status).toBe(404);
    for (let request = 1; request < RATE_LIMITS.shareCard.perIp; request += 1)
      await limited.app.services.rateLimits.consumeForIp('shareCard', '127.0.0.1');
    const response = await fetch(card);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses websocket connections over the IP limit at the upgrade', async () => {
    for (let connection = 0; connection < RATE_LIMITS.websocketConnection.perIp; connection += 1)
      await limited.app.services.rateLimits.consumeForIp('websocketConnection', '127.0.0.1');
    const socket = new WebSocket(`${limited.baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.once('open', () => resolve(undefined));
      socket.once('error', () => {});
    });
    socket.terminate();
    expect(status).toBe(429);
  });
});
