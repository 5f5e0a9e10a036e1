import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isObjectType } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEFAULT_BRAND_NAME } from '@ballpark/common/defaults';
import { pagePath } from '@ballpark/common/page-routes';
import { playGame, startSession, type PlayedSession, type StartedSession } from '../../../test/play-game';
import {
  newVisitorToken,
  requestOnHost,
  startTestApp,
  type GraphQLResponse,
  type TestApp,
} from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { browserWithRoles } from '../../../test/accounts';
import { grantRole } from '../account/grant-role';
import { openRoom } from '../../../test/party';
import { buildAppSchema } from '../../schema';
import { createAppPubSub } from '../../realtime/pubsub';
import { SESSION_COOKIE } from '../../policies/session-cookie';
import { issueEntryTokens } from '../session/entry-tokens';

/**
 * Brands are a scope, not a label: everything of a brand (its game, homes, sessions, guesses, board, share card,
 * pictures and pages) is found on its own host and is "not found" on another brand's host, with the very answer a
 * missing id gets. The table below covers every root field of the schema; a field it does not cover fails the test.
 */
/** The test's own brand, named so that no seeded brand has its name (or games). */
const BRAND = 'scopetest';
const OWN_HOST = `${BRAND}.localhost`;
/** No brand label: the default brand. */
const OTHER_HOST = 'localhost';
const PUBLIC_URL = 'https://ballpark.example';
/** The default template: `{brand}.` before PUBLIC_URL's host. */
const OWN_ORIGIN = `https://${BRAND}.ballpark.example`;
const GAME = 'scoped-three';
/** A game of the default brand, played nowhere else. */
const DEFAULT_GAME = 'house-prices-game';

