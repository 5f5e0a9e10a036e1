import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gamePagePath, pagePath } from '@ballpark/common/page-routes';
import { actualPriceOf, playGame, startSession } from '../../../test/play-game';
import { guessInRoom, openRoom } from '../../../test/party';
import { newVisitorToken, requestOnHost, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

/**
 * GAME-RULES "Locale": what the server writes for a player (guess feedback, standing, share text, guest names,
 * refusals, page heads) follows the brand's locale. A Spanish brand plays in Spanish; an English brand stays English.
 */
const SPANISH = { name: 'localees', displayName: 'Casas de Prueba', locale: 'es' };
const ENGLISH = { name: 'localeen', displayName: 'Test Homes', locale: 'en' };
const GAME = 'locale-three';
const GUEST_GAME = 'locale-guest';

let harness: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));

const SESSION = `query Session($id: ID!) {
  session(id: $id) { playerName standing rounds { result { feedback } } }
}`;
const SHARE = `query Share($sessionId: ID!) { shareableResult(sessionId: $sessionId) { standing shareText } }`;
const GUESS = `mutation Guess($input: SubmitGuessInput!) { submitGuess(input: $input) { result { feedback } } }`;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<html lang="en"><head><!--ssr-head--></head><body><div id="root"></div></body></html>',
  );
  harness = await startTestApp({ env: { CLIENT_DIST: clientDist, PUBLIC_URL: 'https://ballpark.example' } });
  // Before any request: brands and games are cached.
  for (const brand of [SPANISH, ENGLISH]) {
    await harness.database.dataSource.query(
      `INSERT INTO brand (name, "displayName", locale, "brandColors")
       VALUES ($1, $2, $3, '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
      [brand.name, brand.displayName, brand.locale],
    );
    for (const [slug, variant] of [
      [GAME, 'public'],
      [GUEST_GAME, 'klavo'],
    ] as const)
      await createTestGame(harness.database, {
        slug,
        roundCount: 3,
        poolSize: 3,
        brand: brand.name,
        unusedListings: true,
        variant,
      });
  }
});
afterAll(async () => {
  await harness?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const on = (brand: { name: string }) => harness.onHost(`${brand.name}.localhost`);

async function head(brand: { name: string }, pathname: string): Promise<string> {
  const response = await requestOnHost(harness.baseUrl, `${brand.name}.localhost`, pathname);
  expect(response.status).toBe(200);
  return response.body.toString('utf8');
}

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

/** Plays the brand's game: exact guesses, and a second player far off; returns both sessions' words. */
async function playOn(brand: { name: string }) {
  const app = on(brand);
  const exact = newVisitorToken();
  const far = newVisitorToken();
  const best = await playGame(app, exact, { game: GAME, playerName: 'Ana', price: (actual) => actual });
  const worst = await playGame(app, far, { game: GAME, playerName: 'Luis', price: (actual) => actual * 3 });
  const session = (await app.graphql(SESSION, { id: best.id }, exact)).data!.session;
  const farSession = (await app.graphql(SESSION, { id: worst.id }, far)).data!.session;
  const share = (await app.graphql(SHARE, { sessionId: best.id })).data!.shareableResult;
  // A second guess of a home already guessed is refused, in the brand's words.
  const again = await app.graphql(
    GUESS,
    { input: { sessionId: best.id, gameHomeId: best.homeIds[0], amount: await actualPriceOf(app, best.homeIds[0]) } },
    exact,
  );
  // A guest-first game's player carries the guest name until they give theirs; others see it.
  const guest = await playGame(app, newVisitorToken(), { game: GUEST_GAME, playerName: null, price: 300_000 });
  const guestName = (await app.graphql(SESSION, { id: guest.id }, newVisitorToken())).data!.session.playerName;
  // A party room's refusal: a guess before the host starts.
  const host = newVisitorToken();
  const code = await openRoom(app, host, { game: GAME });
  const partyRefusal = (await guessInRoom(app, host, code, 300_000)).errors?.[0]?.message;
  return {
    session,
    farSession,
    share,
    refusal: again.errors?.[0]?.message,
    partyRefusal,
    guestName,
    sessionId: best.id,
  };
}

describe('a Spanish brand', () => {
  it('writes feedback, standing, the share text, the guest name and refusals in Spanish', async () => {
    const played = await playOn(SPANISH);
    expect(played.session.rounds.map((round: any) => round.result.feedback)).toEqual([
      '¡Increíble!',
      '¡Increíble!',
      '¡Increíble!',
    ]);
    expect(played.farSession.rounds.map((round: any) => round.result.feedback)).toEqual([
      'Más suerte la próxima vez',
      'Más suerte la próxima vez',
      'Más suerte la próxima vez',
    ]);
    expect(played.session.standing).toBe('n.º 1 de 2');
    expect(played.share.standing).toBe('n.º 1 de 2');
    expect(played.share.shareText).toContain('300/300 · experto · n.º 1 de 2');
    expect(played.share.shareText).toContain('¿Me superas? https://');
    expect(played.share.shareText).not.toMatch(/Can you beat|expert\b/);
    expect(played.refusal).toBe('Ya has estimado esta casa en esta partida.');
    expect(played.partyRefusal).toBe('No se está jugando ninguna ronda en esta sala.');
    expect(played.guestName).toBe('Invitado');
    await expect(startSession(on(SPANISH), newVisitorToken(), { game: 'no-such-game' })).rejects.toThrow(
      'No hay ningún juego llamado «no-such-game».',
    );
  });

  it("gives its pages Spanish heads that start with the brand's name", async () => {
    const home = await head(SPANISH, '/');
    expect(home).toContain('<html lang="es">');
    expect(home).toContain('<title>Casas de Prueba: adivina por cuánto se venden las casas</title>');
    expect(meta(home, 'og:title')).toBe('Casas de Prueba: adivina por cuánto se venden las casas');
    expect(meta(home, 'description')).toMatch(/^Adivina el precio de casas vendidas de verdad/);
    expect(meta(home, 'og:description')).toBe(meta(home, 'description'));
    expect(meta(home, 'keywords')).toContain('adivina el precio');

    const challenge = await head(SPANISH, pagePath('dailyChallenge', {}));
    expect(challenge).toContain('<title>El reto de hoy | Casas de Prueba</title>');
    expect(meta(challenge, 'description')).toMatch(/^El reto diario: cinco casas/);

    const board = await head(SPANISH, gamePagePath('public', 'leaderboard', { gameSlug: GAME }));
    expect(board).toContain(`<title>Clasificación: ${GAME} | Casas de Prueba</title>`);
  });

  it('heads a shared result in Spanish', async () => {
    const { sessionId } = await playOn(SPANISH);
    const shared = await head(SPANISH, gamePagePath('public', 'resultsToShare', { gameSlug: GAME, sessionId }));
    expect(meta(shared, 'og:title')).toBe(`Ana ha sacado 300/300 en ${GAME}`);
    expect(meta(shared, 'og:description')).toBe(
      `¿Superas a Ana? Adivina el precio de 3 casas de ${GAME} en Casas de Prueba.`,
    );
  });
});

describe('an English brand', () => {
  it('stays English, in play and in its heads', async () => {
    const played = await playOn(ENGLISH);
    expect(played.session.rounds.map((round: any) => round.result.feedback)).toEqual([
      'Amazing guess!',
      'Amazing guess!',
      'Amazing guess!',
    ]);
    expect(played.farSession.rounds[0].result.feedback).toBe('Better luck next time');
    expect(played.session.standing).toBe('#1 of 2');
    expect(played.share.shareText).toContain('300/300 · expert · #1 of 2');
    expect(played.share.shareText).toContain('Can you beat me? https://');
    expect(played.refusal).toBe('You have already guessed this home in this game session.');
    expect(played.partyRefusal).toBe('No round is being played in this room.');
    expect(played.guestName).toBe('Guest');

    const home = await head(ENGLISH, '/');
    expect(home).toContain('<html lang="en">');
    expect(meta(home, 'og:title')).toBe('Test Homes: guess what homes sell for');
    expect(await head(ENGLISH, pagePath('dailyChallenge', {}))).toContain(
      '<title>Today&#39;s challenge | Test Homes</title>',
    );
  });
});
