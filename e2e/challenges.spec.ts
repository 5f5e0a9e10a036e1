import { expect, test, type Page } from '@playwright/test';

/**
 * GAME-RULES "Daily and weekly challenges": today's challenge played once by a new visitor, who then sees their
 * result, a streak of one day and the board instead of a second start; this week's challenge counting down.
 */

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

const tile = (page: Page, term: string) => page.locator('.stat-tile', { has: page.getByText(term, { exact: true }) });

test("a new visitor plays today's challenge once: their result, a streak of one day and the board, no second start", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const playerName = `Challenger ${Date.now() % 100000}`;
  // Found from the home page.
  await page.goto('/');
  await page.getByRole('link', { name: "Today's challenge" }).click();
  await expect(page).toHaveURL(/\/daily-challenge$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Daily challenge, \d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(tile(page, 'Homes')).toContainText('5');
  await expect(tile(page, 'Your daily streak')).toContainText('0 days');
  await expect(page.getByRole('timer')).toHaveText(/^in \d{1,2} h \d{2} min \d{2} s$/);
  await expect(page.getByRole('list', { name: "This game's format" })).toContainText('One try each.');

  await page.getByLabel('Your name').fill(playerName);
  await page.getByRole('button', { name: 'Start game' }).click();
  for (const [index, guess] of ['450k', '700k', '380,000', '1.1m', '525000'].entries()) {
    const round = index + 1;
    await expect(page.getByText(`Round ${round} of 5`).first()).toBeVisible();
    await page.getByLabel(/Your guess/).fill(guess);
    await page.getByRole('button', { name: 'Lock in my guess' }).click();
    await expect(page.locator('.result-card__actual')).toHaveText(/[£$€][\d,]+/);
    await page.getByRole('link', { name: round === 5 ? /See your results/ : /Next home/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop();
  // One try: the results offer no second run.
  await expect(page.getByRole('link', { name: 'Play again' })).toHaveCount(0);

  await page.goto('/daily-challenge', { waitUntil: 'networkidle' });
  const played = page.getByRole('region', { name: 'You have played the challenge today' });
  await expect(played).toContainText(/\d+ \/ 500 points/);
  await expect(played.getByRole('link', { name: 'See your results' })).toHaveAttribute(
    'href',
    new RegExp(`/results/${sessionId}$`),
  );
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start game' })).toHaveCount(0);
  await expect(tile(page, 'Your daily streak')).toContainText('1 day');
  const board = page.getByRole('region', { name: 'Leaderboard' });
  const row = board.getByRole('row', { name: new RegExp(playerName) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-current', 'true');

  // The server refuses a second start too, pointing at the run already played.
  const slug = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ challenge(period: DAILY) { game { slug } } }' }),
    });
    return (await response.json()).data.challenge.game.slug as string;
  });
  const second = await page.evaluate(async (gameSlug) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-visitor-token': localStorage.getItem('ballpark.visitorToken') ?? '',
      },
      body: JSON.stringify({
        query: 'mutation($slug: String!) { startSession(input: { gameSlug: $slug, playerName: "Again" }) { id } }',
        variables: { slug: gameSlug },
      }),
    });
    return (await response.json()).errors;
  }, slug);
  expect(second).toEqual([
    expect.objectContaining({
      message: "You have played today's challenge: see your result.",
      extensions: { code: 'CONFLICT', sessionId },
    }),
  ]);

  // The challenge's game page (the game bar's link) offers no start the server would refuse, and no party of it.
  await page.goto(`/game/${slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Start game' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Play it together' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the challenge' }).click();
  await expect(page.getByRole('region', { name: 'You have played the challenge today' })).toBeVisible();
  // A party asked for the challenge says it cannot be one, rather than silently opening another game.
  await page.goto(`/party?game=${slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('note')).toContainText('can’t be played as a party room');
  expect(problems).toEqual([]);
});

test("this week's challenge counts down to next Monday, the server rendering when and the browser how long", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const now = new Date();
  const nextMonday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  nextMonday.setUTCDate(nextMonday.getUTCDate() + 7 - ((nextMonday.getUTCDay() + 6) % 7));

  const html = await (await request.get('/weekly-challenge')).text();
  expect(html).toMatch(/<h1 id="challenge-title">Weekly challenge, week of \d{1,2} [A-Z][a-z]+ \d{4}<\/h1>/);
  expect(html.toLowerCase()).toContain(`<time datetime="${nextMonday.toISOString().toLowerCase()}">`);

  await page.goto('/weekly-challenge', { waitUntil: 'networkidle' });
  await expect(tile(page, 'Homes')).toContainText('10');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^in (\d days? \d{1,2} h \d{2} min|\d{1,2} h \d{2} min \d{2} s)$/);
  await expect(page.getByLabel('Your name')).toBeVisible();
  expect(problems).toEqual([]);
});
