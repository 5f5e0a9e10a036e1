import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { browserWithRoles } from '../../../test/accounts';
import type { TestBrowser } from '../../../test/browser';
import { browserOf } from '../../../test/browser';
import { gameSettings, OXFORD_HOME_FACTS } from '../../../test/builder-settings';
import { startListingSite, type ListingSite } from '../../../test/listing-site';
import { guessEveryRound, startSession } from '../../../test/play-game';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { teardown } from '../../../test/teardown';

/**
 * A listing in more than one game (pasted twice, or pasted again by another account): each game's creator can
 * complete it and publish, and its facts and price are fixed only once players of a published game have guessed it
 * (GAME-RULES). Against a real app, PostgreSQL and the builder tests' listing site.
 */
let app: TestApp;
let site: ListingSite;
let photoDir: string;

beforeAll(async () => {
  site = await startListingSite();
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'ballpark-photos-'));
  app = await startTestApp({ env: { IMPORT_ALLOWED_HOSTS: new URL(site.origin).host, PHOTO_DIR: photoDir } });
});
afterAll(() =>
  teardown(
    () => app?.close(),
    () => site?.close(),
    () => photoDir && rm(photoDir, { recursive: true, force: true }),
  ),
);

const HOME_FIELDS = 'id title price importedByYou missingFacts bedrooms';
const GAME_FIELDS = `id slug status publishProblems homes { ${HOME_FIELDS} }`;
const ADD_URLS = `mutation($gameId: ID!, $urls: [String!]!) {
  addHomesFromUrls(gameId: $gameId, urls: $urls) { results { status home { ${HOME_FIELDS} } } }
}`;
const UPDATE_HOME = `mutation($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {
  updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) { ${GAME_FIELDS} }
}`;
const PUBLISH = `mutation($gameId: ID!) { publishGame(gameId: $gameId) { status } }`;
/** What the partial page (a cottage whose page gives only its title) lacks, filled in by hand. */
const COMPLETION = { ...OXFORD_HOME_FACTS, price: 410_000, currency: 'GBP', priceKind: 'asking' };

let accounts = 0;
function newCreator(): Promise<TestBrowser> {
  return browserWithRoles(app, `shared.listing${++accounts}@example.com`, []);
}

