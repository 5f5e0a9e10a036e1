import { playGame } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

// A pool of 15 homes, 3 a session: every replay below draws homes its player has not seen, so every run is ranked.
const GAME = 'board-pool-three';
const BOARD = `query Board($slug: String!, $period: LeaderboardPeriod, $limit: Int, $offset: Int) {
  leaderboard(gameSlug: $slug, period: $period, limit: $limit, offset: $offset) {
    totalPlayers rows { rank playerName totalPoints guessCount isViewer } viewerRow { rank playerName totalPoints }
  }
}`;

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
  await createTestGame(harness.database, { slug: GAME, roundCount: 3, poolSize: 15 });
});
afterAll(() => harness?.close());

/** Plays the whole game, guessing `factor` times each actual price; returns the session's total. */
async function play(token: string, playerName: string, factor: number, game = GAME): Promise<number> {
  const played = await playGame(harness, token, { game, playerName, price: (actual) => Math.round(actual * factor) });
  return played.totalPoints;
}

describe('leaderboards', () => {
  const alice = newVisitorToken();
  const bob = newVisitorToken();
  const carol = newVisitorToken();

  beforeAll(async () => {
    await play(alice, 'Alice', 1.3); // 3 x 50
    await play(bob, 'Bob', 1); // 3 x 100
    await play(carol, 'Carol', 1.3); // ties Alice, completed later
    await play(alice, 'Alice', 1.12); // 3 x 80: Alice's best now
    await play(alice, 'Alice', 2.5); // worse: must not replace her best
  });

  it("ranks each player's best completed session, ties to the earlier completion", async () => {
    const response = await harness.graphql(BOARD, { slug: GAME }, carol);
    const board = response.data!.leaderboard;
    expect(board.totalPlayers).toBe(3);
    expect(board.rows.map((row: any) => [row.rank, row.playerName, row.totalPoints])).toEqual([
      [1, 'Bob', 300],
      [2, 'Alice', 240],
      [3, 'Carol', 150],
    ]);
    expect(board.rows.find((row: any) => row.isViewer).playerName).toBe('Carol');
  });

  it('breaks a tie by completion time', async () => {
    const dave = newVisitorToken();
    await play(dave, 'Dave', 1.3);
    const rows = (await harness.graphql(BOARD, { slug: GAME }, dave)).data!.leaderboard.rows;
    const carolRow = rows.find((row: any) => row.playerName === 'Carol');
    const daveRow = rows.find((row: any) => row.playerName === 'Dave');
    expect(carolRow.totalPoints).toBe(daveRow.totalPoints);
    expect(carolRow.rank).toBeLessThan(daveRow.rank);
  });

  it('gives the viewer their own rank even outside the rows returned', async () => {
    const response = await harness.graphql(BOARD, { slug: GAME, limit: 1 }, carol);
    const board = response.data!.leaderboard;
    expect(board.rows).toHaveLength(1);
    expect(board.viewerRow).toEqual({ rank: 3, playerName: 'Carol', totalPoints: 150 });
  });

  it('pages with offset and has the same board for every period today', async () => {
    const page = (await harness.graphql(BOARD, { slug: GAME, limit: 2, offset: 1 })).data!.leaderboard.rows;
    expect(page.map((row: any) => row.rank)).toEqual([2, 3]);
    for (const period of ['DAILY', 'WEEKLY', 'MONTHLY', 'ALL_TIME']) {
      const board = (await harness.graphql(BOARD, { slug: GAME, period })).data!.leaderboard;
      expect(board.rows[0].playerName).toBe('Bob');
    }
  });

  it.each([0, 101, -1])('refuses limit %p with a clear error', async (limit) => {
    const response = await harness.graphql(BOARD, { slug: GAME, limit });
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.errors?.[0]?.message).toContain('1-100');
  });

  it('accepts the maximum of 100 rows', async () => {
    const response = await harness.graphql(BOARD, { slug: GAME, limit: 100 });
    expect(response.errors).toBeUndefined();
  });

  it('gives the result rank among the game players on the session', async () => {
    const sessions = await harness.graphql(
      `{ mySessions(limit: 5) { rank playerCount totalPoints isComplete } }`,
      {},
      alice,
    );
    const best = sessions.data!.mySessions.find((session: any) => session.totalPoints === 240);
    expect(best).toMatchObject({ rank: 2, isComplete: true });
    expect(best.playerCount).toBeGreaterThanOrEqual(3);
  });

  it("gives only the player's best run a rank, the one the board shows, in the same words everywhere", async () => {
    const sessions = (await harness.graphql(`{ mySessions(limit: 5) { id rank standing totalPoints } }`, {}, alice))
      .data!.mySessions;
    const board = (await harness.graphql(BOARD, { slug: GAME }, alice)).data!.leaderboard;
    const aliceOnBoard = board.rows.find((row: any) => row.playerName === 'Alice');
    const best = sessions.find((session: any) => session.totalPoints === aliceOnBoard.totalPoints);
    expect(best).toMatchObject({ rank: aliceOnBoard.rank, standing: `#${aliceOnBoard.rank} of ${board.totalPlayers}` });
    // Her first run (150) would place above Carol's equal, later 150 by its own score: the board shows neither.
    for (const older of sessions.filter((session: any) => session.id !== best.id)) {
      expect(older).toMatchObject({ rank: null, standing: "Not on the board: only each player's best run counts" });
      const shared = await harness.graphql(
        `query($id: ID!) { shareableResult(sessionId: $id) { rank standing shareText } }`,
        { id: older.id },
      );
      expect(shared.data!.shareableResult).toMatchObject({ rank: null, standing: older.standing });
      expect(shared.data!.shareableResult.shareText).not.toMatch(/#\d/);
    }
    const bestShared = await harness.graphql(
      `query($id: ID!) { shareableResult(sessionId: $id) { rank standing shareText } }`,
      { id: best.id },
    );
    expect(bestShared.data!.shareableResult).toMatchObject({ rank: best.rank, standing: best.standing });
    expect(bestShared.data!.shareableResult.shareText).toContain(`· ${best.standing}\n`);
  });

  it('keeps no board for a game with its leaderboard switched off', async () => {
    const game = 'us-coast-to-coast';
    await harness.database.dataSource.query(`UPDATE game SET "leaderboardEnabled" = false WHERE slug = $1`, [game]);
    const token = newVisitorToken();
    await play(token, 'Quiet', 1, game);
    const [{ entries }] = await harness.database.dataSource.query(
      `SELECT count(*)::int AS entries FROM leaderboard_entry e JOIN game g ON g.id = e."gameId" WHERE g.slug = $1`,
      [game],
    );
    expect(entries).toBe(0);
    const board = await harness.graphql(BOARD, { slug: game }, token);
    expect(board.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sessions = await harness.graphql(`{ mySessions(limit: 1) { rank isComplete } }`, {}, token);
    expect(sessions.data!.mySessions[0]).toEqual({ rank: null, isComplete: true });
  });
});