let harness: TestApp;
let own: TestApp;
let other: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));
/** Finished a session of the brand's game. */
const player = newVisitorToken();
/** Has a session of the brand in progress. */
const openPlayer = newVisitorToken();
let finished: PlayedSession;
let open: StartedSession;
/** A guest-first (klavo) game and a forum (community) game of the brand, for the mutations only they take. */
const GUEST_FIRST_GAME = 'scoped-guest-first';
const FORUM_GAME = 'scoped-forum';
const guest = newVisitorToken();
const forumPlayer = newVisitorToken();
let guestFinished: PlayedSession;
let forumFinished: PlayedSession;
/** A game of the brand entered by token, and a token of it. */
const TOKEN_GAME = 'scoped-token';
const tokenHolder = newVisitorToken();
let entryToken: string;
/** A party room of the brand: its host, a player the host removes, and its code. */
const partyHost = newVisitorToken();
const partyGuest = newVisitorToken();
let partyCode: string;
/** A room of the brand whose game has finished, for "play again". */
const finishedPartyHost = newVisitorToken();
let finishedPartyCode: string;
/** A code no room of any brand has (codes are consonants only). */
const NO_SUCH_CODE = 'AAAA';

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<html><head><!--ssr-head--></head><body><div id="root"></div></body></html>',
  );
  harness = await startTestApp({ env: { CLIENT_DIST: clientDist, PUBLIC_URL } });
  // Before any request: brands and games are cached.
  await harness.database.dataSource.query(
    `INSERT INTO brand (name, "displayName", "brandColors")
     VALUES ($1, 'Scoped Homes', '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
    [BRAND],
  );
  await createTestGame(harness.database, {
    slug: GAME,
    roundCount: 3,
    poolSize: 6,
    brand: BRAND,
    unusedListings: true,
  });
  await createTestGame(harness.database, {
    slug: GUEST_FIRST_GAME,
    roundCount: 2,
    poolSize: 2,
    brand: BRAND,
    unusedListings: true,
    variant: 'klavo',
  });
  await createTestGame(harness.database, {
    slug: FORUM_GAME,
    roundCount: 2,
    poolSize: 2,
    brand: BRAND,
    unusedListings: true,
    variant: 'community',
  });
  const tokenGameId = await createTestGame(harness.database, {
    slug: TOKEN_GAME,
    roundCount: 2,
    poolSize: 2,
    brand: BRAND,
    unusedListings: true,
    entryByToken: true,
  });
  [entryToken] = await issueEntryTokens(harness.database.dataSource, tokenGameId, 1);
  own = harness.onHost(OWN_HOST);
  other = harness.onHost(OTHER_HOST);
  finished = await playGame(own, player, { game: GAME, playerName: 'Scoped player', price: 300_000 });
  open = await startSession(own, openPlayer, { game: GAME });
  guestFinished = await playGame(own, guest, { game: GUEST_FIRST_GAME, playerName: null, price: 300_000 });
  forumFinished = await playGame(own, forumPlayer, { game: FORUM_GAME, playerName: 'Forum player', price: 300_000 });
  partyCode = await openRoom(own, partyHost, { game: GAME, hostName: 'Party host' });
  finishedPartyCode = await openRoom(own, finishedPartyHost, { game: GAME });
  await harness.database.dataSource.query(
    `UPDATE party_room SET status = 'finished', "currentRound" = "roundCount" WHERE code = $1`,
    [finishedPartyCode],
  );
  await other.graphql(
    `mutation { createAccount(input: { email: "${accountEmail}", password: "${ACCOUNT_PASSWORD}", displayName: "Site" }) { email } }`,
  );
  await setUpBuilder();
  // Managers: a site admin manages every brand's site, from that site's host; a brand admin only its own brand's.
  siteAdminCookie = (await browserWithRoles(harness, 'scope.site@example.com', [{ role: 'site_admin' }]))
    .sessionCookie!;
  brandAdminCookie = (
    await browserWithRoles(harness, 'scope.brand@example.com', [{ role: 'brand_admin', brand: BRAND }])
  ).sessionCookie!;
});

/** The game builder's account (logged in on the brand's host; accounts are the site's) and its drafts there. */
let builderCookie: string;
const builderDrafts: Record<'main' | 'reorder' | 'publish', { id: string; slug: string; homeIds: string[] }> = {
  main: { id: '', slug: '', homeIds: [] },
  reorder: { id: '', slug: '', homeIds: [] },
  publish: { id: '', slug: '', homeIds: [] },
};
/** The listings of the brand's published games: its catalogue. */
let ownCatalogue: string[];

async function builderRequest(host: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await requestOnHost(harness.baseUrl, host, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `ballpark_session=${builderCookie ?? ''}` },
    body: JSON.stringify({ query, variables }),
  });
  for (const header of [response.headers['set-cookie'] ?? []].flat())
    if (header.startsWith('ballpark_session=')) builderCookie = header.split(';')[0].split('=')[1];
  return { status: response.status, ...JSON.parse(response.body.toString()) } as GraphQLResponse;
}

async function setUpBuilder() {
  const created = await builderRequest(
    OWN_HOST,
    `mutation { createAccount(input: { email: "builder@example.com", password: "${ACCOUNT_PASSWORD}", displayName: "Builder" }) { id } }`,
  );
  expect(created.errors).toBeUndefined();
  // A brand's site is its owner's voice: the builder is a creator it has invited.
  await grantRole(harness.database.dataSource, { email: 'builder@example.com', role: 'creator', brandName: BRAND });
  ownCatalogue = (
    await harness.database.dataSource.query(
      `SELECT DISTINCT gl."listingId" AS id FROM game_home gl JOIN game g ON g.id = gl."gameId"
       JOIN brand b ON b.id = g."brandId" WHERE b.name = $1 ORDER BY 1`,
      [BRAND],
    )
  ).map((row: { id: string }) => row.id);
  let next = 0;
  for (const [name, homes] of [
    ['main', 2],
    ['reorder', 2],
    ['publish', 2],
  ] as const) {
    const draft = await builderRequest(OWN_HOST, BUILDER_CREATE, { settings: { ...BUILDER_SETTINGS, title: name } });
    const id: string = draft.data!.createGame.id;
    const homeIds: string[] = [];
    for (let home = 0; home < homes; home++) {
      const added = await builderRequest(
        OWN_HOST,
        `mutation($gameId: ID!, $listingId: ID!) { addCatalogueHome(gameId: $gameId, listingId: $listingId) { game { homes { id } } } }`,
        { gameId: id, listingId: ownCatalogue[next++] },
      );
      homeIds.push(added.data!.addCatalogueHome.game.homes.at(-1).id);
    }
    builderDrafts[name] = { id, slug: draft.data!.createGame.slug, homeIds };
  }
}

const BUILDER_SETTINGS = {
  title: 'Scoped build',
  variant: 'PUBLIC',
  roundCount: 2,
  poolSize: null,
  startsAt: null,
  endsAt: null,
};
const BUILDER_CREATE = `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id slug } }`;
afterAll(async () => {
  await harness?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

type Check = (response: GraphQLResponse) => void;

interface RootFieldCase {
  operation: string;
  variables?: () => Record<string, unknown>;
  token?: () => string;
  /** Sent as the game builder's logged-in account (setUpBuilder), not a visitor. */
  asBuilder?: boolean;
  /** The log-in session cookie the request carries: the managers' fields. */
  cookie?: () => string;
  /** The same operation about things that do not exist: another brand's answer must be exactly this one. */
  missing?: () => Record<string, unknown>;
  onOtherBrand: Check;
  onOwnBrand: Check;
}

const notFound: Check = (response) => expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

let accounts = 0;
let siteAdminCookie: string;
let brandAdminCookie: string;
const ACCOUNT_PASSWORD = 'correct horse battery';
/** An account made on the other brand's host: accounts are the site's, not a brand's. */
const accountEmail = 'site-wide@example.com';

const ROOT_FIELDS: Record<string, RootFieldCase> = {
  // Accounts are the site's, not a brand's: the same answers on every host (a session cookie is its host's own).
  'Query.me': {
    operation: '{ me { email } }',
    onOtherBrand: (response) => expect(response.data!.me).toBeNull(),
    onOwnBrand: (response) => expect(response.data!.me).toBeNull(),
  },
  'Mutation.createAccount': {
    operation: `mutation($email: String!) {
      createAccount(input: { email: $email, password: "${ACCOUNT_PASSWORD}", displayName: "Scoped" }) { email }
    }`,
    variables: () => ({ email: `scoped${++accounts}@example.com` }),
    onOtherBrand: (response) =>
      expect(response.data!.createAccount).toEqual({ email: `scoped${accounts}@example.com` }),
    onOwnBrand: (response) => expect(response.data!.createAccount).toEqual({ email: `scoped${accounts}@example.com` }),
  },
  'Mutation.logIn': {
    operation: `mutation { logIn(email: "${accountEmail}", password: "${ACCOUNT_PASSWORD}") { email } }`,
    onOtherBrand: (response) => expect(response.data!.logIn).toEqual({ email: accountEmail }),
    onOwnBrand: (response) => expect(response.data!.logIn).toEqual({ email: accountEmail }),
  },
  'Mutation.logOut': {
    operation: 'mutation { logOut }',
    onOtherBrand: (response) => expect(response.data!.logOut).toBe(false),
    onOwnBrand: (response) => expect(response.data!.logOut).toBe(false),
  },
  // The list of brands is for integrators: the same on every host.
  'Query.brands': {
    operation: '{ brands { name } }',
    onOtherBrand: (response) => expect(response.data!.brands).toContainEqual({ name: BRAND }),
    onOwnBrand: (response) => expect(response.data!.brands).toContainEqual({ name: BRAND }),
  },
  'Query.website': {
    operation: '{ website { supportedLocales { language } } }',
    onOtherBrand: (response) => expect(response.data!.website.supportedLocales.length).toBeGreaterThan(0),
    onOwnBrand: (response) => expect(response.data!.website.supportedLocales.length).toBeGreaterThan(0),
  },
  'Query.sessionRound': {
    operation: 'query($id: ID!, $homeId: ID!) { sessionRound(sessionId: $id, gameHomeId: $homeId) { round } }',
    variables: () => ({ id: finished.id, homeId: finished.homeIds[0] }),
    token: () => player,
    missing: () => ({ id: randomUUID(), homeId: finished.homeIds[0] }),
    onOtherBrand: (response) => expect(response.data!.sessionRound).toBeNull(),
    onOwnBrand: (response) => expect(response.data!.sessionRound).toEqual({ round: 1 }),
  },
  'Mutation.nameSession': {
    operation: 'mutation($id: ID!) { nameSession(sessionId: $id, playerName: "Named Guest") { playerName } }',
    variables: () => ({ id: guestFinished.id }),
    token: () => guest,
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.nameSession).toEqual({ playerName: 'Named Guest' }),
  },
  'Mutation.addGuessReason': {
    operation: `mutation($id: ID!, $homeId: ID!) {
      addGuessReason(sessionId: $id, gameHomeId: $homeId, reason: "Big garden")
    }`,
    variables: () => ({ id: forumFinished.id, homeId: forumFinished.homeIds[0] }),
    token: () => forumPlayer,
    missing: () => ({ id: randomUUID(), homeId: forumFinished.homeIds[0] }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.addGuessReason).toBe('Big garden'),
  },
  // Each brand has its own challenge of the day: the host's, made from that brand's homes.
  'Query.challenge': {
    operation: '{ challenge(period: DAILY) { game { slug brand { name } } mySession { id } } }',
    token: () => player,
    onOtherBrand: (response) =>
      expect(response.data!.challenge).toEqual({
        game: { slug: expect.stringMatching(/^daily-/), brand: { name: DEFAULT_BRAND_NAME } },
        mySession: null,
      }),
    onOwnBrand: (response) =>
      expect(response.data!.challenge).toEqual({
        game: { slug: expect.stringMatching(/^daily-/), brand: { name: BRAND } },
        mySession: null,
      }),
  },
  'Query.currentBrand': {
    operation: '{ currentBrand { name origin } }',
    onOtherBrand: (response) =>
      expect(response.data!.currentBrand).toEqual({ name: DEFAULT_BRAND_NAME, origin: PUBLIC_URL }),
    onOwnBrand: (response) => expect(response.data!.currentBrand).toEqual({ name: BRAND, origin: OWN_ORIGIN }),
  },
  'Query.game': {
    operation: 'query($slug: String!) { game(slug: $slug) { slug } }',
    variables: () => ({ slug: GAME }),
    missing: () => ({ slug: 'no-such-game' }),
    onOtherBrand: (response) => expect(response.data!.game).toBeNull(),
    onOwnBrand: (response) => expect(response.data!.game).toEqual({ slug: GAME }),
  },
  'Query.gameHome': {
    operation: 'query($id: ID!) { gameHome(id: $id) { id } }',
    variables: () => ({ id: finished.homeIds[0] }),
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.gameHome).toEqual({ id: finished.homeIds[0] }),
  },
  'Query.games': {
    operation: '{ games(first: 50) { nodes { slug } } }',
    onOtherBrand: (response) => {
      const slugs = response.data!.games.nodes.map((game: { slug: string }) => game.slug);
      expect(slugs).toContain(DEFAULT_GAME);
      expect(slugs).not.toContain(GAME);
    },
    onOwnBrand: (response) =>
      expect(response.data!.games.nodes.map((game: { slug: string }) => game.slug).sort()).toEqual(
        [FORUM_GAME, GAME, GUEST_FIRST_GAME, TOKEN_GAME].sort(),
      ),
  },
  'Query.homeGuesses': {
    operation: 'query($id: ID!) { homeGuesses(gameHomeId: $id) { totalCount } }',
    variables: () => ({ id: finished.homeIds[0] }),
    token: () => player,
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.homeGuesses).toEqual({ totalCount: 1 }),
  },
  'Query.leaderboard': {
    operation: 'query($slug: String!) { leaderboard(gameSlug: $slug) { rows { sessionId } } }',
    variables: () => ({ slug: GAME }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.leaderboard.rows).toEqual([{ sessionId: finished.id }]),
  },
  'Query.mySessions': {
    operation: '{ mySessions { id } }',
    token: () => player,
    onOtherBrand: (response) => expect(response.data!.mySessions).toEqual([]),
    onOwnBrand: (response) => expect(response.data!.mySessions).toEqual([{ id: finished.id }]),
  },
  'Query.session': {
    operation: 'query($id: ID!) { session(id: $id) { id } }',
    variables: () => ({ id: finished.id }),
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: (response) => expect(response.data!.session).toBeNull(),
    onOwnBrand: (response) => expect(response.data!.session).toEqual({ id: finished.id }),
  },
  'Query.shareableResult': {
    operation: 'query($id: ID!) { shareableResult(sessionId: $id) { shareText playUrl } }',
    variables: () => ({ id: finished.id }),
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => {
      const { shareText, playUrl } = response.data!.shareableResult;
      expect(playUrl).toBe(`${OWN_ORIGIN}${pagePath('gameStart', { gameSlug: GAME })}`);
      expect(shareText).toContain(`Can you beat me? ${playUrl}`);
    },
  },
  'Query.shareableHomeResult': {
    operation: 'query($id: ID!, $homeId: ID!) { shareableHomeResult(sessionId: $id, gameHomeId: $homeId) { points } }',
    variables: () => ({ id: finished.id, homeId: finished.homeIds[0] }),
    missing: () => ({ id: randomUUID(), homeId: finished.homeIds[0] }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.shareableHomeResult).toEqual({ points: expect.any(Number) }),
  },
  'Mutation.startSession': {
    operation: 'mutation($slug: String!) { startSession(input: { gameSlug: $slug, playerName: "Starter" }) { id } }',
    variables: () => ({ slug: GAME }),
    token: () => starter,
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.startSession.id).toEqual(expect.any(String)),
  },
  'Mutation.startSessionWithToken': {
    operation: `mutation($token: String!) {
      startSessionWithToken(input: { entryToken: $token, playerName: "Holder" }) { game { slug } }
    }`,
    variables: () => ({ token: entryToken }),
    token: () => tokenHolder,
    // Another brand's token is refused as an unknown one is (the error, not NOT_FOUND: tokens are not told apart).
    missing: () => ({ token: 'no-such-token' }),
    onOtherBrand: (response) => expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN'),
    onOwnBrand: (response) => expect(response.data!.startSessionWithToken).toEqual({ game: { slug: TOKEN_GAME } }),
  },
  'Mutation.submitGuess': {
    operation: `mutation($sessionId: ID!, $homeId: ID!) {
      submitGuess(input: { sessionId: $sessionId, gameHomeId: $homeId, amount: 250000 }) { round }
    }`,
    variables: () => ({ sessionId: open.id, homeId: open.homeIds[0] }),
    // The session's own player: from another brand's host it is still not found, not "another player's".
    token: () => openPlayer,
    missing: () => ({ sessionId: randomUUID(), homeId: open.homeIds[0] }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.submitGuess).toEqual({ round: 1 }),
  },
  // Party rooms, in the order a party goes: a room is found by its code within its brand only.
  'Query.partyRoom': {
    operation: 'query($code: String!) { partyRoom(code: $code) { code } }',
    variables: () => ({ code: partyCode }),
    token: () => partyHost,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.partyRoom).toEqual({ code: partyCode }),
  },
  'Mutation.createPartyRoom': {
    operation: `mutation($slug: String!) {
      createPartyRoom(input: { gameSlug: $slug, roundCount: 3, roundSeconds: 30, playerName: "Opener" }) { status }
    }`,
    variables: () => ({ slug: GAME }),
    token: () => starter,
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.createPartyRoom).toEqual({ status: 'LOBBY' }),
  },
  'Mutation.joinPartyRoom': {
    operation: 'mutation($code: String!) { joinPartyRoom(code: $code, playerName: "Guest") { players { name } } }',
    variables: () => ({ code: partyCode }),
    token: () => partyGuest,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) =>
      expect(response.data!.joinPartyRoom.players).toEqual([{ name: 'Party host' }, { name: 'Guest' }]),
  },
  'Mutation.startPartyRoom': {
    operation: 'mutation($code: String!) { startPartyRoom(code: $code) { status } }',
    variables: () => ({ code: partyCode }),
    token: () => partyHost,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.startPartyRoom).toEqual({ status: 'PLAYING' }),
  },
  'Mutation.submitPartyGuess': {
    operation: 'mutation($code: String!) { submitPartyGuess(code: $code, amount: 250000) { round { guessCount } } }',
    variables: () => ({ code: partyCode }),
    token: () => partyHost,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.submitPartyGuess).toEqual({ round: { guessCount: 1 } }),
  },
  'Mutation.removePartyPlayer': {
    operation: 'mutation($code: String!) { removePartyPlayer(code: $code, seat: 2) { players { name } } }',
    variables: () => ({ code: partyCode }),
    token: () => partyHost,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.removePartyPlayer.players).toEqual([{ name: 'Party host' }]),
  },
  'Mutation.leavePartyRoom': {
    operation: 'mutation($code: String!) { leavePartyRoom(code: $code) }',
    variables: () => ({ code: partyCode }),
    token: () => partyHost,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.leavePartyRoom).toBe(true),
  },
  'Mutation.playPartyAgain': {
    operation: 'mutation($code: String!) { playPartyAgain(code: $code) { status players { name } } }',
    variables: () => ({ code: finishedPartyCode }),
    token: () => finishedPartyHost,
    missing: () => ({ code: NO_SUCH_CODE }),
    onOtherBrand: notFound,
    onOwnBrand: (response) =>
      expect(response.data!.playPartyAgain).toEqual({ status: 'LOBBY', players: [{ name: 'Host' }] }),
  },
  // The game builder: games and the catalogue are the brand's; creating a game makes one on the host's brand.
  'Query.builderGame': {
    operation: 'query($id: ID!) { builderGame(id: $id) { id } }',
    asBuilder: true,
    variables: () => ({ id: builderDrafts.main.id }),
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.builderGame).toEqual({ id: builderDrafts.main.id }),
  },
  'Query.builderGameBySlug': {
    operation: 'query($slug: String!) { builderGameBySlug(slug: $slug) { id } }',
    asBuilder: true,
    variables: () => ({ slug: builderDrafts.main.slug }),
    missing: () => ({ slug: 'no-such-game' }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.builderGameBySlug).toEqual({ id: builderDrafts.main.id }),
  },
  'Query.myBuiltGames': {
    operation: '{ myBuiltGames { id } }',
    asBuilder: true,
    onOtherBrand: (response) => expect(response.data!.myBuiltGames).toEqual([]),
    onOwnBrand: (response) => expect(response.data!.myBuiltGames).toContainEqual({ id: builderDrafts.main.id }),
  },
  'Query.catalogueHomes': {
    operation: '{ catalogueHomes { id } }',
    asBuilder: true,
    onOtherBrand: (response) => {
      const ids = response.data!.catalogueHomes.map((home: { id: string }) => home.id);
      expect(ids.filter((id: string) => ownCatalogue.includes(id))).toEqual([]);
    },
    onOwnBrand: (response) => {
      const ids = response.data!.catalogueHomes.map((home: { id: string }) => home.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id: string) => !ownCatalogue.includes(id))).toEqual([]);
    },
  },
  'Query.gameBuilderAccess': {
    operation: '{ gameBuilderAccess { buildsHere mainSiteBuilderUrl } }',
    asBuilder: true,
    // Invited by the brand, not by the default brand; but on the main site any account builds.
    onOtherBrand: (response) =>
      expect(response.data!.gameBuilderAccess).toEqual({
        buildsHere: true,
        mainSiteBuilderUrl: `${PUBLIC_URL}/create-game`,
      }),
    onOwnBrand: (response) =>
      expect(response.data!.gameBuilderAccess).toEqual({
        buildsHere: true,
        mainSiteBuilderUrl: `${PUBLIC_URL}/create-game`,
      }),
  },
  'Query.priceBands': {
    operation: '{ priceBands { id } }',
    onOtherBrand: (response) => expect(response.data!.priceBands.length).toBeGreaterThan(0),
    onOwnBrand: (response) => expect(response.data!.priceBands.length).toBeGreaterThan(0),
  },
  'Mutation.createGame': {
    operation: BUILDER_CREATE,
    asBuilder: true,
    variables: () => ({ settings: BUILDER_SETTINGS }),
    onOtherBrand: (response) => expect(response.data!.createGame.slug).toMatch(/^scoped-build-/),
    onOwnBrand: (response) => expect(response.data!.createGame.slug).toMatch(/^scoped-build-/),
  },
  'Mutation.updateGameSettings': {
    operation: `mutation($gameId: ID!, $settings: GameSettingsInput!) {
      updateGameSettings(gameId: $gameId, settings: $settings) { title }
    }`,
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.main.id, settings: { ...BUILDER_SETTINGS, title: 'Renamed' } }),
    missing: () => ({ gameId: randomUUID(), settings: { ...BUILDER_SETTINGS, title: 'Renamed' } }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.updateGameSettings).toEqual({ title: 'Renamed' }),
  },
  'Mutation.addHomesFromUrls': {
    operation: `mutation($gameId: ID!) {
      addHomesFromUrls(gameId: $gameId, urls: ["not a web address"]) { results { status } }
    }`,
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.main.id }),
    missing: () => ({ gameId: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.addHomesFromUrls.results).toEqual([{ status: 'FAILED' }]),
  },
  'Mutation.addCatalogueHome': {
    operation: `mutation($gameId: ID!, $listingId: ID!) {
      addCatalogueHome(gameId: $gameId, listingId: $listingId) { game { homes { id } } }
    }`,
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.main.id, listingId: ownCatalogue.at(-1) }),
    missing: () => ({ gameId: randomUUID(), listingId: ownCatalogue.at(-1) }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.addCatalogueHome.game.homes).toHaveLength(3),
  },
  'Mutation.addHomesFromCsv': {
    operation: 'mutation($gameId: ID!, $csv: String!) { addHomesFromCsv(gameId: $gameId, csv: $csv) { problems } }',
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.reorder.id, csv: KING_COUNTY_CSV }),
    missing: () => ({ gameId: randomUUID(), csv: KING_COUNTY_CSV }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.addHomesFromCsv.problems).toEqual([]),
  },
  'Mutation.updateBuilderHome': {
    operation: `mutation($gameId: ID!, $homeId: ID!) {
      updateBuilderHome(gameId: $gameId, homeId: $homeId, input: { displayTitle: "Shown as" }) { homes { displayTitle } }
    }`,
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.main.id, homeId: builderDrafts.main.homeIds[0] }),
    missing: () => ({ gameId: randomUUID(), homeId: builderDrafts.main.homeIds[0] }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.updateBuilderHome.homes[0]).toEqual({ displayTitle: 'Shown as' }),
  },
  'Mutation.reorderBuilderHomes': {
    operation:
      'mutation($gameId: ID!, $homeIds: [ID!]!) { reorderBuilderHomes(gameId: $gameId, homeIds: $homeIds) { homes { id } } }',
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.publish.id, homeIds: [...builderDrafts.publish.homeIds].reverse() }),
    missing: () => ({ gameId: randomUUID(), homeIds: [...builderDrafts.publish.homeIds].reverse() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) =>
      expect(response.data!.reorderBuilderHomes.homes).toEqual(
        [...builderDrafts.publish.homeIds].reverse().map((id) => ({ id })),
      ),
  },
  'Mutation.removeBuilderHome': {
    operation: 'mutation($gameId: ID!, $homeId: ID!) { removeBuilderHome(gameId: $gameId, homeId: $homeId) { id } }',
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.main.id, homeId: builderDrafts.main.homeIds[1] }),
    missing: () => ({ gameId: randomUUID(), homeId: builderDrafts.main.homeIds[1] }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.removeBuilderHome).toEqual({ id: builderDrafts.main.id }),
  },
  'Mutation.publishGame': {
    operation: 'mutation($gameId: ID!) { publishGame(gameId: $gameId) { status } }',
    asBuilder: true,
    variables: () => ({ gameId: builderDrafts.publish.id }),
    missing: () => ({ gameId: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.publishGame).toEqual({ status: 'PUBLISHED' }),
  },
  'Query.managedHomeGuesses': {
    operation: `query($slug: String!, $id: ID!) {
      managedHomeGuesses(gameSlug: $slug, gameHomeId: $id) { guesses { sessionId } }
    }`,
    variables: () => ({ slug: GAME, id: finished.homeIds[0] }),
    cookie: () => siteAdminCookie,
    onOtherBrand: notFound,
    onOwnBrand: (response) =>
      expect(response.data!.managedHomeGuesses.guesses).toContainEqual({ sessionId: finished.id }),
  },
  'Mutation.setPlayerNameHidden': {
    operation: `mutation($id: ID!) { setPlayerNameHidden(sessionId: $id, hidden: false) { nameHidden } }`,
    variables: () => ({ id: finished.id }),
    cookie: () => siteAdminCookie,
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.setPlayerNameHidden).toEqual({ nameHidden: false }),
  },
  'Mutation.setSessionExcluded': {
    operation: `mutation($id: ID!) { setSessionExcluded(sessionId: $id, excluded: false) { excluded } }`,
    variables: () => ({ id: finished.id }),
    cookie: () => siteAdminCookie,
    missing: () => ({ id: randomUUID() }),
    onOtherBrand: notFound,
    onOwnBrand: (response) => expect(response.data!.setSessionExcluded).toEqual({ excluded: false }),
  },
  'Query.managedGames': {
    operation: '{ managedGames { slug } }',
    cookie: () => siteAdminCookie,
    onOtherBrand: (response) =>
      expect(response.data!.managedGames.map((game: { slug: string }) => game.slug)).not.toContain(GAME),
    onOwnBrand: (response) => {
      // Its games and the challenges made for it so far.
      const slugs = response.data!.managedGames.map((game: { slug: string }) => game.slug);
      expect(slugs).toEqual(expect.arrayContaining([FORUM_GAME, GAME, GUEST_FIRST_GAME, TOKEN_GAME]));
      expect(slugs).not.toContain(DEFAULT_GAME);
    },
  },
  // A brand admin edits its own brand's profile, from its host; on another brand's host it is no admin.
  'Mutation.updateBrandProfile': {
    operation: `mutation($input: BrandProfileInput!) { updateBrandProfile(input: $input) { name tagline } }`,
    variables: () => ({ input: SCOPED_PROFILE }),
    cookie: () => brandAdminCookie,
    onOtherBrand: (response) => expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN'),
    onOwnBrand: (response) =>
      expect(response.data!.updateBrandProfile).toEqual({ name: BRAND, tagline: 'Edited from its own host' }),
  },
};
const KING_COUNTY_CSV =
  'id,date,year,month,month_year,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,condition,grade,sqft_above,sqft_basement,yr_built,yr_renovated,zipcode,lat,long,sqft_living15,sqft_lot15\n' +
  '9999300520,20141013T000000,2014,10,10/2014,221900,3,1,1180,5650,1,0,0,3,7,1180,0,1955,0,98178,47.5112,-122.257,1340,5650\n';
const SCOPED_PROFILE = {
  displayName: 'Scoped Homes',
  description: '',
  tagline: 'Edited from its own host',
  brandColors: { primary: '#1d3557', secondary: '#f1faee', accent: '#e63946' },
  ...Object.fromEntries(
    [
      'homeUrl',
      'serviceEmail',
      'whitelabelName',
      'logoUrl',
      'brandedGameSlug',
      'phone',
      'officePhone',
      'whatsapp',
      'company',
      'addressLine1',
      'addressLine2',
      'website',
      'agentName',
      'agentTitle',
      'location',
      'propertyReference',
      'googleAnalyticsId',
    ].map((field) => [field, '']),
  ),
  layoutComponent: 'SiteLayout',
  homePageComponent: 'GamesHome',
  locale: 'en',
  specialties: [],
  coverageAreas: [],
  socialMedia: [],
};

/** The request a case makes on a host: as a visitor (its token), or logged in (its cookie). */
async function ask(
  app: TestApp,
  host: string,
  operation: string,
  variables: Record<string, unknown> | undefined,
  token: string | undefined,
  cookie: string | undefined,
): Promise<GraphQLResponse> {
  if (!cookie) return app.graphql(operation, variables, token);
  const response = await requestOnHost(harness.baseUrl, host, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${cookie}` },
    body: JSON.stringify({ query: operation, variables }),
  });
  return { status: response.status, ...JSON.parse(response.body.toString()) };
}
const starter = newVisitorToken();

