import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { guessInRoom, joinRoom, openRoom, startRoom } from '../../test/party';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Throws generated strings and numbers at every argument of every root field, as a stranger would, and checks the
 * answers: never a 5xx or an internal error, never a database error in the log, never a price the caller has not
 * earned. The schema is read by introspection, so a new root field or argument is fuzzed without editing this file.
 */
const RUNS_PER_FIELD = 25;
const SUBSCRIPTION_RUNS = 8;
/** How deep the selection of each answer goes below the root field: deep enough to reach every price field. */
const SELECTION_DEPTH = 4;

let harness: TestApp;
let schema: GraphQLSchema;
let prices: number[];
let known: { slugs: string[]; gameHomeIds: string[]; sessionIds: string[]; roomCodes: string[] };
const fuzzVisitor = newVisitorToken();

beforeAll(async () => {
  harness = await startTestApp();
  const introspection = await harness.graphql<IntrospectionQuery>(getIntrospectionQuery());
  schema = buildClientSchema(introspection.data!);
  const query = (sql: string) => harness.database.dataSource.query(sql);
  prices = (await query(`SELECT DISTINCT "actualPrice" FROM listing`)).map((row: { actualPrice: number }) =>
    Number(row.actualPrice),
  );
  known = {
    slugs: (await query(`SELECT slug FROM game`)).map((row: { slug: string }) => row.slug),
    gameHomeIds: (await query(`SELECT id FROM game_home`)).map((row: { id: string }) => row.id),
    sessionIds: [await playedSessionOfSomeoneElse()],
    roomCodes: [await partyRoomOfOthers()],
  };
  // A database of its own, migrated and seeded, then a played session: slow when the machine's cores are shared.
});
afterAll(() => harness?.close());

/** A session another visitor has guessed in: its prices are that visitor's to see, never the fuzzer's. */
async function playedSessionOfSomeoneElse(): Promise<string> {
  const owner = newVisitorToken();
  const started = await harness.graphql(
    `mutation { startSession(input: { gameSlug: "uk-quick-three", playerName: "Owner" }) { id nextRound { gameHome { id } } } }`,
    {},
    owner,
  );
  const { id, nextRound } = started.data!.startSession;
  await harness.graphql(
    `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { result { points } } }`,
    { input: { sessionId: id, gameHomeId: nextRound.gameHome.id, amount: 400_000 } },
    owner,
  );
  return id;
}

/** A party room of others in the middle of a round with a sealed guess, whose deadline the fuzzing cannot reach. */
async function partyRoomOfOthers(): Promise<string> {
  const [host, other] = [newVisitorToken(), newVisitorToken()];
  const code = await openRoom(harness, host, { game: 'uk-quick-three' });
  await joinRoom(harness, other, code, 'Other');
  await startRoom(harness, host, code);
  await guessInRoom(harness, host, code, 400_000);
  await harness.database.dataSource.query(`UPDATE party_round SET deadline = now() + interval '1 day'`);
  return code;
}

/** Mostly values that get past the first checks (real slugs and ids, sizes in range), so deeper code is reached. */
const textArbitrary = () =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom(...known.slugs, ...known.gameHomeIds, ...known.sessionIds, ...known.roomCodes),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        '\u0000',
        'grand-tour\u0000',
        '\ud800',
        'x'.repeat(3_000),
        '%00',
        "'; DROP TABLE game; --",
      ),
      weight: 3,
    },
    { arbitrary: fc.string(), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
  );

const numberArbitrary = () =>
  fc.oneof(
    { arbitrary: fc.integer({ min: -3, max: 120 }), weight: 4 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e21), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
  );

/** A value for an input type: mostly of that type, sometimes of another (the API must refuse it cleanly). */
function valueFor(type: GraphQLInputType, nullable = true): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, false);
  const typed = typedValueFor(type);
  const anyValue = fc.oneof({ arbitrary: typed, weight: 6 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });
  return nullable ? fc.option(anyValue, { nil: null, freq: 6 }) : anyValue;
}

function typedValueFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(valueFor(type.ofType), { maxLength: 3 });
  if (isEnumType(type))
    return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), textArbitrary());
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  }
  if (isScalarType(type) && (type.name === 'Int' || type.name === 'Float')) return numberArbitrary();
  if (isScalarType(type) && type.name === 'Boolean') return fc.boolean();
  return textArbitrary();
}

/** Every field without required arguments, to SELECTION_DEPTH levels. */
function selectionOf(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const parts = fields.flatMap((field) => {
    const fieldType = getNamedType(field.type);
    if (!isObjectType(fieldType)) return [field.name];
    return depth > 0 ? [`${field.name} ${selectionOf(fieldType, depth - 1)}`] : [];
  });
  return `{ ${['__typename', ...parts].join(' ')} }`;
}

function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg, index) => `$a${index}: ${String(arg.type)}`);
  const args = field.args.map((arg, index) => `${arg.name}: $a${index}`);
  const header = variables.length ? `(${variables.join(', ')})` : '';
  const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
  return `${kind} Fuzz${header} { ${call} ${selectionOf(getNamedType(field.type), SELECTION_DEPTH)} }`;
}

