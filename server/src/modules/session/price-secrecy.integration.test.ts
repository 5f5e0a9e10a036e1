import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { guessInRoom, joinRoom, openRoom, startRoom } from '../../../test/party';
import { playGame, startSession } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

/**
 * GAME-RULES "Secrecy of the price": no query path may return a listing's actual price to a caller whose session has
 * not guessed it. This test does not list the paths by hand: it reads the schema, selects every field reachable from
 * every root query (to the depth limit), runs each as a visitor who has guessed nothing, and searches the answers
 * and errors for any secret price.
 */
// Pool == round count, so another visitor's session plays the finisher's homes.
const GAME = 'secrecy-five';
const SELECTION_DEPTH = 6;

let harness: TestApp;
let schema: GraphQLSchema;
let secretPrices: number[];
const ids: Record<string, string> = {};
let finisher: string;

beforeAll(async () => {
  harness = await startTestApp();
  await createTestGame(harness.database, { slug: GAME, roundCount: 5, poolSize: 5 });
  // Every home's texts state its price, as a creator may write it (listing/price-masking.ts hides it on every read).
  await harness.database.dataSource.query(
    `UPDATE listing SET title = title || ' at ' || "actualPrice",
       description = description || ' Asking ' || to_char("actualPrice", 'FM999,999,999') || ' pounds.'`,
  );
  await harness.database.dataSource.query(
    `UPDATE game_home gl SET "displayTitle" = 'Guide price ' || l."actualPrice" FROM listing l WHERE l.id = gl."listingId"`,
  );
  const introspection = await harness.graphql(getIntrospectionQuery());
  schema = buildClientSchema(introspection.data as never);

  // A player who finishes the game, so their session, guesses and leaderboard row all exist.
  finisher = newVisitorToken();
  const finished = await playGame(harness, finisher, { game: GAME, playerName: 'Finisher', price: 333_000 });
  ids.sessionId = finished.id;
  ids.firstHome = finished.homeIds[0]!;
  const rows = await harness.database.dataSource.query(
    `SELECT DISTINCT l."actualPrice" FROM listing l JOIN game_home gl ON gl."listingId" = l.id`,
  );
  // A party room in the middle of its first round: one of its two players has guessed, so the round is sealed.
  const [host, other] = [newVisitorToken(), newVisitorToken()];
  ids.partyCode = await openRoom(harness, host, { game: GAME });
  await joinRoom(harness, other, ids.partyCode, 'Other');
  await startRoom(harness, host, ids.partyCode);
  await guessInRoom(harness, host, ids.partyCode, 333_000);
  await harness.database.dataSource.query(`UPDATE party_round SET deadline = now() + interval '1 day'`);
  secretPrices = rows.map((row: { actualPrice: number }) => row.actualPrice);
  expect(secretPrices.length).toBeGreaterThan(10);
});
afterAll(() => harness?.close());

function argumentValue(arg: GraphQLArgument): string | null {
  const type = getNamedType(arg.type);
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (/slug/i.test(arg.name)) return JSON.stringify(GAME);
  if (/sessionId|^id$/.test(arg.name)) return JSON.stringify(arg.name === 'id' ? ids.current : ids.sessionId);
  if (/gameHomeId/.test(arg.name)) return JSON.stringify(ids.firstHome);
  if (arg.name === 'code') return JSON.stringify(ids.partyCode);
  // A few rows per list: the cost limit counts every row of a full-depth selection.
  // A few of each list: enough to see several items, within the query cost limit at this depth.
  if (/^(first|limit)$/.test(arg.name)) return '3';
  if (arg.defaultValue !== undefined) return null;
  if (isNonNullType(arg.type)) throw new Error(`No value for required argument ${arg.name}: teach this test about it`);
  return null;
}

function selectAll(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    const named = getNamedType(field.type);
    const args = field.args
      .map((arg) => [arg.name, argumentValue(arg)] as const)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => `${name}: ${value}`);
    const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
    if (isLeafType(named)) parts.push(call);
    else if (isObjectType(named) && depth > 1) parts.push(`${call} { ${selectAll(named, depth - 1)} }`);
  }
  return parts.join(' ');
}

function priceLeaks(body: unknown): number[] {
  // Ids (and the URLs built from them) are random hex: a run of digits inside one is not a price.
  const text = JSON.stringify(body).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '');
  return secretPrices.filter(
    (price) => new RegExp(`(?<![0-9])${price}(?![0-9])`).test(text) || text.includes(price.toLocaleString('en-GB')),
  );
}

