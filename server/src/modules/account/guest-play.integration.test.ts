import { Client as PgClient } from 'pg';
import { LEADERBOARD_PERIODS, periodKey } from '@ballpark/common/leaderboard-period';
import { encodeRankScore } from '@ballpark/common/leaderboard-rank-score';
import { browserOf, type TestBrowser } from '../../../test/browser';
import { joinRoom, openRoom, viewRoom } from '../../../test/party';
import { guessEveryRound, playGame, startSession } from '../../../test/play-game';
import { failedStatementsDuring } from '../../../test/failed-statements';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { boardKey, PostgresRankStore, RedisRankStore } from '../leaderboard/rank-store';
import { entryTokenHash, issueEntryTokens } from '../session/entry-tokens';
import { visitorIdFromToken } from '../../policies/visitor-token';

/**
 * A guest's play attaches to the account made or logged into from their browser, and "ranked or practice" (GAME-RULES)
 * then follows the account on any browser.
 */
let app: TestApp;
const games: Record<string, string> = {};
// Pools as large as the round count: a replay plays the same homes.
const SLUGS = ['attach-create', 'attach-login', 'attach-login-open', 'attach-better-guest', 'attach-better-account'];

beforeAll(async () => {
  app = await startTestApp({ redis: true });
  for (const slug of SLUGS)
    games[slug] = await createTestGame(app.database, { slug, roundCount: 3, poolSize: 3, unusedListings: true });
});
afterAll(() => app?.close());

const FAR_OFF = (actual: number) => Math.round(actual * 1.9); // 20 points a home
const EXACT = (actual: number) => actual; // 100 points a home
const PASSWORD = 'correct horse battery';
let emails = 0;

