import { challengeWindow } from '@ballpark/common/challenge';
import { DEFAULT_BRAND_NAME } from '@ballpark/common/defaults';
import { guessEveryRound, playGame, startSession } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import type { BrandEntity } from '../brand/brand.entity';
import { GameService } from '../game/game.service';
import { visitorIdFromToken } from '../../policies/visitor-token';
import { ChallengeService } from './challenge.service';

/** A brand of the test's own, with a few homes of its own: its challenges are made from those only. */
const BRAND = 'challengetest';
const BRAND_HOST = `${BRAND}.localhost`;
const CHALLENGE = `query Challenge($period: ChallengePeriod!) {
  challenge(period: $period) {
    period periodKey startsAt endsAt nextStartsAt streak
    game { id slug title variant roundCount isOpen isClosed leaderboardEnabled }
    mySession { id isComplete totalPoints }
  }
}`;

let harness: TestApp;
let brand: BrandEntity;
let defaultBrand: BrandEntity;

beforeAll(async () => {
  harness = await startTestApp();
  // Before any request: brands and games are cached.
  await harness.database.dataSource.query(
    `INSERT INTO brand (name, "displayName", "brandColors")
     VALUES ($1, 'Challenge Homes', '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
    [BRAND],
  );
  await createTestGame(harness.database, {
    slug: 'challenge-pool',
    roundCount: 3,
    poolSize: 12,
    brand: BRAND,
    unusedListings: true,
  });
  brand = await harness.app.services.brands.forHost(BRAND_HOST);
  defaultBrand = await harness.app.services.brands.forHost('localhost');
  expect([brand.name, defaultBrand.name]).toEqual([BRAND, DEFAULT_BRAND_NAME]);
});
afterAll(() => harness?.close());

/** Another instance's service: its own game cache, the same database. */
function anotherInstance(now?: Date): ChallengeService {
  const dataSource = harness.database.dataSource;
  return new ChallengeService(
    dataSource,
    new GameService(dataSource, harness.app.services.pubSub),
    harness.app.services.sessions,
    now && (() => now),
  );
}

const sql = (text: string, params: unknown[] = []) => harness.database.dataSource.query(text, params);

async function homesOf(gameId: string): Promise<{ sourceRef: string; position: number }[]> {
  return sql(
    `SELECT l."sourceRef", gl.position FROM game_home gl JOIN listing l ON l.id = gl."listingId"
     WHERE gl."gameId" = $1 ORDER BY gl.position`,
    [gameId],
  );
}

describe('the challenge game of a period', () => {
  const day = new Date('2026-03-02T15:00:00Z');

  it('is made once, the same game for every call and every instance, even asked at once', async () => {
    const games = await Promise.all(
      [anotherInstance(), anotherInstance(), harness.app.services.challenges].flatMap((service) => [
        service.current({ brand }, 'daily', day),
        service.current({ brand }, 'daily', new Date('2026-03-02T23:59:59Z')),
      ]),
    );
    expect(new Set(games.map(({ game }) => game.id)).size).toBe(1);
    const [{ game, window }] = games;
    expect(window).toEqual(challengeWindow('daily', day));
    expect(game).toMatchObject({
      slug: 'daily-2026-03-02',
      title: 'Daily challenge, 2 March 2026',
      variant: 'daily_challenge',
      roundCount: 5,
      leaderboardEnabled: true,
      startsAt: new Date('2026-03-02T00:00:00Z'),
      endsAt: new Date('2026-03-03T00:00:00Z'),
    });
    expect((await homesOf(game.id)).map((home) => home.position)).toEqual([1, 2, 3, 4, 5]);
    expect(await sql(`SELECT count(*)::int AS count FROM game WHERE slug = 'daily-2026-03-02'`)).toEqual([
      { count: 1 },
    ]);
  });

  it("picks the brand's own homes deterministically: made again from scratch, the same homes in the same order", async () => {
    const { game } = await anotherInstance().current({ brand }, 'weekly', day);
    expect(game).toMatchObject({ slug: 'weekly-2026-W10', roundCount: 10, variant: 'weekly_challenge' });
    const homes = await homesOf(game.id);
    const brandHomes: { sourceRef: string }[] = await sql(
      `SELECT l."sourceRef" FROM game_home gl JOIN game g ON g.id = gl."gameId" JOIN listing l ON l.id = gl."listingId"
       WHERE g.slug = 'challenge-pool'`,
    );
    for (const home of homes) expect(brandHomes.map((row) => row.sourceRef)).toContain(home.sourceRef);

    await sql(`DELETE FROM game WHERE id = $1`, [game.id]);
    const remade = await anotherInstance().current({ brand }, 'weekly', day);
    expect(remade.game.id).not.toBe(game.id);
    expect(await homesOf(remade.game.id)).toEqual(homes);
    // Another week, other homes.
    const nextWeek = await anotherInstance().current({ brand }, 'weekly', new Date('2026-03-09T00:00:00Z'));
    expect(await homesOf(nextWeek.game.id)).not.toEqual(homes);
  });

  it('differs from brand to brand', async () => {
    // The service's clock says when now is.
    const own = await anotherInstance(day).current({ brand }, 'daily');
    const other = await anotherInstance(day).current({ brand: defaultBrand }, 'daily');
    expect(other.game.slug).toBe(own.game.slug);
    expect(other.game.id).not.toBe(own.game.id);
    expect(other.game.brandId).toBe(defaultBrand.id);
    const ownHomes = (await homesOf(own.game.id)).map((home) => home.sourceRef);
    expect((await homesOf(other.game.id)).map((home) => home.sourceRef)).not.toEqual(ownHomes);
  });

  it('is served for today, open, counting down to tomorrow, and kept out of the lists of games', async () => {
    const response = await harness.onHost(BRAND_HOST).graphql(CHALLENGE, { period: 'DAILY' }, newVisitorToken());
    expect(response.errors).toBeUndefined();
    const today = challengeWindow('daily', new Date());
    expect(response.data!.challenge).toEqual({
      period: 'DAILY',
      periodKey: today.key,
      startsAt: today.startsAt.toISOString(),
      endsAt: today.endsAt.toISOString(),
      nextStartsAt: today.endsAt.toISOString(),
      streak: 0,
      game: {
        id: expect.any(String),
        slug: today.slug,
        title: expect.stringMatching(/^Daily challenge, /),
        variant: 'DAILY_CHALLENGE',
        roundCount: 5,
        isOpen: true,
        isClosed: false,
        leaderboardEnabled: true,
      },
      mySession: null,
    });
    const listed = await harness.onHost(BRAND_HOST).graphql(`{ games(first: 50) { nodes { slug } } }`);
    expect(listed.data!.games.nodes).toEqual([{ slug: 'challenge-pool' }]);
    const challenges = await harness
      .onHost(BRAND_HOST)
      .graphql(`{ games(first: 50, variant: DAILY_CHALLENGE) { nodes { slug } } }`);
    expect(challenges.data!.games.nodes).toContainEqual({ slug: today.slug });
  });
});

describe('one scored attempt per visitor', () => {
  const host = () => harness.onHost(BRAND_HOST);
  const START = `mutation($slug: String!) { startSession(input: { gameSlug: $slug, playerName: "Again" }) { id } }`;
  const todaysSlug = () => challengeWindow('daily', new Date()).slug;

  it("refuses a second start, naming the first session; the challenge shows it as the visitor's", async () => {
    const visitor = newVisitorToken();
    const first = await startSession(host(), visitor, { game: todaysSlug() });
    const again = await host().graphql(START, { slug: todaysSlug() }, visitor);
    expect(again.errors).toEqual([
      expect.objectContaining({
        message: "You have played today's challenge: see your result.",
        extensions: { code: 'CONFLICT', sessionId: first.id },
      }),
    ]);
    const challenge = await host().graphql(CHALLENGE, { period: 'DAILY' }, visitor);
    expect(challenge.data!.challenge.mySession).toEqual({ id: first.id, isComplete: false, totalPoints: 0 });
  });

  it('lets exactly one of several concurrent starts through', async () => {
    const visitor = newVisitorToken();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => host().graphql(START, { slug: todaysSlug() }, visitor)),
    );
    const started = answers.filter((answer) => answer.data?.startSession);
    expect(started).toHaveLength(1);
    const sessionId = started[0]!.data!.startSession.id;
    for (const refused of answers.filter((answer) => answer.errors))
      expect(refused.errors![0]!.extensions).toEqual({ code: 'CONFLICT', sessionId });
    const [{ count }] = await sql(
      `SELECT count(*)::int AS count FROM play_session s JOIN game g ON g.id = s."gameId"
       WHERE g.slug = $1 AND s."playerId" = $2`,
      [todaysSlug(), visitorIdFromToken(visitor)],
    );
    expect(count).toBe(1);
  });

  it('leaves replays of other games alone', async () => {
    const visitor = newVisitorToken();
    const first = await startSession(host(), visitor, { game: 'challenge-pool' });
    const replay = await startSession(host(), visitor, { game: 'challenge-pool' });
    expect(replay.id).not.toBe(first.id);
  });
});

describe('the daily streak', () => {
  /** A finished session of the brand's challenge of that period, as play would have left it on that day. */
  async function finishedOn(visitor: string, period: 'daily' | 'weekly', iso: string) {
    const { game } = await harness.app.services.challenges.current({ brand }, period, new Date(iso));
    await sql(
      `INSERT INTO play_session ("gameId", "playerId", "playerName", "roundCount", "scoringMode", "oneAttempt",
         "guessCount", "completedAt", "startedAt")
       VALUES ($1, $2, 'Streaker', $3, 'bands', true, $3, $4, $4)`,
      [game.id, visitorIdFromToken(visitor), game.roundCount, iso],
    );
  }
  /** The streak as the visitor of this token asks for it on the brand's site. */
  const streakOn = (visitor: string, iso: string) => {
    const visitorId = visitorIdFromToken(visitor);
    const principal = { visitorId, account: null, playerId: visitorId };
    return harness.app.services.challenges.streak({ principal, brand }, new Date(iso));
  };

  it('counts consecutive days finished, up to today or yesterday, and breaks after a day missed', async () => {
    const visitor = newVisitorToken();
    expect(await streakOn(visitor, '2026-04-03T12:00:00Z')).toBe(0);
    await finishedOn(visitor, 'daily', '2026-04-01T09:00:00Z');
    await finishedOn(visitor, 'daily', '2026-04-02T23:30:00Z');
    await finishedOn(visitor, 'daily', '2026-04-03T00:10:00Z');
    // A weekly challenge is no day of the streak.
    await finishedOn(visitor, 'weekly', '2026-03-31T10:00:00Z');
    expect(await streakOn(visitor, '2026-04-03T12:00:00Z')).toBe(3);
    // Today's not played yet: the streak still stands.
    expect(await streakOn(visitor, '2026-04-04T23:59:59Z')).toBe(3);
    // A whole day missed: it is gone.
    expect(await streakOn(visitor, '2026-04-05T00:00:00Z')).toBe(0);
    // Looking back from the second day, the run so far.
    expect(await streakOn(visitor, '2026-04-02T12:00:00Z')).toBe(2);
  });

  it('starts again after a gap, and counts only finished runs of this brand', async () => {
    const visitor = newVisitorToken();
    await finishedOn(visitor, 'daily', '2026-05-01T09:00:00Z');
    await finishedOn(visitor, 'daily', '2026-05-03T09:00:00Z');
    expect(await streakOn(visitor, '2026-05-03T20:00:00Z')).toBe(1);
    const elsewhere = await harness.app.services.challenges.current(
      { brand: defaultBrand },
      'daily',
      new Date('2026-05-02T09:00:00Z'),
    );
    await sql(
      `INSERT INTO play_session ("gameId", "playerId", "playerName", "roundCount", "scoringMode", "guessCount", "completedAt")
       VALUES ($1, $2, 'Elsewhere', 5, 'bands', 5, '2026-05-02T09:00:00Z')`,
      [elsewhere.game.id, visitorIdFromToken(visitor)],
    );
    expect(await streakOn(visitor, '2026-05-03T20:00:00Z')).toBe(1);
  });

  it("is 1 once a visitor finishes today's challenge, with their result as their session", async () => {
    const visitor = newVisitorToken();
    const slug = challengeWindow('daily', new Date()).slug;
    const played = await playGame(harness.onHost(BRAND_HOST), visitor, { game: slug, price: 400_000 });
    expect(played.isComplete).toBe(true);
    const response = await harness.onHost(BRAND_HOST).graphql(CHALLENGE, { period: 'DAILY' }, visitor);
    expect(response.data!.challenge).toMatchObject({
      streak: 1,
      mySession: { id: played.id, isComplete: true, totalPoints: played.totalPoints },
    });
    const share = await harness
      .onHost(BRAND_HOST)
      .graphql(`query($id: ID!) { shareableResult(sessionId: $id) { shareText } }`, { id: played.id });
    const lines = share.data!.shareableResult.shareText.split('\n');
    // The headline names the site it was played on (this test's brand), not Ballpark.
    expect(lines[0]).toBe(`Challenge Homes: ${response.data!.challenge.game.title}`);
    expect(lines[0]).toMatch(/^Challenge Homes: Daily challenge, \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(lines.at(-1)).toMatch(/^Play today's challenge: https?:\/\/\S+\/daily-challenge$/);
  });
});

describe('closing at the end of its period', () => {
  it('starts no session of a past challenge', async () => {
    const { game } = await harness.app.services.challenges.current(
      { brand },
      'daily',
      new Date('2026-01-05T12:00:00Z'),
    );
    const refused = await harness.onHost(BRAND_HOST).graphql(
      `mutation($slug: String!) { startSession(input: { gameSlug: $slug, playerName: "Late" }) { id } }`,
      {
        slug: game.slug,
      },
      newVisitorToken(),
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This game has closed: only its results can be seen.',
      extensions: { code: 'FORBIDDEN', reason: 'GAME_CLOSED' },
    });
  });

  it('takes no guess once its period has ended, even in a session started before', async () => {
    const visitor = newVisitorToken();
    const { game } = await harness.app.services.challenges.current({ brand }, 'weekly');
    const session = await startSession(harness.onHost(BRAND_HOST), visitor, { game: game.slug });
    // The week ends (as if now were past it): a fresh instance reads the game as the database has it.
    await sql(`UPDATE game SET "endsAt" = now() - interval '1 second' WHERE id = $1`, [game.id]);
    const later = await startTestApp({ database: harness.database });
    try {
      await expect(guessEveryRound(later.onHost(BRAND_HOST), visitor, session, 400_000)).rejects.toThrow(
        /This game has closed: it takes no more guesses/,
      );
    } finally {
      await later.close();
    }
  });
});
