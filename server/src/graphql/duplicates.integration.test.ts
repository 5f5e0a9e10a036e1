import { browserOf } from '../../test/browser';
import { failedStatementsDuring, type FailedStatement } from '../../test/failed-statements';
import { guessInRoom, joinRoom, openRoom, startRoom } from '../../test/party';
import { startSession } from '../../test/play-game';
import { newVisitorToken, startTestApp, type GraphQLResponse, type TestApp } from '../../test/test-app';
import { gameSettings } from '../../test/builder-settings';

/**
 * Issue "Trust before breadth": what a client may send twice, one after the other or at once, is refused (or done
 * once) before PostgreSQL would refuse it. A duplicate that reached a unique index failed there: an ERROR in
 * PostgreSQL's log and a failed query in the app's, whatever the client was told. Each case sends its duplicate
 * through the API and asserts the answer and that no statement failed. (A duplicate account sign-up is tested with
 * the accounts.)
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 90_000);
afterAll(() => app.close());

const GUESS = `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { session { guessCount } } }`;
const CREATE_GAME = `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id } }`;
const SETTINGS = gameSettings({ title: 'Twice', description: 'A game made twice at once.' });

/** The answers of `send`, made `times` times at once, and the statements PostgreSQL refused meanwhile. */
async function atOnce(
  times: number,
  send: () => Promise<GraphQLResponse>,
): Promise<{ answers: GraphQLResponse[]; failed: FailedStatement[] }> {
  let answers: GraphQLResponse[] = [];
  const failed = await failedStatementsDuring(async () => {
    answers = await Promise.all(Array.from({ length: times }, send));
  });
  return { answers, failed };
}

const errorsOf = (answers: GraphQLResponse[]) =>
  answers
    .flatMap((answer) => answer.errors ?? [])
    .map(({ message, extensions }) => ({ message, code: extensions?.code }));

it('a second guess for one home of a session', async () => {
  const player = newVisitorToken();
  const session = await startSession(app, player, { game: 'house-prices-game' });
  const input = { sessionId: session.id, gameHomeId: session.homeIds[0], amount: 500_000 };
  const { answers, failed } = await atOnce(3, () => app.graphql(GUESS, { input }, player));
  expect(errorsOf(answers)).toEqual(
    Array(2).fill({ message: 'You have already guessed this home in this game session.', code: 'CONFLICT' }),
  );
  expect(failed).toEqual([]);
});

it("a second start of the day's challenge", async () => {
  const player = newVisitorToken();
  const challenge = await app.graphql(`{ challenge(period: DAILY) { game { slug } } }`, {}, player);
  const slug = challenge.data!.challenge.game.slug;
  const start = () =>
    app.graphql(
      `mutation($input: StartSessionInput!) { startSession(input: $input) { id } }`,
      { input: { gameSlug: slug, playerName: 'Twice' } },
      player,
    );
  const { answers, failed } = await atOnce(3, start);
  expect(errorsOf(answers)).toEqual(
    Array(2).fill({ message: "You have played today's challenge: see your result.", code: 'CONFLICT' }),
  );
  expect(failed).toEqual([]);
});

it('joining a party room twice, a name taken, and a second guess for one round', async () => {
  const host = newVisitorToken();
  const guest = newVisitorToken();
  const code = await openRoom(app, host, { game: 'house-prices-game' });
  const joins = await atOnce(3, () => joinRoom(app, guest, code, 'Guest'));
  expect(errorsOf(joins.answers)).toEqual([]);
  expect(joins.failed).toEqual([]);

  const taken = await atOnce(2, () => joinRoom(app, newVisitorToken(), code, 'GUEST'));
  expect(errorsOf(taken.answers)).toEqual(
    Array(2).fill({ message: 'Someone in this room is called "GUEST": choose another name.', code: 'CONFLICT' }),
  );
  expect(taken.failed).toEqual([]);

  expect((await startRoom(app, host, code)).errors).toBeUndefined();
  const guesses = await atOnce(3, () => guessInRoom(app, guest, code, 400_000));
  expect(errorsOf(guesses.answers)).toEqual(
    Array(2).fill({ message: 'You have already guessed this round.', code: 'CONFLICT' }),
  );
  expect(guesses.failed).toEqual([]);
  const [{ seats }] = await app.database.dataSource.query(
    `SELECT count(*)::int AS seats FROM party_player p JOIN party_room r ON r.id = p."roomId"
     WHERE r.code = $1 AND r.status <> 'finished'`,
    [code],
  );
  expect(seats).toBe(2);
});

it("an account's first games, made at once: the creator role is granted once", async () => {
  const builder = browserOf(app);
  const created = await builder.graphql(
    `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
    { input: { email: 'twice@example.com', password: 'correct horse battery', displayName: 'Twice' } },
  );
  expect(created.errors).toBeUndefined();
  const { answers, failed } = await atOnce(3, () => builder.graphql(CREATE_GAME, { settings: SETTINGS }));
  expect(errorsOf(answers)).toEqual([]);
  expect(failed).toEqual([]);
  const roles = await builder.graphql(`{ me { roles { role } } }`);
  expect(roles.data!.me.roles).toEqual([{ role: 'CREATOR' }]);
});
