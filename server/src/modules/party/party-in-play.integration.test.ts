import { guessInRoom, joinRoom, openRoom, startRoom } from '../../../test/party';
import { actualPriceOf, startSession } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

/**
 * A party round's price is learnt only from its reveal (GAME-RULES "Secrecy of the price"): from the moment a room
 * starts, its homes (the round on screen and those to come) cannot be guessed alone, are drawn last by sessions and
 * other rooms, and a session that holds one gets its price after the reveal. The games share listings, as the seeded
 * games do: test games take the first listings of the catalogue.
 */
const PARTY = 'in-play-party'; // 3 homes, 3 rounds: a room plays all three
const WIDE = 'in-play-wide'; // the same 3 and 9 more
const SPANISH = 'in-play-casaverde'; // the same 3, on a Spanish brand
const SPANISH_HOST = 'casaverde.localhost';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: PARTY, roundCount: 3, poolSize: 3 });
  await createTestGame(app.database, { slug: WIDE, roundCount: 3, poolSize: 12 });
  await createTestGame(app.database, { slug: SPANISH, roundCount: 3, poolSize: 3, brand: 'casaverde' });
}, 60_000);
afterAll(() => app.close(), 60_000);

const SUBMIT = `mutation($input: SubmitGuessInput!) {
  submitGuess(input: $input) { result { actualPrice points } session { guessCount } }
}`;
const submit = (on: Pick<TestApp, 'graphql'>, token: string, sessionId: string, gameHomeId: string) =>
  on.graphql(SUBMIT, { input: { sessionId, gameHomeId, amount: 400_000 } }, token);

const listingOf = async (gameHomeId: string): Promise<string> =>
  (await app.database.dataSource.query(`SELECT "listingId" FROM game_home WHERE id = $1`, [gameHomeId]))[0].listingId;

/** Listings of rounds not revealed yet, by room code. */
async function inPlayByRoom(): Promise<Map<string, string[]>> {
  const rows: { code: string; listingId: string }[] = await app.database.dataSource.query(
    `SELECT room.code, home."listingId" FROM party_round round
     JOIN party_room room ON room.id = round."roomId" JOIN game_home home ON home.id = round."gameHomeId"
     WHERE round."revealedAt" IS NULL`,
  );
  const byRoom = new Map<string, string[]>();
  for (const row of rows) byRoom.set(row.code, [...(byRoom.get(row.code) ?? []), row.listingId]);
  return byRoom;
}

/** A started room of a host and one player; returns the code and both tokens. */
async function startedRoom(game: string, roundCount = 3) {
  const host = newVisitorToken();
  const player = newVisitorToken();
  const code = await openRoom(app, host, { game, roundCount });
  expect((await joinRoom(app, player, code, 'Guest')).errors).toBeUndefined();
  expect((await startRoom(app, host, code)).errors).toBeUndefined();
  return { code, host, player };
}

describe("a party room's homes while it plays", () => {
  it('cannot be guessed alone, in any game that has them, until their round is revealed', async () => {
    // Sessions drawn before the room starts hold its homes (a pool of 3, played whole).
    const holder = newVisitorToken();
    const held = await startSession(app, holder, { game: PARTY });
    const spanishHolder = newVisitorToken();
    const spanishHeld = await startSession(app.onHost(SPANISH_HOST), spanishHolder, { game: SPANISH });

    const { code, host, player } = await startedRoom(PARTY);
    const [first, second] = held.homeIds;

    for (const gameHomeId of held.homeIds) {
      const refused = await submit(app, holder, held.id, gameHomeId);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message:
          'This home is being played live in a party room right now: guess it once the party has revealed its price.',
        extensions: { code: 'FORBIDDEN', reason: 'HOME_IN_PARTY' },
      });
    }
    const spanish = await submit(app.onHost(SPANISH_HOST), spanishHolder, spanishHeld.id, spanishHeld.homeIds[0]!);
    expect(spanish.errors?.[0]?.message).toBe(
      'Esta casa se está jugando ahora mismo en directo en una sala de fiesta: adivina su precio cuando la fiesta lo haya revelado.',
    );
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM guess WHERE "sessionId" = ANY($1::uuid[])`,
      [[held.id, spanishHeld.id]],
    );
    expect(count).toBe(0);

    // Round 1 is revealed to the room: its home may be guessed now, the rounds to come still not.
    for (const token of [host, player]) expect((await guessInRoom(app, token, code, 300_000)).errors).toBeUndefined();
    const revealed = await submit(app, holder, held.id, first!);
    expect(revealed.errors).toBeUndefined();
    expect(revealed.data!.submitGuess.result.actualPrice).toBe(await actualPriceOf(app, first!));
    expect((await submit(app, holder, held.id, second!)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('are drawn last by new sessions and by other rooms, so throwaway players cannot fish for them', async () => {
    const { code } = await startedRoom(PARTY);
    const inPlay = new Set((await inPlayByRoom()).get(code));
    expect(inPlay.size).toBe(3);

    // Throwaway visitors starting the wide game: 9 homes are free, so none of the room's is ever drawn.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const session = await startSession(app, newVisitorToken(), { game: WIDE });
      const listings = await Promise.all(session.homeIds.map(listingOf));
      expect(listings.filter((listing) => inPlay.has(listing))).toEqual([]);
    }

    // Rooms of the wide game take the free homes first: no home is in play in two rooms.
    const rooms = [code];
    for (let room = 0; room < 3; room += 1) rooms.push((await startedRoom(WIDE)).code);
    const byRoom = await inPlayByRoom();
    const listings = rooms.flatMap((room) => byRoom.get(room) ?? []);
    expect(listings).toHaveLength(12);
    expect(new Set(listings).size).toBe(12);
  });

  it('are still refused to a throwaway session drawn when every free home is taken', async () => {
    // Every home of the wide game is in play now: a new session must hold some, and may not guess them.
    const visitor = newVisitorToken();
    const session = await startSession(app, visitor, { game: WIDE });
    const refused = await submit(app, visitor, session.id, session.homeIds[0]!);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refused)).not.toContain('actualPrice');
  });
});
