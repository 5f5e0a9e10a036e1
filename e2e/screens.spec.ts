import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The screens a player trips on, at a desktop and a phone width: what must be on the first screen, what must not
 * wrap or be cut, links with one meaning, and the detailed results' columns and charts.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Fully inside the viewport: visible on the first screen without scrolling. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'element is laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

/** How many lines a text runs to (one rectangle per line box). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

async function startGame(page: Page, slug: string, playerName: string) {
  // Once hydrated: a name typed into the server's HTML before that can be lost as the page hydrates.
  await page.goto(`/game/${slug}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Your name').fill(playerName);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByLabel(/Your guess/)).toBeVisible();
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: PHONE });

  test('the start page has the name field and Start on its first screen', async ({ page }) => {
    for (const slug of ['house-prices-game', 'grand-tour']) {
      await page.goto(`/game/${slug}`);
      await expectOnFirstScreen(page, page.getByLabel('Your name'));
      await expectOnFirstScreen(page, page.getByRole('button', { name: 'Start game' }));
    }
  });

  test('a home has the guess box, Lock in and the facts a guess needs on its first screen', async ({ page }) => {
    await startGame(page, 'grand-tour', `Phone ${Date.now() % 100000}`);
    for (let round = 1; round <= 10; round += 1) {
      await expect(page.getByText(`Round ${round} of 10`)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const input = page.getByLabel(/Your guess/);
      const facts = page.locator('.guess-facts');
      await expectOnFirstScreen(page, input);
      await expectOnFirstScreen(page, page.getByRole('button', { name: 'Lock in my guess' }));
      await expectOnFirstScreen(page, facts);
      await expect(facts).toContainText('Floor area');
      await expect(facts).toContainText(/(Sold|Asking|Modelled sale|Modelled asking) price/);
      if ((await page.getByText('(pounds, £)').count()) > 0) await expect(facts).toContainText('Tenure');
      expect((await facts.boundingBox())!.y).toBeLessThan((await input.boundingBox())!.y);

      // Every round marker on one line, the tenth too.
      const tops = await page
        .locator('.round-progress__step')
        .evaluateAll((steps) => steps.map((step) => Math.round(step.getBoundingClientRect().top)));
      expect(tops).toHaveLength(10);
      expect(new Set(tops).size).toBe(1);

      await input.fill('400k');
      await page.getByRole('button', { name: 'Lock in my guess' }).click();
      await page.getByRole('link', { name: round === 10 ? /See your results/ : /Next home/ }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  });

  test('the game bar shows a game name whole, and "This month" keeps to one line', async ({ page }) => {
    await page.goto('/game/house-prices-game/leaderboard');
    const title = page.locator('.game-bar__title');
    await expect(title).toHaveText('The House Prices Game');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectOnFirstScreen(page, title);
    for (const label of ['Today', 'This week', 'This month', 'All time']) {
      const option = page.locator('.segmented__option span', { hasText: label });
      expect(await lineCount(option), label).toBe(1);
      await expectOnFirstScreen(page, option);
    }
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guess with another currency sign, or too small, is refused in the home currency', async ({ page }) => {
      await startGame(page, 'grand-tour', `Signs ${Date.now() % 100000}`);
      const pounds = (await page.getByText('(pounds, £)').count()) > 0;
      const input = page.getByLabel(/Your guess/);
      await input.fill(pounds ? '$500k' : '£500k');
      await expect(page.getByRole('alert')).toHaveText(
        pounds
          ? 'This home is priced in pounds (£), not $. Type your guess in pounds.'
          : 'This home is priced in US dollars ($), not £. Type your guess in US dollars.',
      );
      await page.getByRole('button', { name: 'Lock in my guess' }).click();
      await expect(page.getByText(/Round 1 of 10/)).toBeVisible();
      await expect(page.locator('.result-card__actual')).toHaveCount(0);
      await input.fill('12');
      await expect(page.getByRole('alert')).toHaveText(`Your guess must be at least ${pounds ? '£' : '$'}1,000.`);
    });

    test("the header links only site-wide; the game bar has this game's board", async ({ page }) => {
      await page.goto('/game/uk-quick-three');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /leaderboard/i })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/');
      const bar = page.getByRole('navigation', { name: 'UK Quick Three pages' });
      await expect(bar.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
        'href',
        '/game/uk-quick-three/leaderboard',
      );
    });

    test('a game nobody has played invites the first player, and the steps have drawn icons', async ({ page }) => {
      // A fresh install: every game answers with no players yet.
      await page.route('**/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (!body.includes('HomeGames')) return route.continue();
        const response = await route.fetch();
        const json = await response.json();
        for (const game of json.data.games.nodes) game.playerCount = 0;
        await route.fulfill({ response, json });
      });
      // The server renders the home with its games: reach it by the client's own navigation, so the browser asks for
      // them (after hydrating, from a page that did not show them).
      await page.goto('/game/uk-quick-three', { waitUntil: 'networkidle' });
      // The name field is enabled once the page has hydrated; a click before that would load the home from the server.
      await expect(page.getByLabel('Your name')).toBeEnabled();
      const homeGames = page.waitForResponse(
        (response) => response.request().postData()?.includes('HomeGames') ?? false,
      );
      await page.getByRole('link', { name: 'All games' }).click();
      await homeGames;
      const cards = page.locator('.game-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        await expect(cards.nth(index)).toContainText('Be the first on the board');
        await expect(cards.nth(index)).not.toContainText('0 players');
      }
      const icons = page.locator('.step__icon');
      await expect(icons).toHaveCount(3);
      await expect(icons.locator('svg')).toHaveCount(3);
      for (const text of await icons.allInnerTexts()) expect(text.trim()).toBe('');
    });

    test('detailed results: columns line up, a one-line tooltip, and each guess beside its price', async ({ page }) => {
      await startGame(page, 'uk-quick-three', `Columns ${Date.now() % 100000}`);
      for (const [round, guess] of ['250k', '1.25m', '900000'].entries()) {
        await page.getByLabel(/Your guess/).fill(guess);
        await page.getByRole('button', { name: 'Lock in my guess' }).click();
        await page.getByRole('link', { name: round === 2 ? /See your results/ : /Next home/ }).click();
      }
      await page.getByRole('link', { name: 'Detailed results' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your detailed results' })).toBeVisible();

      for (const column of [0, 1]) {
        const edges = await page
          .locator('.detail-row__numbers')
          .evaluateAll(
            (lists, index) => lists.map((list) => Math.round(list.children[index]!.getBoundingClientRect().right)),
            column,
          );
        expect(edges).toHaveLength(3);
        expect(new Set(edges).size, `column ${column} lines up`).toBe(1);
      }

      const guessChart = page.getByRole('img', { name: /Your guesses beside the prices/ });
      await expect(page.getByRole('heading', { name: 'Your guess and the price' })).toBeVisible();
      await expect(guessChart).toHaveAttribute('aria-label', /Round 1: .*price £[\d,]+, your guess £250,000/);
      await expect(guessChart.locator('rect[width]:not([width="0"])')).not.toHaveCount(0);

      // The last bar: its tooltip opens by the chart's right edge, where a narrow box used to wrap it.
      const bar = page
        .getByRole('img', { name: /Points per round/ })
        .locator('g rect')
        .last();
      await bar.scrollIntoViewIfNeeded();
      await bar.hover();
      const tooltip = page.locator('.chart-tooltip');
      await expect(tooltip).toBeVisible();
      expect(await lineCount(tooltip)).toBe(1);
    });
  });
}
