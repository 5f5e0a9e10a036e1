import 'reflect-metadata';
import { Kind, parse, visit, type DocumentNode, type FieldNode, type GraphQLSchema } from 'graphql';
import { LIMITS } from '../app';
import { createAppPubSub } from '../realtime/pubsub';
import { checkOperation, isStorableString, MAX_VARIABLES_DEPTH, nestsDeeperThan } from './operation-checks';
import { buildAppSchema } from '../schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema(createAppPubSub(null));
});

const check = (query: string | DocumentNode, variables?: Record<string, unknown>) =>
  checkOperation({
    schema,
    document: typeof query === 'string' ? parse(query) : query,
    variables,
    operationName: undefined,
    maxCost: LIMITS.cost,
  });

describe('isStorableString', () => {
  it.each([
    ['plain text', true],
    ['émoji 🏠 and 中文', true],
    ['a\u0000b', false],
    ['lone \ud800 surrogate', false],
    ['lone \udc00 low surrogate', false],
  ])('%j storable: %s', (value, storable) => {
    expect(isStorableString(value)).toBe(storable);
  });
});

describe('nestsDeeperThan', () => {
  /** A list nested `levels` deep, built without recursion. */
  const nestedList = (levels: number) => {
    let value: unknown = 'leaf';
    for (let level = 0; level < levels; level++) value = [value];
    return value;
  };

  it('counts lists and objects, each container one level', () => {
    expect(nestsDeeperThan({ a: [{ b: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: ['x'] }] }, 3)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [[]], c: { d: { e: {} } } }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: [[]], c: { d: { e: { f: null } } } }, 3)).toBe(true);
    expect(nestsDeeperThan(undefined, 1)).toBe(false);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('measures a value far deeper than the call stack reaches', () => {
    expect(nestsDeeperThan(nestedList(200_000), 16)).toBe(true);
  });
});

describe('checkOperation', () => {
  it('refuses NUL in a variable, nested in an input, or in a literal', () => {
    const refusals = [
      check('query($s: String!) { game(slug: $s) { title } }', { s: 'a\u0000' }),
      check('mutation($i: StartSessionInput!) { startSession(input: $i) { id } }', {
        i: { gameSlug: 'x', playerName: 'Ada\u0000' },
      }),
      check('{ game(slug: "a\\u0000") { title } }'),
    ];
    for (const refused of refusals)
      expect(refused).toMatchObject({
        message: 'Text arguments must not contain NUL characters or invalid Unicode.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    expect(check('{ game(slug: "grand-tour") { title } }')).toBeNull();
  });

  it('refuses variables nested deeper than the limit, before walking them, and takes them at the limit', () => {
    const query = '{ currentBrand { name } }';
    let atLimit: unknown = 'leaf';
    // The variables' object is a level: MAX_VARIABLES_DEPTH - 1 lists inside it.
    for (let level = 1; level < MAX_VARIABLES_DEPTH; level++) atLimit = [atLimit];
    expect(check(query, { unused: atLimit })).toBeNull();
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 10_000; level++) deep = [deep];
    for (const variables of [{ unused: [atLimit] }, { unused: deep }])
      expect(check(query, variables)).toMatchObject({
        message: `Variables must not nest lists and objects more than ${MAX_VARIABLES_DEPTH} levels deep.`,
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
  });

  it('reads the variables of every request when a list size comes from one, though the document is reused', () => {
    const board = `leaderboard(gameSlug: "x", limit: $n) { rows { rank playerName totalPoints guessCount completedAt isViewer sessionId } }`;
    const document = parse(`query($n: Int!) { a: ${board} b: ${board} c: ${board} }`);
    expect(check(document, { n: 5 })).toBeNull();
    expect(check(document, { n: 100 })?.message).toMatch(/^Query cost limit of 5000 exceeded/);
    expect(check(document, { n: 5 })).toBeNull();
  });

  it('counts the fields a variable includes, though a cheap request sent the same document first', () => {
    const board = (alias: string) =>
      `${alias}: leaderboard(gameSlug: "x", limit: 100) @include(if: $all) { rows { rank playerName totalPoints guessCount completedAt isViewer sessionId } }`;
    const document = parse(`query($all: Boolean!) { ${['a', 'b', 'c', 'd'].map(board).join(' ')} }`);
    expect(check(document, { all: false })).toBeNull();
    expect(check(document, { all: true })?.message).toMatch(/^Query cost limit of 5000 exceeded/);
  });

  it('refuses a reused document with a NUL literal every time', () => {
    const document = parse('{ game(slug: "a\\u0000") { title } }');
    expect(check(document)?.extensions.code).toBe('BAD_USER_INPUT');
    expect(check(document)?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts list sizes from variables as from literals, and from defaults', () => {
    const board = (size: string) =>
      `leaderboard(gameSlug: "x", limit: ${size}) { rows { rank playerName totalPoints guessCount completedAt isViewer sessionId } }`;
    const literal = check(`{ a: ${board('100')} b: ${board('100')} c: ${board('100')} }`);
    const variable = check(`query($n: Int!) { a: ${board('$n')} b: ${board('$n')} c: ${board('$n')} }`, { n: 100 });
    expect(literal?.message).toMatch(/^Query cost limit of 5000 exceeded/);
    expect(variable?.message).toBe(literal?.message);
    expect(check(`query($n: Int!) { a: ${board('$n')} }`, { n: 20 })).toBeNull();
    const games = (args: string) =>
      Array.from(
        { length: 8 },
        (_, index) => `g${index}: games${args} { nodes { homes { home { pictures { url } } } } }`,
      );
    // games(first) defaults to 20: eight of them cost 20 pages' worth each, eight of one game do not.
    expect(check(`{ ${games('').join(' ')} }`)?.message).toMatch(/cost limit/);
    expect(check(`{ ${games('(first: 1)').join(' ')} }`)).toBeNull();
  });

  it('lets every operation of the web client through at the list sizes it asks for', async () => {
    const clientOperations = await import('../../../client/src/graphql/generated/graphql.js');
    const largest = { first: 20, limit: 50 };
    // The guesses page asks for 40 (guesses-queries.ts): its home's pictures and photos count once per guess.
    const sizeOf: Record<string, Partial<typeof largest>> = { HomeGuessesDocument: { limit: 40 } };
    const documents = Object.entries(clientOperations).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(5);
    for (const [name, document] of documents) {
      const variables = {
        slug: 'x',
        gameSlug: 'x',
        gameHomeId: 'x',
        id: 'x',
        period: 'ALL_TIME',
        ...largest,
        ...sizeOf[name],
      };
      // As Apollo Client sends it: with __typename in every selection set, which the cost counts too.
      const sent = withTypenames(document as DocumentNode);
      expect([name, check(sent, variables)?.message]).toEqual([name, undefined]);
    }
  });
});

/** Apollo Client's cache adds `__typename` to every selection set below the operation's root fields. */
function withTypenames(document: DocumentNode): DocumentNode {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename'))
        return undefined;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
}
