import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildCityQuizGames } from './city-quiz-games';
import { buildDemoCatalogue } from './demo-catalogue';
import { DEMO_GAME_SPECS } from './demo-games';
import { generateSpanishHomes } from './illustrative-spanish-homes';
import { WHITE_LABEL_BRANDS } from './brands';
import { seedDemoData } from './seed-demo-data';
import { VARIANT_GAME_SPECS } from './variant-games';

/** The seed as `npm start` runs it on an empty database, and what the API then shows of its homes. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const query = (sql: string, params: unknown[] = []) => app.database.dataSource.query(sql, params);

describe('seedDemoData', () => {
  it('writes the catalogue and puts every home of each pool in its game, visible', async () => {
    const [{ count }] = await query(`SELECT count(*)::int AS count FROM listing`);
    expect(count).toBe(buildDemoCatalogue().length + generateSpanishHomes().length);
    const games = await query(
      `SELECT g.slug, g."roundCount", g."scoringMode", count(gl.id)::int AS pool, bool_and(gl.visible) AS visible
       FROM game g JOIN game_home gl ON gl."gameId" = g.id JOIN brand b ON b.id = g."brandId" WHERE b."isDefault"
       GROUP BY g.id ORDER BY g."createdAt" DESC`,
    );
    expect(games).toEqual([
      ...DEMO_GAME_SPECS.map((spec) => ({
        slug: spec.slug,
        roundCount: spec.roundCount,
        scoringMode: spec.scoringMode,
        pool: spec.pool.illustrative + spec.pool.real,
        visible: true,
      })),
      ...buildCityQuizGames(buildDemoCatalogue()).map((game) => ({
        slug: game.slug,
        roundCount: game.roundCount,
        scoringMode: game.scoringMode,
        pool: game.homes.length,
        visible: true,
      })),
      ...VARIANT_GAME_SPECS.map((spec) => ({
        slug: spec.slug,
        roundCount: spec.roundCount,
        scoringMode: spec.scoringMode,
        pool: spec.poolSize,
        visible: true,
      })),
    ]);
  });

  it('seeds a game of every variant (branded ones on the brands), a one-off open for now, one closed and a game entered by token', async () => {
    const variants = await query(
      `SELECT variant, bool_or("endsAt" > now()) AS "closesLater", bool_or("endsAt" <= now()) AS "closed",
         bool_or("entryByToken") AS "byToken"
       FROM game GROUP BY variant ORDER BY variant`,
    );
    expect(variants).toEqual([
      { variant: 'branded', closesLater: null, closed: null, byToken: false },
      { variant: 'community', closesLater: null, closed: null, byToken: false },
      { variant: 'klavo', closesLater: null, closed: null, byToken: false },
      { variant: 'one_off', closesLater: true, closed: true, byToken: false },
      { variant: 'public', closesLater: null, closed: null, byToken: true },
      { variant: 'roundup', closesLater: null, closed: null, byToken: false },
      { variant: 'ultima', closesLater: null, closed: null, byToken: false },
    ]);
    const [{ commented }] = await query(
      `SELECT count(gl.commentary)::int AS commented FROM game_home gl JOIN game g ON g.id = gl."gameId"
       WHERE g.slug = 'arizona-house-price-guess'`,
    );
    expect(commented).toBe(VARIANT_GAME_SPECS.find((spec) => spec.slug === 'arizona-house-price-guess')!.poolSize);
  });

  it("gives the closed one-off final standings: its players' finished runs, before it closed, totals as guessed", async () => {
    const spec = VARIANT_GAME_SPECS.find((candidate) => candidate.slug === 'newsletter-last-issue')!;
    const response = await app.graphql<{
      game: { isClosed: boolean; playerCount: number };
      leaderboard: { rows: { playerName: string; totalPoints: number; guessCount: number }[] };
    }>(
      `{ game(slug: "newsletter-last-issue") { isClosed playerCount }
         leaderboard(gameSlug: "newsletter-last-issue", period: ALL_TIME) { rows { playerName totalPoints guessCount } } }`,
    );
    expect(response.data!.game).toEqual({ isClosed: true, playerCount: spec.finishedPlayers!.length });
    const rows = response.data!.leaderboard.rows;
    expect(rows.map((row) => row.playerName).sort()).toEqual(spec.finishedPlayers!.map((player) => player.name).sort());
    expect(rows.every((row) => row.guessCount === spec.roundCount)).toBe(true);
    const sessions = await query(
      `SELECT s."totalPoints" AS total, sum(gu.points)::int AS guessed, bool_and(s."completedAt" < g."endsAt") AS "beforeClose",
         bool_and(s.ranked) AS ranked
       FROM play_session s JOIN game g ON g.id = s."gameId" JOIN guess gu ON gu."sessionId" = s.id
       WHERE g.slug = 'newsletter-last-issue' GROUP BY s.id`,
    );
    expect(sessions).toHaveLength(spec.finishedPlayers!.length);
    for (const session of sessions)
      expect(session).toEqual({ total: session.guessed, guessed: session.guessed, beforeClose: true, ranked: true });
    expect(new Set(sessions.map((session: { total: number }) => session.total)).size).toBe(sessions.length);
  });

  it('stores the record facts and the labels, and leaves the texts of the records to be composed as they are read', async () => {
    const [real] = await query(
      `SELECT floors, waterfront, "viewRating", condition, grade, illustrative, title, "addressLine", description, source
       FROM listing WHERE "sourceRef" LIKE 'kc:%' AND waterfront LIMIT 1`,
    );
    expect(real).toMatchObject({
      waterfront: true,
      illustrative: false,
      title: null,
      addressLine: null,
      description: null,
      source: null,
    });
    expect(real.floors).toBeGreaterThanOrEqual(1);
    expect(real.grade).toBeGreaterThanOrEqual(1);
    const [{ unlabelled }] = await query(
      `SELECT count(*)::int AS unlabelled FROM listing WHERE "sourceRef" LIKE 'demo:%' AND NOT illustrative`,
    );
    expect(unlabelled).toBe(0);
  });

  it('adds nothing when run again', async () => {
    const before = await query(
      `SELECT (SELECT count(*) FROM game_home) AS homes, (SELECT count(*) FROM brand) AS brands`,
    );
    await expect(seedDemoData(app.database.dataSource)).resolves.toMatchObject({ games: 0 });
    const after = await query(
      `SELECT (SELECT count(*) FROM game_home) AS homes, (SELECT count(*) FROM brand) AS brands`,
    );
    expect(after).toEqual(before);
    expect(Number(after[0].brands)).toBe(WHITE_LABEL_BRANDS.length + 1);
  });

  it("rewrites an illustrative Spanish home's words from the code when run again (a database seeded in English)", async () => {
    const [home] = generateSpanishHomes();
    await query(
      `UPDATE listing SET title = '2 bed flat', description = 'A flat.', tenure = 'freehold' WHERE "sourceRef" = $1`,
      [home!.sourceRef],
    );
    await seedDemoData(app.database.dataSource);
    const [row] = await query(`SELECT title, description, tenure FROM listing WHERE "sourceRef" = $1`, [
      home!.sourceRef,
    ]);
    expect(row).toEqual({ title: home!.title, description: home!.description, tenure: null });
  });

  it("shows each home's source with it, and no price", async () => {
    const response = await app.graphql<{ game: { homes: { home: Record<string, unknown> }[] } }>(
      `{ game(slug: "house-prices-game") { homes { home { illustrative sourceNote waterfront viewRating condition floors } } } }`,
    );
    const homes = response.data!.game.homes.map((gameHome) => gameHome.home);
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) {
      // As Intl writes dates in British English: "29 Sept 2014", "13 Oct 2014".
      expect(home.sourceNote).toMatch(
        home.illustrative
          ? /^Illustrative home, invented for the demo$/
          : /^Sold \d{1,2} [A-Z][a-z]{2,3} 201[45] · King County public sale record$/,
      );
    }
    const price = await app.graphql(`{ game(slug: "house-prices-game") { homes { home { actualPrice } } } }`);
    expect(price.errors?.[0]?.message).toMatch(/Cannot query field "actualPrice"/);
  });
});
