import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeRankScore } from '@ballpark/common/leaderboard-rank-score';
import { guessEveryRound, playGame, startSession } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { boardKey } from '../leaderboard/rank-store';
import { visitorIdFromToken } from '../../policies/visitor-token';

/**
 * GAME-RULES "Ranked or practice": a session is ranked only if its player had seen none of its homes' prices before;
 * practice sessions score as usual, say so everywhere and never reach a board (PostgreSQL or Redis).
 */
const WHOLE_POOL = 'whole-pool-three'; // pool == round count: a replay plays the same homes
const BIG_POOL = 'big-pool-three'; // 9 homes, 3 a session: three runs before a home comes back
const GUESSES = 'guesses-first-three';
const RACE = 'two-at-once-three';

// 90% over the price scores 20 points a home: the 60/300.
const FAR_OFF = (actual: number) => Math.round(actual * 1.9);
const EXACT = (actual: number) => actual;

let harness: TestApp;
const gameIds: Record<string, string> = {};
// The share page's head is rendered into the client's index.html.
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, 'index.html'), '<html><head><!--ssr-head--></head><body></body></html>');
  harness = await startTestApp({ redis: true, env: { CLIENT_DIST: clientDist } });
  for (const [slug, poolSize] of [
    [WHOLE_POOL, 3],
    [BIG_POOL, 9],
    [GUESSES, 3],
    [RACE, 3],
  ] as const)
    gameIds[slug] = await createTestGame(harness.database, { slug, roundCount: 3, poolSize });
});
afterAll(async () => {
  await harness?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const BOARD = `query($slug: String!) { leaderboard(gameSlug: $slug) { totalPlayers rows { playerName totalPoints } } }`;
const NEXT_RANKED = `query($slug: String!) { game(slug: $slug) { nextSessionRanked } }`;

async function boardRows(slug: string) {
  const response = await harness.graphql(BOARD, { slug });
  expect(response.errors).toBeUndefined();
  return response.data!.leaderboard.rows as { playerName: string; totalPoints: number }[];
}

async function entriesOf(sessionId: string): Promise<number> {
  const [{ count }] = await harness.database.dataSource.query(
    `SELECT count(*)::int FROM leaderboard_entry WHERE "sessionId" = $1`,
    [sessionId],
  );
  return count;
}

async function nextSessionRanked(slug: string, token: string): Promise<boolean> {
  return (await harness.graphql(NEXT_RANKED, { slug }, token)).data!.game.nextSessionRanked;
}

describe('ranked or practice', () => {
  it('keeps the replay of the issue (60/300, play again, type the prices just seen: 300/300) off the board', async () => {
    const token = newVisitorToken();
    expect(await nextSessionRanked(WHOLE_POOL, token)).toBe(true);
    const first = await playGame(harness, token, { game: WHOLE_POOL, playerName: 'Replayer', price: FAR_OFF });
    expect(first).toMatchObject({ ranked: true, totalPoints: 60, isComplete: true });

    expect(await nextSessionRanked(WHOLE_POOL, token)).toBe(false);
    const replay = await playGame(harness, token, { game: WHOLE_POOL, playerName: 'Replayer', price: EXACT });
    expect(replay).toMatchObject({ ranked: false, totalPoints: 300, isComplete: true });
    expect(replay.homeIds).toEqual(first.homeIds);

    expect(await boardRows(WHOLE_POOL)).toEqual([{ playerName: 'Replayer', totalPoints: 60 }]);
    expect(await entriesOf(replay.id)).toBe(0);
    const [entry] = await harness.database.dataSource.query(
      `SELECT "totalPoints", "completedAt" FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = 'all'`,
      [gameIds[WHOLE_POOL]],
    );
    const redisScore = await harness.redis!.client.zscore(
      boardKey(gameIds[WHOLE_POOL], 'all'),
      visitorIdFromToken(token)!,
    );
    expect(Number(redisScore)).toBe(encodeRankScore(60, entry.completedAt));

    // Labelled practice in every view: the session, "your games", the shareable result, its page and its card.
    const views = await harness.graphql(
      `query($id: ID!) {
        session(id: $id) { ranked rank }
        mySessions(limit: 5) { id ranked rank }
        shareableResult(sessionId: $id) { ranked rank percentile shareText }
      }`,
      { id: replay.id },
      token,
    );
    expect(views.data!.session).toEqual({ ranked: false, rank: null });
    expect(views.data!.mySessions).toEqual([
      { id: replay.id, ranked: false, rank: null },
      { id: first.id, ranked: true, rank: 1 },
    ]);
    expect(views.data!.shareableResult).toMatchObject({ ranked: false, rank: null, percentile: null });
    expect(views.data!.shareableResult.shareText).toContain('300/300 · expert · practice (not ranked)');
    const page = await (await fetch(`${harness.baseUrl}/game/${WHOLE_POOL}/results_to_share/${replay.id}`)).text();
    expect(page).toContain(`<title>Replayer scored 300/300 on ${WHOLE_POOL} (practice)</title>`);
  });

  it('draws a replay from a larger pool from homes not seen yet, and ranks it', async () => {
    const token = newVisitorToken();
    const runs = [];
    for (const price of [FAR_OFF, EXACT, FAR_OFF]) {
      expect(await nextSessionRanked(BIG_POOL, token)).toBe(true);
      runs.push(await playGame(harness, token, { game: BIG_POOL, playerName: 'Explorer', price }));
    }
    expect(runs.map((run) => [run.ranked, run.totalPoints])).toEqual([
      [true, 60],
      [true, 300],
      [true, 60],
    ]);
    expect(new Set(runs.flatMap((run) => run.homeIds)).size).toBe(9);
    expect(await boardRows(BIG_POOL)).toEqual([{ playerName: 'Explorer', totalPoints: 300 }]);

    // The pool is spent: the next run replays seen homes, as practice.
    expect(await nextSessionRanked(BIG_POOL, token)).toBe(false);
    const fourth = await startSession(harness, token, { game: BIG_POOL });
    expect(fourth.ranked).toBe(false);
  });

  // Everyone's guesses show a home's price only to a player who has guessed it, and that guess already recorded the
  // price as seen: the page can reveal nothing that would leave a later session ranked.
  it("makes a session practice when it holds a home whose price its player saw, on results or everyone's guesses", async () => {
    const token = newVisitorToken();
    const first = await startSession(harness, token, { game: GUESSES, playerName: 'Peeker' });
    const home = first.homeIds[0]!;
    await harness.graphql(
      `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { result { points } } }`,
      { input: { sessionId: first.id, gameHomeId: home, amount: 250_000 } },
      token,
    );
    const guesses = await harness.graphql(
      `query($id: ID!) { homeGuesses(gameHomeId: $id) { actualPrice totalCount } }`,
      { id: home },
      token,
    );
    expect(guesses.data!.homeGuesses.actualPrice).toBeGreaterThan(0);

    const next = await startSession(harness, token, { game: GUESSES, playerName: 'Peeker' });
    expect(next.homeIds).toContain(home);
    expect(next.ranked).toBe(false);
  });

  it('turns a session started ranked to practice when its prices were seen through another session first', async () => {
    const token = newVisitorToken();
    const waiting = await startSession(harness, token, { game: RACE, playerName: 'Twin' });
    const other = await startSession(harness, token, { game: RACE, playerName: 'Twin' });
    expect([waiting.ranked, other.ranked]).toEqual([true, true]);

    const seenFirst = await guessEveryRound(harness, token, other, FAR_OFF);
    expect(seenFirst).toMatchObject({ ranked: true, totalPoints: 60 });
    const shortcut = await guessEveryRound(harness, token, waiting, EXACT);
    expect(shortcut).toMatchObject({ ranked: false, totalPoints: 300 });
    expect(await entriesOf(shortcut.id)).toBe(0);
    expect(await boardRows(RACE)).toEqual([{ playerName: 'Twin', totalPoints: 60 }]);
  });

  it("refuses a guess for a pool home that is not one of the session's own", async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: BIG_POOL });
    const pool = await harness.graphql(`query($slug: String!) { game(slug: $slug) { poolSize homes { id } } }`, {
      slug: BIG_POOL,
    });
    expect(pool.data!.game.poolSize).toBe(9);
    const outside = pool.data!.game.homes.find((home: { id: string }) => !session.homeIds.includes(home.id));
    const response = await harness.graphql(
      `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { result { points } } }`,
      { input: { sessionId: session.id, gameHomeId: outside.id, amount: 250_000 } },
      token,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