function variablesFor(field: GraphQLField<unknown, unknown>) {
  return fc
    .tuple(...field.args.map((arg) => valueFor(arg.type)))
    .map((values) => Object.fromEntries(values.map((value, index) => [`a${index}`, value])));
}

const UUID_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Numbers and texts of an answer that give away a price the request did not itself contain. */
function leakedPrices(answer: unknown, request: string): number[] {
  const leaks: number[] = [];
  // A price shows in text as a whole run of digits and commas: "450000" or "450,000".
  const unearned = new Map<string, number>();
  for (const price of prices.filter((price) => !request.includes(String(price)))) {
    unearned.set(String(price), price);
    unearned.set(price.toLocaleString('en-US'), price);
  }
  const visit = (value: unknown): void => {
    if (typeof value === 'number' && unearned.has(String(value))) leaks.push(value);
    else if (typeof value === 'string')
      // Ids (and the URLs built from them) are random hex: a run of digits inside one is not a price.
      for (const [run] of value.replace(UUID_TEXT, '').matchAll(/[\d,]+/g)) {
        const price = unearned.get(run);
        if (price !== undefined) leaks.push(price);
      }
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(answer);
  return leaks;
}

/** What the app printed while `run` ran: a database error is logged (TypeORM to console.log, the rest to error). */
async function consoleDuring(run: () => Promise<void>): Promise<string[]> {
  const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'log'), jest.spyOn(console, 'warn')];
  try {
    await run();
    return spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

const rootFields = (kind: 'query' | 'mutation') => {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type!.getFields()).filter((field) => !field.name.startsWith('__'));
};

describe('fuzzing every argument of every root field', () => {
  it('reaches every root field', () => {
    expect(rootFields('query').map((field) => field.name)).toEqual(
      expect.arrayContaining(['game', 'games', 'gameHome', 'session', 'leaderboard', 'homeGuesses']),
    );
    expect(rootFields('mutation').map((field) => field.name)).toEqual([
      'createAccount',
      'logIn',
      'logOut',
      'createGame',
      'updateGameSettings',
      'addHomesFromUrls',
      'addCatalogueHome',
      'addHomesFromCsv',
      'updateBuilderHome',
      'removeBuilderHome',
      'reorderBuilderHomes',
      'publishGame',
      'submitGuess',
      'addGuessReason',
      'setPlayerNameHidden',
      'setSessionExcluded',
      'updateBrandProfile',
      'createPartyRoom',
      'joinPartyRoom',
      'startPartyRoom',
      'submitPartyGuess',
      'playPartyAgain',
      'removePartyPlayer',
      'leavePartyRoom',
      'startSession',
      'startSessionWithToken',
      'nameSession',
    ]);
    expect(Object.keys(schema.getSubscriptionType()!.getFields())).toEqual(['leaderboardChanged', 'partyRoom']);
  });

  it.each(['query', 'mutation'] as const)(
    'answers every %s without a 5xx, a database error or a price',
    async (kind) => {
      const logged = await consoleDuring(async () => {
        for (const field of rootFields(kind)) {
          const query = operationFor(kind, field);
          await fc.assert(
            fc.asyncProperty(variablesFor(field), fc.boolean(), async (variables, withVisitor) => {
              const body = JSON.stringify({ query, variables });
              const response = await fetch(`${harness.baseUrl}/graphql`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  ...(withVisitor ? { 'x-visitor-token': fuzzVisitor } : {}),
                },
                body,
              });
              const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
              expect(response.status).toBeLessThan(500);
              expect(answer.errors?.map((error) => error.extensions?.code) ?? []).not.toContain(
                'INTERNAL_SERVER_ERROR',
              );
              expect(leakedPrices(answer, body)).toEqual([]);
            }),
            { numRuns: RUNS_PER_FIELD },
          );
        }
      });
      expect(logged).toEqual([]);
    },
  );

  it('answers every subscription without an internal error or a database error', async () => {
    const client = createClient({
      url: `${harness.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const logged = await consoleDuring(async () => {
      for (const field of Object.values(schema.getSubscriptionType()!.getFields())) {
        const query = operationFor('subscription', field);
        await fc.assert(
          fc.asyncProperty(variablesFor(field), async (variables) => {
            // A valid subscription stays open without a message: what matters is that nothing failed meanwhile.
            const answer = await new Promise<string>((resolve) => {
              const timer = setTimeout(() => {
                unsubscribe();
                resolve('open');
              }, 150);
              const settle = (text: string) => {
                clearTimeout(timer);
                resolve(text);
              };
              const unsubscribe = client.subscribe(
                { query, variables },
                {
                  next: (result) => settle(JSON.stringify(result)),
                  error: (error) => settle(JSON.stringify(error)),
                  complete: () => settle('complete'),
                },
              );
            });
            expect(answer).not.toContain('INTERNAL_SERVER_ERROR');
            expect(answer).not.toMatch(/Internal server error/i);
          }),
          { numRuns: SUBSCRIPTION_RUNS },
        );
      }
    });
    await client.dispose();
    expect(logged).toEqual([]);
  });
});
