import { expect, test, type Page } from '@playwright/test';

/**
 * The variants' own flows (GAME-RULES "Game variants"), on the seeded games: klavo's guest-first game and its host's
 * pages, ultima's pictures-and-place format, and a one-off open and closed.
 */
const KLAVO = '/klavo/v/arizona-house-price-guess';
const ULTIMA = '/ultima/v/ultima-king-county';
const OPEN_ONE_OFF = '/one-offs/v/newsletter-one-off';
const CLOSED_ONE_OFF = '/one-offs/v/newsletter-last-issue';

/** Guesses the home on screen and waits for its result; returns the way on (next home or results). */
async function guessThisHome(page: Page, round: number, rounds: number, guess: string) {
  await expect(page.getByText(`Round ${round} of ${rounds}`).first()).toBeVisible();
  await page.getByLabel(/Your guess/).fill(guess);
  await page.getByRole('button', { name: 'Lock in my guess' }).click();
  await expect(page.locator('.result-card__actual')).toHaveText(/\$[\d,]+/);
  return page.getByRole('link', { name: round === rounds ? /See your results/ : /Next home/ });
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test('klavo: a new visitor plays at once as a guest, names themself at the end and finds the name on the leaderboard', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const playerName = `Named Player ${Date.now() % 100000}`;
  // Hydrated before the click: until then the start waits, disabled.
  await page.goto(KLAVO, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cameron's House Price Guess");
  await expect(page.getByText('Play as a guest')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forget me on this device' })).toBeVisible();
  await page.getByRole('button', { name: 'Start playing' }).click();

  for (const [index, guess] of ['450k', '700k', '380,000', '1.1m', '525000'].entries())
    await (await guessThisHome(page, index + 1, 5, guess)).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  await expect(page.getByText('Played as Guest')).toBeVisible();
  const naming = page.getByRole('region', { name: 'Put your score on the board' });
  await naming.getByLabel('Your name').fill(playerName);
  await naming.getByRole('button', { name: 'Save my name' }).click();
  await expect(naming.getByText(`Saved: this run is ${playerName}'s. Where it stands: #`)).toBeVisible();
  await expect(naming.getByLabel('Your name')).toHaveCount(0);
  await expect(page.getByText(`Played as ${playerName}`)).toBeVisible();

  await naming.getByRole('link', { name: 'See the leaderboard' }).click();
  const row = page.getByRole('row', { name: new RegExp(playerName) });
  await expect(row).toBeVisible();
  // The board's one entry of this browser took the name: it no longer shows as the guest.
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(row).toHaveAttribute('aria-current', 'true');
  expect(problems).toEqual([]);
});

test("klavo: Cameron's page lists the homes, and a home's commentary shows on its Cameron page once guessed", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`${KLAVO}/cameron`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: "Cameron's commentary" })).toBeVisible();
  const homes = page.locator('.cameron-homes a');
  await expect(homes).toHaveCount(12);

  // Before any guess, a home's Cameron page keeps the commentary back.
  await homes.first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guess this home first to read Cameron on it' }),
  ).toBeVisible();
  await expect(page.getByText(/^Cameron: /)).toHaveCount(0);

  await page.getByRole('link', { name: /^Play / }).click();
  await page.getByRole('button', { name: 'Start playing' }).click();
  await expect(page.getByText('Round 1 of 5').first()).toBeVisible();
  const firstHome = page.url();
  await guessThisHome(page, 1, 5, '600k');
  await page.getByRole('link', { name: 'Read Cameron on this home' }).click();

  await expect(page).toHaveURL(/\/property\/[0-9a-f-]+\/Cameron\?session=/);
  expect(new URL(page.url()).searchParams.get('session')).toBe(new URL(firstHome).searchParams.get('session'));
  await expect(page.getByRole('heading', { name: "Cameron's take" })).toBeVisible();
  await expect(page.locator('.host-commentary blockquote')).toHaveText(/^Cameron: .*sq ft/);

  // The game goes on through Cameron's pages: the next home's commentary waits for its guess.
  await page.getByRole('link', { name: /Next home/ }).click();
  await expect(page).toHaveURL(/\/Cameron\?session=/);
  await expect(page.getByText('Round 2 of 5').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "Cameron's take" })).toHaveCount(0);
  await guessThisHome(page, 2, 5, '600k');
  await expect(page.locator('.host-commentary blockquote')).toHaveText(/^Cameron: /);

  // Outside the game, the guessed home's Cameron page shows its price and the commentary.
  await page.goto(`${KLAVO}/cameron`, { waitUntil: 'networkidle' });
  const guessedId = new URL(firstHome).pathname.split('/').pop()!;
  await page.locator(`.cameron-homes a[href$="/property/${guessedId}/Cameron"]`).click();
  await expect(page.getByRole('heading', { name: "Cameron's take" })).toBeVisible();
  await expect(page.getByText('Sold for')).toBeVisible();
  expect(problems).toEqual([]);
});

