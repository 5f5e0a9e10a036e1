import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * GAME-RULES "Game variants", community-forum: a thread list, one thread a home at comments/{id}/{title slug}, the
 * comments (everyone's guesses and reasons) sealed until the player has guessed the home.
 */
const GAME = 'community-price-threads';
const THREAD_PATH = new RegExp(`^/r/${GAME}/comments/[0-9a-f-]{36}/[a-z0-9_]+$`);

/** Another player, through the API: guesses every home of the community (a game at a time) with a reason each. */
async function neighbourGuessesEveryHome(request: APIRequestContext, reason: string): Promise<void> {
  const headers = { 'x-visitor-token': randomBytes(24).toString('hex') };
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/graphql', { headers, data: { query, variables } });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { game } = await call(`query($slug: String!) { game(slug: $slug) { homes { id } } }`, { slug: GAME });
  const unguessed = new Set<string>(game.homes.map((home: { id: string }) => home.id));
  // A new game draws homes the player has not guessed first: a few games cover the whole pool.
  for (let games = 0; unguessed.size > 0 && games < 10; games += 1) {
    const { startSession } = await call(
      `mutation($input: StartSessionInput!) { startSession(input: $input) { id nextRound { gameHome { id } } } }`,
      { input: { gameSlug: GAME, playerName: 'Neighbour' } },
    );
    let next: string | undefined = startSession.nextRound?.gameHome.id;
    while (next) {
      const { submitGuess } = await call(
        `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { nextRound { gameHome { id } } } }`,
        { input: { sessionId: startSession.id, gameHomeId: next, amount: 400_000 } },
      );
      await call(
        `mutation($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {
          addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)
        }`,
        { sessionId: startSession.id, gameHomeId: next, reason },
      );
      unguessed.delete(next);
      next = submitGuess.nextRound?.gameHome.id;
    }
  }
  expect(unguessed.size).toBe(0);
}

test('a new visitor reads the thread list, guesses a thread with its comments sealed, then reads and adds to them', async ({
  page,
  request,
}) => {
  const neighbourReason = `Neighbour ${Date.now() % 100000}: the garden sells it`;
  await neighbourGuessesEveryHome(request, neighbourReason);
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });

  await page.goto(`/r/${GAME}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Community Price Threads' })).toBeVisible();
  const threads = page.getByRole('region', { name: 'Threads' }).getByRole('listitem');
  await expect(threads).toHaveCount(14);
  const threadLinks = await threads
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of threadLinks) expect(href).toMatch(THREAD_PATH);

  await page.getByLabel('Your name').fill(`Forum ${Date.now() % 100000}`);
  await page.getByRole('button', { name: 'Start game' }).click();
  // Starting goes to the first round's thread, at its title's path.
  await expect(page).toHaveURL(/\/comments\/[0-9a-f-]{36}\/[a-z0-9_]+\?session=[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  expect(threadLinks).toContain(threadPath);
  await expect(page.getByText('Round 1 of 5', { exact: false }).first()).toBeVisible();

  // Before guessing: the comments are sealed, and nobody's guess or reason is on the page.
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments).toContainText('Comments open once you guess');
  await expect(comments.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText(neighbourReason)).toHaveCount(0);

  await page.getByLabel(/Your guess/).fill('450k');
  await page.getByRole('button', { name: 'Lock in my guess' }).click();
  await expect(page.locator('.result-card__actual')).toHaveText(/\$[\d,]+/);

  // After: everyone's guesses as comments, the neighbour's with their reason, the player's own marked.
  // (The neighbour's later games fill up with homes they guessed before, so a home may carry two of their comments.)
  await expect(comments.getByRole('listitem').filter({ hasText: neighbourReason }).first()).toBeVisible();
  const mine = comments.getByRole('listitem').filter({ has: page.getByText('You', { exact: true }) });
  await expect(mine).toContainText('guessed $450,000');
  await expect(mine).toContainText('No reason given.');
  await expect(comments).not.toContainText('Comments open once you guess');

  // A reason is posted once, and listed with the guess.
  const reasonBox = page.getByLabel('Why that price?');
  await reasonBox.fill('x'.repeat(141));
  await expect(page.getByRole('alert').filter({ hasText: 'A reason can be at most 140 characters' })).toBeVisible();
  await reasonBox.fill('  Near the park,   small garden ');
  await page.getByRole('button', { name: 'Post my reason' }).click();
  await expect(mine).toContainText('Near the park, small garden');
  await expect(page.getByRole('status').filter({ hasText: 'Your reason:' })).toContainText(
    'Your reason: “Near the park, small garden”',
  );
  await expect(reasonBox).toHaveCount(0);

  // As the server renders it: the reason is kept, and the box does not come back.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(mine).toContainText('Near the park, small garden');
  await expect(page.getByLabel('Why that price?')).toHaveCount(0);

  // The thread list marks the guessed thread, linked into the player's game.
  await page.getByRole('link', { name: `r/${GAME}` }).click();
  const guessed = threads.filter({ has: page.locator(`a[href^="${threadPath}?session="]`) });
  await expect(guessed).toContainText(/Guessed · \d+ points/);
  const inGame = new URL((await guessed.getByRole('link').getAttribute('href'))!, page.url()).search;
  expect(inGame).toMatch(/^\?session=[0-9a-f-]{36}$/);
  // The game in progress is carried on from here, not started again beside it.
  await expect(page.getByRole('link', { name: 'Continue →' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start game' })).toHaveCount(0);

  // Its homes are guessed in order: the next thread links into the game, the later ones out of it, read-only.
  const next = threads.filter({ hasText: 'Your turn' });
  await expect(next.getByRole('link')).toHaveAttribute('href', new RegExp(`^/r/${GAME}/comments/.+\\${inGame}$`));
  const later = threads.filter({ hasText: 'Later in your game' });
  await expect(later).toHaveCount(3);
  const laterLinks = await later
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of laterLinks) expect(href).toMatch(THREAD_PATH);
  // Reached in the game all the same (an old link): no guess until its turn, and the way to the next one.
  await page.goto(`${laterLinks[0]}${inGame}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 2, name: 'This thread comes later in your game' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock in my guess' })).toHaveCount(0);
  await expect(comments).toContainText('Comments open once you guess');
  await page.getByRole('link', { name: 'Go to your next thread' }).click();
  await expect(page.getByText('Round 2 of 5', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock in my guess' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a thread at a wrong or missing title lands on the right one, keeping the query, with an HTTP redirect', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/r/${GAME}`);
  const link = page
    .getByRole('region', { name: 'Threads' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link');
  const [href, threadTitle] = [await link.getAttribute('href'), await link.innerText()];
  expect(href).toMatch(THREAD_PATH);
  const right = href!;
  const threadRoot = right.slice(0, right.lastIndexOf('/'));

  for (const wrong of [`${threadRoot}/not_its_title?session=kept`, `${threadRoot}?session=kept`]) {
    const response = await request.get(wrong, { maxRedirects: 0 });
    expect([wrong, response.status()]).toEqual([wrong, 302]);
    expect(response.headers().location).toBe(`${right}?session=kept`);
  }

  // In the browser, a visitor with no game: the thread, its comments sealed, and the way to join.
  await page.goto(`${threadRoot}/not_its_title`, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(new RegExp(`${right}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(threadTitle);
  await expect(page.getByRole('region', { name: 'Comments' })).toContainText('Comments open once you guess');
  await expect(page.getByRole('link', { name: 'Join Community Price Threads' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a home of another game of the site has no thread here: not found, and no redirect to a path of its own', async ({
  page,
  request,
}) => {
  const other = await request.post('/graphql', {
    data: { query: '{ game(slug: "king-county-sales-roundup") { homes(first: 1) { id } } }' },
  });
  const otherHome: string = (await other.json()).data.game.homes[0].id;
  const otherPath = `/r/${GAME}/comments/${otherHome}/x`;
  expect((await request.get(otherPath, { maxRedirects: 0 })).status()).not.toBe(302);
  await page.goto(otherPath, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(new RegExp(`${otherPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this thread" })).toBeVisible();
});

test('on a 390 px phone the thread list and a thread fit the screen, the way to start first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/r/${GAME}`);
  await expect(page.getByRole('button', { name: 'Start game' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .getByRole('region', { name: 'Threads' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
    .click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(THREAD_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
