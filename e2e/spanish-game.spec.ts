import { expect, test, type Page } from '@playwright/test';

/**
 * A Spanish brand's game, round after round to the results and the share page (issue 18 §3): every word the player
 * reads in `main` is Spanish, and prices read as Spain writes them ("1.680.000 €").
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const ORIGIN = `http://casaverde.localhost:${port}`;
const GAME = 'casaverde-house-prices-game';
const ROUNDS = 5;

/** Words of the English interface, as whole words: none may show on a Spanish brand's round or results. */
const ENGLISH = [
  'Round',
  'Your',
  'your',
  'Lock in',
  'bed',
  'beds',
  'Sold',
  'Asking',
  'Modelled',
  'Results',
  'Share',
  'points',
  'pts',
  'Next',
  'sq ft',
  'Bedrooms',
  'Bathrooms',
  'Floor area',
  'Tenure',
  'Freehold',
  'Detached',
  'Difference',
  'Score',
  'guess',
  'Guess',
  'price',
  'Price',
  'home',
  'homes',
  'Summary',
  'Hidden',
  'Play',
  'Copy',
  'What',
  'the',
  'and',
  'of',
];
const ENGLISH_WORD = new RegExp(`\\b(${ENGLISH.join('|')})\\b`);

/** A whole price as Spain writes it: "1.680.000 €" (a no-break space before the sign). */
const SPANISH_PRICE = /^\d{1,3}(\.\d{3})+\s€$/;

/**
 * Every word of `main` as the player sees it, the server's (a home's title and description, the feedback on a guess,
 * the standing, the share text) and the client's alike.
 */
async function expectSpanish(page: Page, screen: string) {
  const text = await page.locator('main').innerText();
  // Prices and axes as Spain writes them: the sign after the number ("450.000 €", "1,2 M €"), never "€450k".
  expect(text, screen).not.toMatch(/[£$€]\d/);
  const english = text.match(ENGLISH_WORD);
  expect(
    english && `${screen}: "${english[0]}" in …${text.slice(Math.max(0, english.index! - 60), english.index! + 60)}…`,
  ).toBeNull();
}

test('a casaverde game reads in Spanish from the start page to the share page', async ({ page }) => {
  await page.goto(`${ORIGIN}/game/${GAME}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: '¿Listo para jugar?' })).toBeVisible();
  await expectSpanish(page, 'the start page');
  const startForm = page.locator('main form:has(input[name="playerName"])');
  await startForm.locator('input[name="playerName"]').fill('Lucía');
  await startForm.locator('button[type="submit"]').click();

  const guesses = ['450.000 €', '1,2 M€', '380.000', '700 mil', '525000'];
  for (let round = 1; round <= ROUNDS; round++) {
    await expect(page.locator('.property-page .eyebrow')).toHaveText(`Ronda ${round} de ${ROUNDS}`);
    await expect(page).toHaveTitle(new RegExp(`^Ronda ${round} de ${ROUNDS}: .+ \\| Casa Verde Inmobiliaria$`));
    const input = page.getByLabel(/Tu estimación/);
    await expect(input).toBeFocused();
    await expect(page.locator('.home-facts')).toContainText('Dormitorios');
    await expect(page.locator('.guess-facts')).toContainText('m²');
    await expectSpanish(page, `round ${round}, before the guess`);

    await input.fill(guesses[round - 1]);
    await page.getByRole('button', { name: 'Confirmar mi estimación' }).click();
    const actual = page.locator('.result-card__actual');
    await expect(actual).toHaveText(SPANISH_PRICE);
    await expect(page.locator('.result-card__numbers dd').nth(1)).toHaveText(SPANISH_PRICE);
    await expect(page.locator('.result-card__points')).toContainText(/\d+ \/ 100 puntos/);
    await expectSpanish(page, `round ${round}, its result`);

    const last = round === ROUNDS;
    await page.getByRole('link', { name: last ? 'Ver tus resultados →' : 'Siguiente casa →' }).click();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Tus resultados' })).toBeVisible();
  await expect(page).toHaveTitle('Resultados: El juego de precios de Casa Verde | Casa Verde Inmobiliaria');
  await expect(page.locator('.score-summary__total')).toContainText(/\/ 500 puntos/);
  const listedPrices = await page.locator('.round-result__prices strong').allInnerTexts();
  expect(listedPrices).toHaveLength(ROUNDS * 2);
  for (const price of listedPrices) expect(price).toMatch(SPANISH_PRICE);
  await expectSpanish(page, 'the results');

  await page.getByRole('link', { name: 'Vista compacta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de Lucía' })).toBeVisible();
  await expect(page.locator('.older-results__total')).toContainText(/Total: \d+ de 500 puntos/);
  await expectSpanish(page, 'the compact results');
  await page.getByRole('link', { name: 'Ver la nueva página de resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus resultados' })).toBeVisible();

  await page.getByRole('link', { name: 'Resultados detallados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus resultados detallados' })).toBeVisible();
  await expect(page.locator('.detail-row__numbers dd').first()).toHaveText(SPANISH_PRICE);
  // The charts load lazily: their axes are read once drawn, the prices' axis as Spain abbreviates ("200 mil €").
  await expect(page.getByRole('img', { name: /^Puntos por ronda: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Tus estimaciones junto a los precios/ })).toContainText(/\d+\smil\s€/);
  await expectSpanish(page, 'the detailed results');

  await page.getByRole('link', { name: 'Compartir sin precios' }).click();
  await expect(page).toHaveURL(/results_to_share/);
  await expect(page.getByRole('button', { name: /Copiar resultado/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lucía ha sacado');
  await expectSpanish(page, 'the share page');
});
