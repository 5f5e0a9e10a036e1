import { joinRoom, openRoom, ROOM_VIEW, startRoom } from '../../../test/party';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

/** Who may come into a room: only to games anyone may play, and under a name no one in the room reads the same. */
const GAME = 'entry-open';
const TOKEN_GAME = 'entry-by-token';
const SPANISH_GAME = 'entry-casaverde';
const SPANISH_TOKEN_GAME = 'entry-casaverde-token';
const SPANISH_HOST = 'casaverde.localhost';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: GAME, roundCount: 3, poolSize: 6 });
  await createTestGame(app.database, { slug: TOKEN_GAME, roundCount: 3, poolSize: 6, entryByToken: true });
  await createTestGame(app.database, { slug: SPANISH_GAME, roundCount: 3, poolSize: 6, brand: 'casaverde' });
  await createTestGame(app.database, {
    slug: SPANISH_TOKEN_GAME,
    roundCount: 3,
    poolSize: 6,
    brand: 'casaverde',
    entryByToken: true,
  });
}, 60_000);
afterAll(() => app.close(), 60_000);

const CREATE = `mutation($input: CreatePartyRoomInput!) { createPartyRoom(input: $input) { code } }`;
const createRoom = (on: Pick<TestApp, 'graphql'>, game: string, token = newVisitorToken()) =>
  on.graphql(
    CREATE,
    { input: { gameSlug: game, roundCount: 3, roundSeconds: 30, playerName: 'Host', hostPlays: true } },
    token,
  );
const errorOf = (response: { errors?: { message: string; extensions?: { code?: string } }[] }) => response.errors?.[0];
const roomCount = async () =>
  (await app.database.dataSource.query(`SELECT count(*)::int AS count FROM party_room`))[0].count as number;

describe('a game entered by token', () => {
  it('cannot be opened in a party room, which would let players in without a token', async () => {
    const before = await roomCount();
    expect(errorOf(await createRoom(app, TOKEN_GAME))).toMatchObject({
      message:
        'This game is entered with a token from its host, one player a token: it cannot be played in a party room.',
      extensions: { code: 'FORBIDDEN', reason: 'TOKEN_GAME' },
    });
    expect(errorOf(await createRoom(app.onHost(SPANISH_HOST), SPANISH_TOKEN_GAME))).toMatchObject({
      message:
        'A este juego se entra con un código de su anfitrión, uno por jugador: no se puede jugar en una sala de fiesta.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await roomCount()).toBe(before);
  });

  it('cannot be started in a room opened before its host made it a token game', async () => {
    const host = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME });
    const setEntryByToken = async (entryByToken: boolean) => {
      const [{ id }] = await app.database.dataSource.query(
        `WITH changed AS (UPDATE game SET "entryByToken" = $2 WHERE slug = $1 RETURNING id) SELECT id FROM changed`,
        [GAME, entryByToken],
      );
      app.app.services.games.changed(id);
    };
    await setEntryByToken(true);
    try {
      expect(errorOf(await startRoom(app, host, code))).toMatchObject({
        message:
          'This game is entered with a token from its host, one player a token: it cannot be played in a party room.',
      });
    } finally {
      await setEntryByToken(false);
    }
  });
});

describe('names in a room', () => {
  /** A room whose first player is Ana (besides its host); returns its code. */
  async function roomWithAna(on: Pick<TestApp, 'graphql'> = app, game = GAME): Promise<string> {
    const host = newVisitorToken();
    const response = await createRoom(on, game, host);
    const { code } = response.data!.createPartyRoom as { code: string };
    expect(errorOf(await on.graphql(JOIN, { code, name: 'Ana Lú' }, newVisitorToken()))).toBeUndefined();
    return code;
  }
  const JOIN = `mutation($code: String!, $name: String!) { joinPartyRoom(code: $code, playerName: $name) { ${ROOM_VIEW} } }`;

  it.each([
    ['another case', 'ANA LÚ'],
    ['other spaces', '  ana   lú '],
    ['no space', 'AnaLú'],
    ['decomposed letters (NFD)', 'Ana Lu\u0301'],
    ['full-width letters (NFKC)', 'Ａｎａ Ｌú'],
    ['a zero-width space', 'An\u200ba Lú'],
    ['a zero-width joiner', 'A\u200dna Lú'],
    ['bidi marks', '\u202aAna\u200e Lú\u202c'],
    ['a right-to-left override', '\u202eAna Lú'],
    ['a soft hyphen', 'Ana L\u00adú'],
    ['a Hangul filler', 'Ana\u3164 Lú'],
  ])('refuses a second player whose name reads the same, with %s', async (_, name) => {
    const code = await roomWithAna();
    const response = await app.graphql(JOIN, { code, name }, newVisitorToken());
    expect(errorOf(response)?.extensions?.code).toBe('CONFLICT');
    expect(errorOf(response)?.message).toMatch(/^Someone in this room is called ".*": choose another name\.$/);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM party_player player JOIN party_room room ON room.id = player."roomId"
       WHERE room.code = $1 AND room.status <> 'finished'`,
      [code],
    );
    expect(count).toBe(2);
  });

  it('says so in the brand’s language', async () => {
    const code = await roomWithAna(app.onHost(SPANISH_HOST), SPANISH_GAME);
    const response = await app.onHost(SPANISH_HOST).graphql(JOIN, { code, name: 'ana lú' }, newVisitorToken());
    expect(errorOf(response)?.message).toBe('Alguien en esta sala ya se llama "ana lú": elige otro nombre.');
  });

  it('stores a name composed and without invisible characters, and still takes names that differ', async () => {
    const code = await roomWithAna();
    const joined = await joinRoom(app, newVisitorToken(), code, '\u202eBe\u200bn\u200f Lu\u0301z ❤️');
    expect(errorOf(joined)).toBeUndefined();
    const names = (joined.data!.joinPartyRoom.players as { name: string }[]).map((player) => player.name);
    expect(names).toEqual(['Host', 'Ana Lú', 'Ben Lúz ❤️']);
    expect(names[2]).toBe('Ben L\u00faz \u2764\ufe0f');
    expect(errorOf(await joinRoom(app, newVisitorToken(), code, 'Ana Luz'))).toBeUndefined();
  });
});