describe('brand scope of every root field', () => {
  it('covers every root field of the schema', async () => {
    const schema = await buildAppSchema(createAppPubSub(null));
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter(isObjectType)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    const subscriptions = ['Subscription.leaderboardChanged', 'Subscription.partyRoom'];
    expect([...Object.keys(ROOT_FIELDS), ...subscriptions].sort()).toEqual(rootFields.sort());
  });

  it.each(Object.entries(ROOT_FIELDS))(
    '%s: not found on another brand, changing nothing; found on its own',
    async (_field, { operation, variables, token, asBuilder, cookie, missing, onOtherBrand, onOwnBrand }) => {
      const on = (host: string, app: TestApp, values?: Record<string, unknown>) =>
        asBuilder ? builderRequest(host, operation, values) : ask(app, host, operation, values, token?.(), cookie?.());
      const rowsBefore = await writtenRows();
      const elsewhere = await on(OTHER_HOST, other, variables?.());
      onOtherBrand(elsewhere);
      expect(await writtenRows()).toEqual(rowsBefore);
      if (missing) {
        const absent = await on(OWN_HOST, own, missing());
        expect({ data: elsewhere.data, errors: elsewhere.errors }).toEqual({
          data: absent.data,
          errors: absent.errors,
        });
      }
      const here = await on(OWN_HOST, own, variables?.());
      expect(here.errors).toBeUndefined();
      onOwnBrand(here);
    },
  );

  it('Subscription.leaderboardChanged: refused on another brand; fires on its own', async () => {
    const elsewhere = await firstEvent(OTHER_HOST);
    expect(elsewhere).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });

    const event = firstEvent(OWN_HOST);
    // Subscribed well before the completing guess: a game is four requests.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await playGame(own, newVisitorToken(), { game: GAME, price: 400_000 });
    expect(await event).toEqual({ data: { leaderboardChanged: { gameSlug: GAME } } });
  });

  it("Subscription.partyRoom: refused on another brand; fires on its own for the room's player", async () => {
    const host = newVisitorToken();
    const code = await openRoom(own, host, { game: GAME });
    const subscription = `subscription { partyRoom(code: "${code}") { players { name } } }`;
    const elsewhere = await firstEvent(OTHER_HOST, subscription, host);
    expect(elsewhere).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });

    // The first event is the subscriber's own arrival: the room learns who is following it live.
    const event = firstEvent(OWN_HOST, subscription, host);
    expect(await event).toEqual({ data: { partyRoom: { players: [{ name: 'Host' }] } } });
  });
});