describe('the actual price stays secret until the viewer guesses', () => {
  it('is never returned by any root query, at any depth, to a visitor who has not guessed', async () => {
    const queryType = schema.getQueryType()!;
    const attacker = newVisitorToken();
    // In the party room too, as a player who joined during its round: sealed until everyone seated has guessed.
    await joinRoom(harness, attacker, ids.partyCode!, 'Attacker');
    const answered = new Set<string>();
    for (const field of Object.values(queryType.getFields())) {
      // `id` arguments get every kind of id we hold, so session(id) and friends are tried with real ones.
      for (const id of [ids.sessionId, ids.firstHome]) {
        ids.current = id!;
        const named = getNamedType(field.type);
        const selection = isObjectType(named) ? `{ ${selectAll(named, SELECTION_DEPTH)} }` : '';
        const args = field.args
          .map((arg) => [arg.name, argumentValue(arg)] as const)
          .filter(([, value]) => value !== null)
          .map(([name, value]) => `${name}: ${value}`);
        const query = `{ ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
        const response = await harness.graphql(query, {}, attacker);
        expect(
          response.errors?.filter((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') ?? [],
        ).toEqual([]);
        expect({ field: field.name, leaks: priceLeaks(response) }).toEqual({ field: field.name, leaks: [] });
        if (response.data?.[field.name]) answered.add(field.name);
      }
    }
    // The walk must have read real data through the paths that hold sessions, guesses and homes, or it proves nothing.
    expect([...answered]).toEqual(
      expect.arrayContaining([
        'session',
        'shareableResult',
        'leaderboard',
        'game',
        'gameHome',
        'challenge',
        'partyRoom',
      ]),
    );
  });

  it('shows the finisher their own prices, so the check above is able to see a leak', async () => {
    const response = await harness.graphql(
      `{ session(id: "${ids.sessionId}") { rounds { result { actualPrice } } } }`,
      {},
      finisher,
    );
    expect(priceLeaks(response).length).toBeGreaterThanOrEqual(1);
  });

  it('reveals a price to another visitor only for the home they have guessed themselves', async () => {
    const viewer = newVisitorToken();
    const started = await startSession(harness, viewer, { game: GAME, playerName: 'Viewer' });
    // The open party room's homes come last in a session (draw-homes.ts): the first takes a guess now.
    const home = started.homeIds[0];
    const guess = await harness.graphql(
      `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { result { actualPrice } } }`,
      { input: { sessionId: started.id, gameHomeId: home, amount: 500_000 } },
      viewer,
    );
    expect(guess.errors).toBeUndefined();
    const revealed = guess.data!.submitGuess.result.actualPrice;
    const others = await harness.graphql(
      `{ session(id: "${ids.sessionId}") { rounds { gameHome { id } result { amount actualPrice diffPercent points } } } }`,
      {},
      viewer,
    );
    const rounds = others.data!.session.rounds;
    const guessedRound = rounds.find((round: any) => round.gameHome.id === home);
    expect(guessedRound.result.actualPrice).toBe(revealed);
    const hidden = rounds.filter((round: any) => round.gameHome.id !== home);
    expect(hidden.length).toBeGreaterThan(0);
    for (const round of hidden) {
      expect(round.result).toMatchObject({ amount: null, actualPrice: null, diffPercent: null });
      expect(round.result.points).toEqual(expect.any(Number));
    }
  });

  it('keeps guess validation free of the secret: out-of-range errors read the same for every home', async () => {
    const token = newVisitorToken();
    const started = await harness.graphql(
      `mutation { startSession(input: { gameSlug: "${GAME}", playerName: "Prober" }) { id rounds { gameHome { id home { currency } } } } }`,
      {},
      token,
    );
    // The messages name the home's currency, which is public; beyond that they must not vary from home to home.
    const messagesByCurrency = new Map<string, Set<string>>();
    for (const { gameHome } of started.data!.startSession.rounds) {
      const { id, home } = gameHome;
      for (const amount of [1, 2_000_000_000]) {
        const response = await harness.graphql(
          `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { result { points } } }`,
          { input: { sessionId: started.data!.startSession.id, gameHomeId: id, amount } },
          token,
        );
        expect(priceLeaks(response)).toEqual([]);
        const messages = messagesByCurrency.get(home.currency) ?? new Set<string>();
        messages.add(response.errors?.[0]?.message ?? 'accepted');
        messagesByCurrency.set(home.currency, messages);
      }
    }
    for (const messages of messagesByCurrency.values()) {
      expect(messages.has('accepted')).toBe(false);
      expect(messages.size).toBeLessThanOrEqual(2);
    }
  });

  it('lists price fields only on the types reviewed for the reveal rule', () => {
    const priceFields: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (/price|amount|guess$|diff/i.test(field.name) && isLeafType(getNamedType(field.type)))
          priceFields.push(`${type.name}.${field.name}`);
      }
    }
    // A new field here must go through the reveal rule (SessionService.rounds / GuessService.pricesSeenBy) before it is added.
    // Home.priceKind and Home.priceDate say what kind of price is hidden and when; they carry no amount.
    expect(priceFields.sort()).toEqual(
      [
        // The game builder, for accounts that manage the game (GAME_POLICY.update): the price only for the account that
        // imported the home (GameBuilderService.seesPrice), else a band, as the catalogue shows.
        'BuilderHome.price',
        'BuilderHome.priceBand',
        'BuilderHome.priceKind',
        'CatalogueHome.priceBand',
        'GuessResult.actualPrice',
        'GuessResult.amount',
        'GuessResult.diffPercent',
        'Home.priceDate',
        'Home.priceKind',
        'HomeGuess.amount',
        'HomeGuesses.actualPrice',
        'HomeGuesses.averageGuess',
        // Only to the game's managers (GAME_POLICY.manageGuesses: its creator, its brand's admins, site admins), who
        // know its prices: guesstimates-manage (modules/manage).
        'ManagedGuess.amount',
        // Only in a revealed party round, shown to every player of the room at once (party-view.ts).
        'PartyGuessResult.amount',
        'PartyReveal.actualPrice',
      ].sort(),
    );
    expect(
      Object.keys((schema.getType('ShareableResult') as GraphQLObjectType).getFields()).filter((name) =>
        /price|amount|guess/i.test(name),
      ),
    ).toEqual([]);
  });
});
