import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * The other pages of a game: start with the map, the detailed results (with a chart), everyone's guesses, the
 * older results layout, and a stranger's view of the same results, which keeps every price hidden.
 */
const GAME = 'uk-quick-three';

async function playQuickGame(page: Page, playerName: string): Promise<{ resultsUrl: string; prices: string[] }> {
  await page.goto(`/game/${GAME}/withmap`);
  await expect(page.getByRole('heading', { name: 'Where the homes are' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /London|Manchester|Birmingham|Leeds|Bristol|Edinburgh|Cardiff|Glasgow/ }).first(),
  ).toBeVisible();
  await page.getByLabel('Your name').fill(playerName);
  await page.getByRole('button', { name: 'Start game' }).click();
  const prices: string[] = [];
  for (let round = 1; round <= 3; round += 1) {
    await page.getByLabel(/Your guess/).fill('300k');
    await page.getByRole('button', { name: 'Lock in my guess' }).click();
    prices.push(await page.locator('.result-card__actual').innerText());
    if (round === 1) {
      await page.getByRole('link', { name: "See everyone's guesses" }).click();
      await expect(page.getByRole('table', { name: /Everyone's guesses/ })).toContainText(playerName);
      await page.goBack();
    }
    await page.getByRole('link', { name: round === 3 ? /See your results/ : /Next home/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  return { resultsUrl: page.url(), prices };
}

test('detailed, older and shared-detailed results: the player sees prices, a stranger sees none', async ({
  page,
  openContext,
}) => {
  const { resultsUrl, prices } = await playQuickGame(page, `Detail ${Date.now() % 100000}`);

  await page.getByRole('link', { name: 'Detailed results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your detailed results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Points per round' })).toBeVisible();
  for (const price of prices) await expect(page.getByText(price).first()).toBeVisible();

  await page.goto(resultsUrl.replace('/results/', '/results_older/'));
  await expect(page.getByRole('heading', { level: 1, name: /Results of Detail/ })).toBeVisible();

  // Someone else opens the shareable detailed results: every home's price and guess stay hidden.
  const stranger = await openContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(resultsUrl.replace('/results/', '/shareable_detailed_results/'));
  await expect(strangerPage.getByRole('heading', { level: 1, name: /Detail \d+'s detailed results/ })).toBeVisible();
  await expect(strangerPage.getByText('Hidden until you guess this home.').first()).toBeVisible();
  const html = await strangerPage.content();
  for (const price of prices) {
    expect(html).not.toContain(price.replace(/[^\d]/g, ''));
    expect(html).not.toContain(price.replace(/^[£$]/, ''));
  }
  expect(html).not.toContain('300,000');
});