/** Rows every write path adds to (the brand's own games and homes too): another brand's request must leave them as they were. */
async function writtenRows() {
  const [row] = await harness.database.dataSource.query(
    `SELECT (SELECT count(*) FROM play_session)::int AS sessions, (SELECT count(*) FROM guess)::int AS guesses,
            (SELECT count(*) FROM leaderboard_entry)::int AS entries, (SELECT count(*) FROM party_room)::int AS rooms,
            (SELECT count(*) FROM party_player WHERE NOT removed AND NOT "left")::int AS seated,
            (SELECT count(*) FROM party_round WHERE "openedAt" IS NOT NULL)::int AS rounds,
            (SELECT count(*) FROM party_guess)::int AS partyGuesses,
            (SELECT count(*) FROM game_home gl JOIN game g ON g.id = gl."gameId"
               WHERE g."brandId" = (SELECT id FROM brand WHERE name = $1))::int AS ownGameHomes,
            (SELECT count(*) FROM game g
               WHERE g.status = 'published' AND g."brandId" = (SELECT id FROM brand WHERE name = $1))::int AS ownPublished`,
    [BRAND],
  );
  return row;
}

/** The first thing a subscription (by default to GAME's board) answers from this host: an event, or its errors. */
function firstEvent(
  host: string,
  query = `subscription { leaderboardChanged(gameSlug: "${GAME}") { gameSlug } }`,
  visitorToken?: string,
): Promise<unknown> {
  const client = createClient({
    url: `${harness.baseUrl.replace('http', 'ws')}/graphql`,
    connectionParams: visitorToken ? { visitorToken } : {},
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers: { host } });
      }
    },
    lazy: false,
    retryAttempts: 0,
  });
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer on ${host}`)), 15_000);
    const done = (answer: unknown) => {
      clearTimeout(timer);
      void client.dispose();
      resolve(answer);
    };
    client.subscribe({ query }, { next: done, error: (errors) => done({ errors }), complete: () => {} });
  });
}

describe('brand scope of pages and media', () => {
  const get = (host: string, pathname: string) => requestOnHost(harness.baseUrl, host, pathname);
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it("answers a brand's pages on its own host only, their links on its origin", async () => {
    const pages = [
      pagePath('gameStart', { gameSlug: GAME }),
      pagePath('property', { gameSlug: GAME, gameHomeId: finished.homeIds[0]! }),
      pagePath('results', { gameSlug: GAME, sessionId: finished.id }),
      pagePath('resultsToShare', { gameSlug: GAME, sessionId: finished.id }),
    ];
    for (const pathname of pages) {
      expect({ pathname, status: (await get(OTHER_HOST, pathname)).status }).toEqual({ pathname, status: 404 });
      const page = await get(OWN_HOST, pathname);
      expect({ pathname, status: page.status }).toEqual({ pathname, status: 200 });
      const html = page.body.toString();
      expect(meta(html, 'og:url')).toBe(`${OWN_ORIGIN}${pathname}`);
      expect(html).toContain(`<link rel="canonical" href="${OWN_ORIGIN}${pathname}">`);
    }
    const share = (await get(OWN_HOST, pages[3]!)).body.toString();
    expect(meta(share, 'og:image')).toBe(`${OWN_ORIGIN}/media/share/${finished.id}.png`);
  });

  it("keeps the default brand's links on PUBLIC_URL and its games off another brand's host", async () => {
    const pathname = pagePath('gameStart', { gameSlug: DEFAULT_GAME });
    expect(meta((await get(OTHER_HOST, pathname)).body.toString(), 'og:url')).toBe(`${PUBLIC_URL}${pathname}`);
    expect((await get(OWN_HOST, pathname)).status).toBe(404);
  });

  it("draws a brand's share card on its own host only", async () => {
    expect((await get(OTHER_HOST, `/media/share/${finished.id}.png`)).status).toBe(404);
    const card = await get(OWN_HOST, `/media/share/${finished.id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it("draws a brand's homes on its own host only", async () => {
    const [{ ownListing, defaultListing }] = await harness.database.dataSource.query(
      `SELECT (SELECT gl."listingId" FROM game_home gl JOIN game g ON g.id = gl."gameId"
               WHERE g.slug = $1 LIMIT 1) AS "ownListing",
              (SELECT gl."listingId" FROM game_home gl JOIN game g ON g.id = gl."gameId"
               WHERE g.slug = $2 LIMIT 1) AS "defaultListing"`,
      [GAME, DEFAULT_GAME],
    );
    const picture = (host: string, listingId: string) => get(host, `/media/homes/${listingId}/front.svg`);
    expect((await picture(OTHER_HOST, ownListing)).status).toBe(404);
    expect((await picture(OWN_HOST, ownListing)).status).toBe(200);
    expect((await picture(OWN_HOST, defaultListing)).status).toBe(404);
    expect((await picture(OTHER_HOST, defaultListing)).status).toBe(200);
  });
});