async function createAccount(browser: TestBrowser): Promise<string> {
  const email = `attach${++emails}.${Date.now()}@example.com`;
  const response = await browser.graphql(
    `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
    { input: { email, password: PASSWORD, displayName: 'Ana' } },
  );
  expect(response.errors).toBeUndefined();
  return email;
}

async function logIn(browser: TestBrowser, email: string) {
  const response = await browser.graphql(
    `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { id } }`,
    { email, password: PASSWORD },
  );
  expect(response.errors).toBeUndefined();
}

async function mySessionIds(browser: TestBrowser): Promise<string[]> {
  const response = await browser.graphql(`{ mySessions(limit: 50) { id isMine } }`);
  expect(response.errors).toBeUndefined();
  const sessions = response.data!.mySessions as { id: string; isMine: boolean }[];
  expect(sessions.every((session) => session.isMine)).toBe(true);
  return sessions.map((session) => session.id).sort();
}

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function playerIdOf(email: string): Promise<string> {
  const [row] = await app.database.dataSource.query(`SELECT "playerId" FROM account WHERE email = $1`, [email]);
  return row.playerId;
}

/** Rows of the game's tables still kept under this id. */
async function rowsOf(id: string) {
  const [counts] = await app.database.dataSource.query(
    `SELECT (SELECT count(*)::int FROM play_session WHERE "playerId" = $1) AS sessions,
            (SELECT count(*)::int FROM guess WHERE "playerId" = $1) AS guesses,
            (SELECT count(*)::int FROM leaderboard_entry WHERE "playerId" = $1) AS entries,
            (SELECT count(*)::int FROM price_seen WHERE "playerId" = $1) AS seen,
            (SELECT count(*)::int FROM party_player WHERE "playerId" = $1) AS seats`,
    [id],
  );
  return counts;
}

const BOARD = `query($slug: String!) {
  leaderboard(gameSlug: $slug) { totalPlayers viewerRow { totalPoints sessionId isViewer } }
}`;
const nowKeys = () => LEADERBOARD_PERIODS.map((period) => periodKey(period, new Date()));

describe("a guest's play and the account", () => {
  it("moves the guest's play to the account it creates, which plays as an id of its own", async () => {
    const browser = browserOf(app);
    const guestId = visitorIdFromToken(browser.visitorToken)!;
    const played = await playGame(browser, '', { game: 'attach-create', price: FAR_OFF });
    const before = await mySessionIds(browser);
    const email = await createAccount(browser);
    expect(await mySessionIds(browser)).toEqual(before);
    expect(before).toContain(played.id);
    expect(await playerIdOf(email)).not.toBe(guestId);
    expect(await rowsOf(guestId)).toEqual({ sessions: 0, guesses: 0, entries: 0, seen: 0, seats: 0 });
    // The board row is the account's own.
    const board = await browser.graphql(BOARD, { slug: 'attach-create' });
    expect(board.data!.leaderboard.viewerRow).toEqual({ totalPoints: 60, sessionId: played.id, isViewer: true });
  });

  it("leaves a logged-out browser's visitor token none of the account: no listing, no guesses or prices, no guessing", async () => {
    const browser = browserOf(app);
    const asGuest = await playGame(browser, '', { game: 'house-prices-game', price: FAR_OFF });
    const email = await createAccount(browser);
    const asAccount = await playGame(browser, '', { game: 'house-prices-game', price: FAR_OFF });
    const open = await startSession(browser, '', { game: 'house-prices-game' });
    const guessFirst = (session: { id: string; homeIds: string[] }) =>
      browser.graphql(`mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { round } }`, {
        input: { sessionId: session.id, gameHomeId: session.homeIds[0], amount: 500_000 },
      });
    expect((await guessFirst(open)).errors).toBeUndefined();
    const ours = [asGuest.id, asAccount.id, open.id].sort();
    expect(await mySessionIds(browser)).toEqual(ours);

    // The same visitor token, with no session cookie: a client that kept it, or the next person at a shared computer.
    await browser.graphql(`mutation { logOut }`);
    expect(browser.sessionCookie).toBeNull();
    expect(await mySessionIds(browser)).toEqual([]);
    for (const id of ours) {
      const read = await browser.graphql(
        `query($id: ID!) { session(id: $id) { isMine rounds { result { amount actualPrice } } } }`,
        { id },
      );
      expect(read.errors).toBeUndefined();
      expect(read.data!.session.isMine).toBe(false);
      type Result = { amount: number | null; actualPrice: number | null } | null;
      const results: Result[] = read.data!.session.rounds.map(({ result }: { result: Result }) => result);
      expect(results.filter((result) => result?.amount != null || result?.actualPrice != null)).toEqual([]);
    }
    const refused = await guessFirst({ id: open.id, homeIds: open.homeIds.slice(1) });
    expect(refused.errors?.[0]?.extensions?.code).toEqual(expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/));
    const [{ guesses }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS guesses FROM guess WHERE "sessionId" = $1`,
      [open.id],
    );
    expect(guesses).toBe(1);

    // Logged in again, they are the account's, on this browser as on any.
    await logIn(browser, email);
    expect(await mySessionIds(browser)).toEqual(ours);
  });

  it("moves another browser's guest play to the account it logs into: sessions, board entries, a game in progress, and what is ranked", async () => {
    const first = browserOf(app);
    const email = await createAccount(first);
    const playerId = await playerIdOf(email);

    const second = browserOf(app);
    const guestId = visitorIdFromToken(second.visitorToken)!;
    const played = await playGame(second, '', { game: 'attach-login', price: EXACT });
    expect(played.ranked).toBe(true);
    // A session in progress: this instance has cached its plan with the guest as its player.
    const open = await startSession(second, '', { game: 'attach-login-open' });
    await app.graphql(
      `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { round } }`,
      { input: { sessionId: open.id, gameHomeId: open.homeIds[0], amount: 500_000 } },
      second.visitorToken,
    );
    const guestSessions = await mySessionIds(second);
    expect(guestSessions).toEqual([played.id, open.id].sort());

    await logIn(second, email);
    expect(await mySessionIds(second)).toEqual(guestSessions);
    expect(await mySessionIds(first)).toEqual(guestSessions);
    expect(await rowsOf(guestId)).toEqual({ sessions: 0, guesses: 0, entries: 0, seen: 0, seats: 0 });
    const [{ entries }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS entries FROM leaderboard_entry WHERE "playerId" = $1 AND "sessionId" = $2`,
      [playerId, played.id],
    );
    expect(entries).toBe(LEADERBOARD_PERIODS.length);
    const board = await first.graphql(BOARD, { slug: 'attach-login' });
    expect(board.data!.leaderboard).toEqual({
      totalPlayers: 1,
      viewerRow: { totalPoints: 300, sessionId: played.id, isViewer: true },
    });

    // The moved session's next guess is the account's (the cached plan named the guest: it is read again).
    const rest = await guessEveryRound(second, '', { ...open, homeIds: open.homeIds.slice(1) }, EXACT);
    expect(rest.isComplete).toBe(true);

    // The homes were seen as a guest in the other browser: a replay is practice for the account, on any browser.
    const ranked = await first.graphql(`query { game(slug: "attach-login") { nextSessionRanked } }`);
    expect(ranked.data!.game.nextSessionRanked).toBe(false);
    const replay = await playGame(first, '', { game: 'attach-login', price: EXACT });
    expect(replay.ranked).toBe(false);
  });

  it.each([
    ['the guest', 'attach-better-guest', FAR_OFF, EXACT, 300],
    ['the account', 'attach-better-account', EXACT, FAR_OFF, 300],
  ])(
    "keeps the better entry of each board when both played, %s's here, in PostgreSQL and in Redis",
    async (_better, slug, accountPrice, guestPrice, best) => {
      const first = browserOf(app);
      const email = await createAccount(first);
      const playerId = await playerIdOf(email);
      const accountRun = await playGame(first, '', { game: slug, price: accountPrice });
      const second = browserOf(app);
      const guestId = visitorIdFromToken(second.visitorToken)!;
      const guestRun = await playGame(second, '', { game: slug, price: guestPrice });
      const bestRun = best === accountRun.totalPoints ? accountRun : guestRun;

      // The boards' sets are whole (ready), as a running site's are.
      const { client } = app.redis!;
      const ranks = new RedisRankStore(client, new PostgresRankStore(app.database.dataSource), app.database.dataSource);
      for (const key of nowKeys()) expect(await ranks.rebuild(games[slug], key)).toBe(true);
      expect(await ranks.count(games[slug], 'all')).toBe(2);

      await logIn(second, email);
      const entries = await app.database.dataSource.query(
        `SELECT "playerId", "sessionId", "totalPoints" FROM leaderboard_entry WHERE "gameId" = $1`,
        [games[slug]],
      );
      expect(entries).toEqual(nowKeys().map(() => ({ playerId: playerId, sessionId: bestRun.id, totalPoints: best })));
      for (const key of nowKeys()) {
        const set = boardKey(games[slug], key);
        expect(await client.zscore(set, guestId)).toBeNull();
        expect(Number(await client.zscore(set, playerId))).toBe(
          encodeRankScore(best, (await completedAt(bestRun.id))!),
        );
        expect(await ranks.count(games[slug], key)).toBe(1);
      }
    },
  );

  it("moves a guest's party seat while the account joins the same room, with no failed statement", async () => {
    const first = browserOf(app);
    const email = await createAccount(first);
    const playerId = await playerIdOf(email);
    const second = browserOf(app);
    const guestId = visitorIdFromToken(second.visitorToken)!;
    const code = await openRoom(app, newVisitorToken(), { game: 'house-prices-game', hostName: 'Host' });
    expect((await joinRoom(second, '', code, 'Guest')).errors).toBeUndefined();
    const lockWaiters = async () =>
      (
        await app.database.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      )[0].n as number;

    // The guest's seat is held, so the log-in's move waits for it while the account joins from the other browser.
    const holder = new PgClient({ connectionString: app.database.url });
    await holder.connect();
    let joined: Awaited<ReturnType<typeof joinRoom>> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM party_player WHERE "playerId" = $1 FOR UPDATE`, [guestId]);
      const failed = await failedStatementsDuring(async () => {
        const loggingIn = logIn(second, email);
        await waitUntil(async () => (await lockWaiters()) >= 1);
        let joinDone = false;
        const joining = joinRoom(first, '', code, 'Account').finally(() => (joinDone = true));
        await waitUntil(async () => joinDone || (await lockWaiters()) >= 2);
        await holder.query('COMMIT');
        await loggingIn;
        joined = await joining;
      });
      expect(failed).toEqual([]);
    } finally {
      await holder.end();
    }
    // The account sits in the guest's seat, once, and its join answered with it.
    expect(joined!.errors).toBeUndefined();
    const seats = await app.database.dataSource.query(
      `SELECT p.name, p."playerId" FROM party_player p JOIN party_room r ON r.id = p."roomId"
       WHERE r.code = $1 AND r.status <> 'finished' ORDER BY p.seat`,
      [code],
    );
    expect(seats).toEqual([
      { name: 'Host', playerId: expect.any(String) },
      { name: 'Guest', playerId: playerId },
    ]);
  });

  it("keeps the guest's run of a game played once while the account starts it in another browser, with no failed statement", async () => {
    const first = browserOf(app);
    const email = await createAccount(first);
    const second = browserOf(app);
    // A game played once and entered by token: the account's start waits, its session inserted, while its token is
    // held.
    const slug = 'attach-once-by-token';
    const gameId = await createTestGame(app.database, {
      slug,
      roundCount: 3,
      poolSize: 3,
      variant: 'daily_challenge',
      entryByToken: true,
    });
    const [guestToken, token] = await issueEntryTokens(app.database.dataSource, gameId, 2);
    const guestRun = await playGame(second, '', { game: slug, price: FAR_OFF, entryToken: guestToken });
    const lockWaiters = async () =>
      (
        await app.database.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      )[0].n as number;

    const holder = new PgClient({ connectionString: app.database.url });
    await holder.connect();
    let answers: { errors?: unknown }[] = [];
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM game_entry_token WHERE "tokenHash" = $1 FOR UPDATE`, [entryTokenHash(token!)]);
      const failed = await failedStatementsDuring(async () => {
        const starting = first.graphql(`mutation($input: StartSessionInput!) { startSession(input: $input) { id } }`, {
          input: { gameSlug: slug, playerName: 'Ana', entryToken: token },
        });
        await waitUntil(async () => (await lockWaiters()) >= 1);
        let loggedIn = false;
        const loggingIn = second
          .graphql(
            `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { id } }`,
            {
              email,
              password: PASSWORD,
            },
          )
          .finally(() => (loggedIn = true));
        await waitUntil(async () => loggedIn || (await lockWaiters()) >= 2);
        await holder.query('COMMIT');
        answers = await Promise.all([starting, loggingIn]);
      });
      expect(failed).toEqual([]);
    } finally {
      await holder.end();
    }
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    // Both runs stay as they are: the guest's is still the guest's.
    const [{ playerId }] = await app.database.dataSource.query(`SELECT "playerId" FROM play_session WHERE id = $1`, [
      guestRun.id,
    ]);
    expect(playerId).toBe(visitorIdFromToken(second.visitorToken));
  });

  it('keeps both runs of a challenge played once, keeps the earliest showing of a price, and moves party seats where the account has none', async () => {
    const first = browserOf(app);
    const email = await createAccount(first);
    const playerId = await playerIdOf(email);
    const second = browserOf(app);
    const guestId = visitorIdFromToken(second.visitorToken)!;

    const daily = await first.graphql(`{ challenge(period: DAILY) { game { slug } } }`);
    const dailySlug = daily.data!.challenge.game.slug;
    const accountDaily = await playGame(first, '', { game: dailySlug, price: EXACT });
    const guestDaily = await playGame(second, '', { game: dailySlug, price: FAR_OFF });

    const [one, two] = await app.database.dataSource.query(`SELECT id FROM listing ORDER BY "sourceRef" LIMIT 2`);
    await app.database.dataSource.query(
      `INSERT INTO price_seen ("playerId", "listingId", "seenAt")
       VALUES ($1, $3, '2020-01-01'), ($2, $3, '2021-01-01'), ($1, $4, '2022-01-01')`,
      [guestId, playerId, one.id, two.id],
    );

    const hosted = await openRoom(second, '', { game: 'house-prices-game', hostName: 'Guest host' });
    const shared = await openRoom(first, '', { game: 'house-prices-game', hostName: 'Account host' });
    expect((await joinRoom(second, '', shared, 'Guest')).errors).toBeUndefined();

    await logIn(second, email);

    const sessions = await app.database.dataSource.query(
      `SELECT id, "playerId" FROM play_session WHERE id = ANY($1::uuid[]) ORDER BY "playerId" = $2`,
      [[accountDaily.id, guestDaily.id], playerId],
    );
    expect(sessions).toEqual([
      { id: guestDaily.id, playerId: guestId },
      { id: accountDaily.id, playerId: playerId },
    ]);
    const seen = await app.database.dataSource.query(
      `SELECT "playerId", "listingId", "seenAt" FROM price_seen WHERE "listingId" = ANY($1::uuid[]) ORDER BY "seenAt"`,
      [[one.id, two.id]],
    );
    expect(seen).toEqual([
      { playerId: playerId, listingId: one.id, seenAt: new Date('2020-01-01') },
      { playerId: playerId, listingId: two.id, seenAt: new Date('2022-01-01') },
    ]);

    // The room the guest hosted is the account's; in the room where the account sits, the guest's seat stays.
    const room = await viewRoom(second, '', hosted);
    expect(room.data!.partyRoom.players).toEqual([
      expect.objectContaining({ name: 'Guest host', isHost: true, isViewer: true }),
    ]);
    const seats = await app.database.dataSource.query(
      `SELECT p.name, p."playerId" FROM party_player p JOIN party_room r ON r.id = p."roomId"
       WHERE r.code = $1 AND r.status <> 'finished' ORDER BY p.seat`,
      [shared],
    );
    expect(seats).toEqual([
      { name: 'Account host', playerId: playerId },
      { name: 'Guest', playerId: guestId },
    ]);
  });

  it('goes back to a guest of its own on logging out', async () => {
    const first = browserOf(app);
    const email = await createAccount(first);
    const second = browserOf(app);
    const played = await playGame(second, '', { game: 'house-prices-game', price: FAR_OFF });
    await logIn(second, email);
    expect(await mySessionIds(second)).toContain(played.id);

    await second.graphql(`mutation { logOut }`);
    expect((await second.graphql(`{ me { id } }`)).data!.me).toBeNull();
    expect(await mySessionIds(second)).toEqual([]);
    expect(await mySessionIds(first)).toContain(played.id);
  });

  it("never moves another account's play: logging into a second account from the browser that made the first", async () => {
    const browser = browserOf(app);
    const firstEmail = await createAccount(browser);
    const played = await playGame(browser, '', { game: 'house-prices-game', price: FAR_OFF });
    const secondEmail = await createAccount(browserOf(app));

    await logIn(browser, secondEmail);
    expect(await mySessionIds(browser)).not.toContain(played.id);
    const [session] = await app.database.dataSource.query(`SELECT "playerId" FROM play_session WHERE id = $1`, [
      played.id,
    ]);
    expect(session.playerId).toBe(await playerIdOf(firstEmail));

    // An account made in that browser plays as a player of its own, too.
    const thirdEmail = await createAccount(browser);
    expect(await playerIdOf(thirdEmail)).not.toBe(visitorIdFromToken(browser.visitorToken));
    expect(await playerIdOf(thirdEmail)).not.toBe(await playerIdOf(secondEmail));
    expect(await mySessionIds(browser)).toEqual([]);
  });
});

async function completedAt(sessionId: string): Promise<Date | null> {
  const [row] = await app.database.dataSource.query(`SELECT "completedAt" FROM play_session WHERE id = $1`, [
    sessionId,
  ]);
  return row?.completedAt ?? null;
}