async function createDraft(creator: TestBrowser, title: string): Promise<{ id: string; slug: string }> {
  const created = await creator.graphql(
    `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id slug } }`,
    {
      settings: gameSettings({ title }),
    },
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createGame;
}

/** Pastes one URL into a game; returns the outcome's status and home. */
async function paste(creator: TestBrowser, gameId: string, url: string) {
  const response = await creator.graphql(ADD_URLS, { gameId, urls: [url] });
  expect(response.errors).toBeUndefined();
  return response.data!.addHomesFromUrls.results[0] as { status: string; home: { id: string; missingFacts: string[] } };
}

/** Adds the listing site's two complete homes, so that a game of three rounds can be published. */
async function addCompleteHomes(creator: TestBrowser, gameId: string): Promise<void> {
  const response = await creator.graphql(ADD_URLS, {
    gameId,
    urls: [`${site.origin}/homes/1`, `${site.origin}/homes/2`],
  });
  expect(response.errors).toBeUndefined();
}

describe('a listing in more than one game', () => {
  it('pasted twice by one creator, is completed in the second game and published while the first is a draft', async () => {
    const creator = await newCreator();
    const url = `${site.origin}/homes/partial?listing=twice`;
    const first = await createDraft(creator, 'First try');
    expect((await paste(creator, first.id, url)).status).toBe('ADDED');
    const second = await createDraft(creator, 'Second try');
    const reused = await paste(creator, second.id, url);
    expect(reused.status).toBe('REUSED');

    const completed = await creator.graphql(UPDATE_HOME, {
      gameId: second.id,
      homeId: reused.home.id,
      input: COMPLETION,
    });
    expect(completed.errors).toBeUndefined();
    await addCompleteHomes(creator, second.id);
    const published = await creator.graphql(PUBLISH, { gameId: second.id });
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishGame.status).toBe('PUBLISHED');
  });

  it("pasted again by another creator while it lacks facts, is that creator's own to complete and publish", async () => {
    const importer = await newCreator();
    const url = `${site.origin}/homes/partial?listing=another`;
    const theirs = await createDraft(importer, "The importer's game");
    const imported = await paste(importer, theirs.id, url);
    // A complete home in the importer's game too (whoever imported it first: not the creator below).
    await paste(importer, theirs.id, `${site.origin}/homes/1`);

    const creator = await newCreator();
    const mine = await createDraft(creator, 'My game');
    const pasted = await paste(creator, mine.id, url);
    expect(pasted.home).toMatchObject({ importedByYou: true, missingFacts: imported.home.missingFacts });
    const completed = await creator.graphql(UPDATE_HOME, {
      gameId: mine.id,
      homeId: pasted.home.id,
      input: COMPLETION,
    });
    expect(completed.errors).toBeUndefined();
    await addCompleteHomes(creator, mine.id);
    expect((await creator.graphql(PUBLISH, { gameId: mine.id })).errors).toBeUndefined();
    // The importer's listing is as they left it: another creator's facts do not reach their game.
    const [importersListing] = await app.database.dataSource.query(
      `SELECT l."missingFacts" FROM game_home gl JOIN listing l ON l.id = gl."listingId" WHERE gl.id = $1`,
      [imported.home.id],
    );
    expect(importersListing.missingFacts).toEqual(imported.home.missingFacts);
    // Pasted again, the creator's own listing is found: no page is read twice for them.
    const again = await createDraft(creator, 'My next game');
    expect(await paste(creator, again.id, url)).toMatchObject({
      status: 'REUSED',
      home: { importedByYou: true, missingFacts: [] },
    });

    // A complete listing another account imported is reused as it is, and its facts are theirs.
    const reused = await paste(creator, again.id, `${site.origin}/homes/1`);
    expect(reused).toMatchObject({ status: 'REUSED', home: { importedByYou: false } });
    const edit = await creator.graphql(UPDATE_HOME, {
      gameId: again.id,
      homeId: reused.home.id,
      input: { bedrooms: 9 },
    });
    expect(edit.errors?.[0]).toMatchObject({
      message:
        'Another account imported this home: its facts and price are theirs and in their games, so only they may change them. Remove it and paste or import your own.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('keeps its facts and price once players of a published game have guessed it, and says which game', async () => {
    const creator = await newCreator();
    const url = `${site.origin}/homes/partial?listing=guessed`;
    const played = await createDraft(creator, 'Headington cottages');
    const home = (await paste(creator, played.id, url)).home;
    expect(
      (await creator.graphql(UPDATE_HOME, { gameId: played.id, homeId: home.id, input: COMPLETION })).errors,
    ).toBeUndefined();
    await addCompleteHomes(creator, played.id);
    expect((await creator.graphql(PUBLISH, { gameId: played.id })).errors).toBeUndefined();

    // Published, but nobody has guessed it yet: the same listing in a draft may still be corrected, and the
    // published game shows the correction at once (it had its homes cached).
    const player = browserOf(app);
    const bedroomsShown = async () => {
      const pool = await player.graphql(
        `query($slug: String!) { game(slug: $slug) { homes { id home { bedrooms } } } }`,
        {
          slug: played.slug,
        },
      );
      return pool.data!.game.homes.find((shown: { id: string }) => shown.id === home.id).home.bedrooms;
    };
    expect(await bedroomsShown()).toBe(OXFORD_HOME_FACTS.bedrooms);
    const draft = await createDraft(creator, 'Oxford, again');
    const reused = await paste(creator, draft.id, url);
    expect(reused.status).toBe('REUSED');
    const corrected = await creator.graphql(UPDATE_HOME, {
      gameId: draft.id,
      homeId: reused.home.id,
      input: { bedrooms: 3 },
    });
    expect(corrected.errors).toBeUndefined();
    expect(await bedroomsShown()).toBe(3);

    const session = await startSession(player, player.visitorToken!, { game: played.slug });
    expect(session.homeIds).toContain(home.id);
    await guessEveryRound(player, player.visitorToken!, session, 400_000);

    const refused = await creator.graphql(UPDATE_HOME, {
      gameId: draft.id,
      homeId: reused.home.id,
      input: { price: 420_000 },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Players of "Headington cottages" have guessed this home, so its facts and price stay as they were guessed. Remove it and add a corrected one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [listing] = await app.database.dataSource.query(
      `SELECT l."actualPrice", l.bedrooms FROM game_home gl JOIN listing l ON l.id = gl."listingId" WHERE gl.id = $1`,
      [home.id],
    );
    expect(listing).toEqual({ actualPrice: 410_000, bedrooms: 3 });
  });
});