test('ultima: the start page explains pictures and place only and the scoring; a round shows no fact rows', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(ULTIMA, { waitUntil: 'networkidle' });
  const format = page.getByRole('list', { name: "This game's format" });
  await expect(format).toContainText('Pictures and place only.');
  await expect(format).toContainText('guessing double the price scores the same as guessing half');

  await page.getByRole('button', { name: 'How scoring works' }).click();
  const rules = page.getByRole('dialog', { name: 'How scoring works' });
  await expect(rules.getByRole('row', { name: '100% too high or 50% too low (double or half) 50' })).toBeVisible();
  await rules.getByRole('button', { name: 'Close' }).click();
  await expect(rules).toBeHidden();

  await page.getByLabel('Your name').fill('Ultima Tester');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^A home in / })).toBeVisible();
  const facts = page.getByRole('region', { name: 'About this home' });
  await expect(facts).toContainText('Pictures and place only.');
  await expect(facts.locator('dl')).toHaveCount(0);
  await expect(page.locator('dt').filter({ hasText: /Bedrooms|Bathrooms|Floor area|Type|Year built/ })).toHaveCount(0);

  await guessThisHome(page, 1, 5, '650k');
  await expect(page.getByText(/\/ 100 points/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('one-off: an open one shows when it closes, and a round plays as usual', async ({ page }) => {
  await page.goto(OPEN_ONE_OFF, { waitUntil: 'networkidle' });
  const closing = page.getByRole('list', { name: "This game's format" }).getByText(/This game closes on/);
  await expect(closing).toBeVisible();
  const closesAt = await closing.locator('time').getAttribute('datetime');
  expect(new Date(closesAt!).getTime()).toBeGreaterThan(Date.now());
  await page.getByLabel('Your name').fill('One-off Olive');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/one-offs\/v\/newsletter-one-off\/property\//);
  await expect(await guessThisHome(page, 1, 5, '450k')).toBeVisible();
});

test('one-off: a closed one shows only its results, its final standings, and no way to start', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(CLOSED_ONE_OFF, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: "Last Issue's Newsletter Game" })).toBeVisible();
  const notice = page.getByRole('note').filter({ hasText: 'This game closed on' });
  await expect(notice).toBeVisible();
  const closedAt = await notice.locator('time').getAttribute('datetime');
  expect(new Date(closedAt!).getTime()).toBeLessThan(Date.now());

  const standings = page.getByRole('region', { name: 'Final standings' });
  await expect(standings.getByRole('row')).toHaveCount(4);
  for (const player of ['Maya', 'Theo', 'Priya'])
    await expect(standings.getByRole('row', { name: new RegExp(player) })).toBeVisible();
  await expect(standings.getByRole('row').nth(1)).toContainText('Maya');

  await expect(page.getByRole('button', { name: /Start/ })).toHaveCount(0);
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  expect(problems).toEqual([]);
});
