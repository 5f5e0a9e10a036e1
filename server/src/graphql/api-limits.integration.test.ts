import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';
import { RATE_LIMITS } from '../platform/rate-limits';

/** QUALITY.md "Security and limits": each limit answers with a clear error and no stack trace. */
let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(() => harness?.close());

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${harness.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('API limits', () => {
  it('rejects a query deeper than 8 levels', async () => {
    const deep = `{ session(id: "00000000-0000-0000-0000-000000000000") { game { homes { home { pictures { kind } } } brand { brandColors { primary } } } rounds { gameHome { home { pictures { url } } } } } }`;
    const ok = await harness.graphql(deep);
    expect(ok.errors).toBeUndefined();
    // The public types nest at most 7 deep; type introspection by name can go deeper.
    const tooDeep = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    const response = await harness.graphql(tooDeep, {}, newVisitorToken());
    expect(response.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects more than 15 aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: currentBrand { name }`).join(' ');
    const response = await harness.graphql(`{ ${aliases} }`);
    expect(response.errors?.[0]?.message).toMatch(/alias/i);
    const fine = Array.from({ length: 15 }, (_, index) => `a${index}: currentBrand { name }`).join(' ');
    expect((await harness.graphql(`{ ${fine} }`)).errors).toBeUndefined();
  });

  it('rejects a query whose cost is over 5,000', async () => {
    const fields = Array.from(
      { length: 15 },
      (_, index) => `g${index}: games(first: 50) { nodes { homes { home { pictures { url alt kind } title city } } } }`,
    ).join(' ');
    const response = await harness.graphql(`{ ${fields} }`);
    expect(response.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('refuses a body over 100 KB with 413', async () => {
    const response = await post(
      JSON.stringify({ query: `{ currentBrand { name } }`, padding: 'x'.repeat(110 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large (100 KB at most).' });
  });

  it('does not execute batched requests', async () => {
    const response = await post(
      JSON.stringify([{ query: '{ currentBrand { name } }' }, { query: '{ currentBrand { name } }' }]),
    );
    expect(response.status).toBe(400);
  });

  it('answers malformed queries without a stack trace and without field suggestions in production', async () => {
    const response = await harness.graphql(`{ curentBrand { name } }`);
    const text = JSON.stringify(response);
    expect(response.errors?.[0]?.message).toContain('curentBrand');
    expect(text).not.toMatch(/stacktrace|Did you mean/i);
  });

  it('keeps introspection on for integrators', async () => {
    const response = await harness.graphql(`{ __schema { queryType { name } } }`);
    expect(response.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('blocks a cross-site simple request (CSRF prevention)', async () => {
    const response = await fetch(`${harness.baseUrl}/graphql?query=${encodeURIComponent('{ currentBrand { name } }')}`);
    expect(response.status).toBe(400);
  });

  it('rate-limits guesses per visitor with a clear error', async () => {
    const token = newVisitorToken();
    const started = await harness.graphql(
      `mutation { startSession(input: { gameSlug: "grand-tour", playerName: "Spammer" }) { id nextRound { gameHome { id } } } }`,
      {},
      token,
    );
    const input = {
      sessionId: started.data!.startSession.id,
      gameHomeId: started.data!.startSession.nextRound.gameHome.id,
      amount: 1,
    };
    const guess = `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { result { points } } }`;
    const codes: string[] = [];
    for (let attempt = 0; attempt < RATE_LIMITS.guess.perVisitor + 1; attempt += 1) {
      const response = await harness.graphql(guess, { input }, token);
      codes.push(response.errors?.[0]?.extensions?.code ?? 'OK');
    }
    expect(codes.slice(0, -1).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    const other = await harness.graphql(guess, { input }, newVisitorToken());
    // Another visitor on the same IP is still under both limits: the guess gets as far as the ownership check.
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('rate-limits opening party rooms per visitor and per IP, so no one holds the join codes', async () => {
    const open = `mutation($input: CreatePartyRoomInput!) { createPartyRoom(input: $input) { code } }`;
    const input = { gameSlug: 'grand-tour', roundCount: 3, roundSeconds: 30, playerName: 'Hoarder' };
    const hoarder = newVisitorToken();
    const byVisitor: string[] = [];
    for (let attempt = 0; attempt < RATE_LIMITS.openRoom.perVisitor + 1; attempt += 1)
      byVisitor.push((await harness.graphql(open, { input }, hoarder)).errors?.[0]?.extensions?.code ?? 'OK');
    expect(byVisitor).toEqual([...Array(RATE_LIMITS.openRoom.perVisitor).fill('OK'), 'RATE_LIMITED']);
    // A new token per room: the IP's limit stops it, at most its points in all.
    const byIp: string[] = [];
    while (byIp.at(-1) !== 'RATE_LIMITED' && byIp.length <= RATE_LIMITS.openRoom.perIp)
      byIp.push((await harness.graphql(open, { input }, newVisitorToken())).errors?.[0]?.extensions?.code ?? 'OK');
    expect(byIp.at(-1)).toBe('RATE_LIMITED');
    const opened = [...byVisitor, ...byIp].filter((code) => code === 'OK').length;
    expect(opened).toBeLessThanOrEqual(RATE_LIMITS.openRoom.perIp);
    expect(opened).toBeGreaterThan(RATE_LIMITS.openRoom.perIp - RATE_LIMITS.openRoom.perVisitor - 2);
  });

  it('serves only subscriptions over the websocket, with the same limits', async () => {
    const socket = createClient({
      url: `${harness.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const answerTo = (query: string) =>
      new Promise<string>((resolve) => {
        socket.subscribe(
          { query },
          {
            next: (result) => resolve(JSON.stringify(result)),
            error: (errors) => resolve(JSON.stringify(errors)),
            complete: () => resolve('complete'),
          },
        );
      });
    try {
      expect(await answerTo('{ currentBrand { name } }')).toContain('Only subscriptions are served over the websocket');
      const unknownGame = await answerTo('subscription { leaderboardChanged(gameSlug: "no-such-game") { periods } }');
      expect(unknownGame).toContain('There is no game called');
      expect(unknownGame).toContain('"code":"NOT_FOUND"');
      const aliases = Array.from(
        { length: 16 },
        (_, index) => `a${index}: leaderboardChanged(gameSlug: "grand-tour") { periods }`,
      );
      expect(await answerTo(`subscription { ${aliases.join(' ')} }`)).toMatch(/alias/i);
      // 20 subscriptions may stay open on one connection; the 21st is refused.
      const refused: unknown[] = [];
      const open = Array.from({ length: 20 }, () =>
        socket.subscribe(
          { query: 'subscription { leaderboardChanged(gameSlug: "grand-tour") { periods } }' },
          { next: () => {}, error: (error) => refused.push(error), complete: () => {} },
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(refused).toEqual([]);
      expect(await answerTo('subscription { leaderboardChanged(gameSlug: "grand-tour") { periods } }')).toContain(
        'At most 20 subscriptions per connection',
      );
      open.forEach((unsubscribe) => unsubscribe());
    } finally {
      await socket.dispose();
    }
  });

  it('answers a forged page cursor with BAD_USER_INPUT', async () => {
    const cursor = Buffer.from('2026-01-01T00:00:00.000Z|not-a-uuid').toString('base64url');
    const response = await harness.graphql(`{ games(after: "${cursor}") { nodes { slug } } }`);
    expect(response.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: 'That page cursor is not valid.',
    });
  });

  it('reports health', async () => {
    const response = await fetch(`${harness.baseUrl}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
