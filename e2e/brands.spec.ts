import { expect, test, type Page } from '@playwright/test';

/**
 * Two brands on their own hosts (Chromium resolves *.localhost to this machine): each wears its own name, logo,
 * layout, colours and language, and each starts its own branded game.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const origin = (brand: string) => `http://${brand}.localhost:${port}`;

async function tokens(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      brand: style.getPropertyValue('--color-brand').trim(),
      onBrand: style.getPropertyValue('--color-on-brand').trim(),
      accent: style.getPropertyValue('--color-accent').trim(),
      lang: document.documentElement.lang,
      layout: document.querySelector('[data-layout]')?.getAttribute('data-layout'),
      logo: document.querySelector<HTMLImageElement>('header img')?.getAttribute('src'),
    };
  });
}

test('two brands look and read differently, each on its own host', async ({ page }) => {
  await page.goto(`${origin('thamesandfinch')}/`);
  await expect(page.getByRole('link', { name: 'Thames & Finch Estate Agents home' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Contact' })).toContainText('Priya Castellano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How well do you know prices in London?');
  await expect(page).toHaveTitle(/\| Thames & Finch Estate Agents$/);
  const thames = await tokens(page);
  expect(thames).toEqual({
    brand: '#312e81',
    onBrand: '#ffffff',
    accent: '#854d0e',
    lang: 'en',
    layout: 'AgentLayout',
    logo: '/media/brand/thamesandfinch/logo.svg',
  });
  // The logo is drawn by the app and shows.
  await expect
    .poll(() => page.locator('header img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto(`${origin('ladrillosemanal')}/`);
  await expect(page.getByRole('link', { name: 'Inicio de El Ladrillo Semanal' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Lo que cuesta una casa, cada lunes');
  await expect(page.getByRole('link', { name: 'Acepta el reto' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todos los juegos' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Contact' })).toHaveCount(0);
  await expect(page).toHaveTitle(/\| El Ladrillo Semanal$/);
  const ladrillo = await tokens(page);
  expect(ladrillo).toEqual({
    brand: '#7c2d12',
    onBrand: '#ffffff',
    accent: '#0f766e',
    lang: 'es',
    layout: 'MastheadLayout',
    logo: '/media/brand/ladrillosemanal/logo.svg',
  });
});

test.describe('branded games', () => {
  for (const { brand, cta, title, nameLabel, start, firstRound, guessLabel } of [
    {
      brand: 'thamesandfinch',
      cta: 'Play our price game',
      title: 'Thames & Finch House Prices Game',
      nameLabel: 'Your name',
      start: 'Start game',
      firstRound: 'Round 1 of 5',
      guessLabel: /Your guess/,
    },
    {
      brand: 'ladrillosemanal',
      cta: 'Acepta el reto',
      title: 'El reto de precios de El Ladrillo',
      nameLabel: 'Tu nombre',
      start: 'Empezar partida',
      firstRound: 'Ronda 1 de 5',
      guessLabel: /Tu estimación/,
    },
  ]) {
    test(`${brand}'s own game starts from its home page`, async ({ page }) => {
      await page.goto(`${origin(brand)}/`);
      await page.getByRole('link', { name: cta }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await page.getByLabel(nameLabel).fill('Brand tester');
      await page.getByRole('button', { name: start }).click();
      await expect(page.getByText(firstRound, { exact: false }).first()).toBeVisible();
      await expect(page.getByLabel(guessLabel)).toBeVisible();
    });
  }

  test('a Spanish brand reads a guess as Spanish writes it: "450.000 €" is 450,000 euros', async ({ page }) => {
    await page.goto(`${origin('ladrillosemanal')}/`);
    await page.getByRole('link', { name: 'Acepta el reto' }).click();
    await page.getByLabel('Tu nombre').fill('Probador');
    await page.getByRole('button', { name: 'Empezar partida' }).click();
    const input = page.getByLabel(/Tu estimación/);
    await input.fill('450');
    await expect(page.getByRole('alert')).toHaveText('Tu estimación debe ser de al menos 1.000\u00a0€.');
    await input.fill('1,200');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toContainText('«1,200» puede ser 1.200\u00a0€ o 1,2\u00a0€.');
    await input.fill('450.000 €');
    await expect(page.locator('.guess-form__preview')).toHaveText('Tu estimación se lee como 450.000\u00a0€');
    await page.getByRole('button', { name: 'Confirmar mi estimación' }).click();
    await expect(page.locator('.result-card__actual')).toBeVisible();
    await expect(page.locator('.result-card')).toContainText(/450[.,]000/);
  });
});

test('the default brand keeps the site layout on a bare host', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Ballpark home' })).toBeVisible();
  expect(await tokens(page)).toMatchObject({ brand: '#0f5132', layout: 'SiteLayout', lang: 'en' });
});
