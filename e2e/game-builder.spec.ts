import { expect } from '@playwright/test';
import { test } from './fixtures';
import { createAccount, grantRole } from './roles';

/**
 * The game builder's journey: a new user is sent to log in, creates an account, builds a 3-round game from two
 * pasted listing links (the e2e listing site, scripts/e2e-listing-site.mjs, which the e2e server allows the app to
 * import from) and one catalogue home, publishes it, another browser plays it from the share link, and the creator
 * manages the guesses on a home.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const LISTING_SITE = `http://127.0.0.1:${port + 1}`;
const PASSWORD = 'correct horse battery staple';

test('a new user builds a game from pasted links and the catalogue, publishes it, and it is played from its link', async ({
  page,
  openContext,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Found from the home page.
  await page.goto('/');
  await page.getByRole('link', { name: 'Make your own game' }).click();
  await expect(page).toHaveURL(/\/(create-game|auth\/login\?return=%2Fcreate-game)$/);
  // Logged out: to the log-in page, which comes back here.
  await expect(page).toHaveURL(/\/auth\/login\?return=%2Fcreate-game$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Display name').fill('Builder Bea');
  await page.getByLabel('Email').fill(`builder.${Date.now()}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/create-game$/);

  // 1. Settings
  await expect(page.getByRole('heading', { level: 1, name: 'Create a game' })).toBeVisible();
  // The settings fit a phone: no field (the scoring choice's long option) wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const title = `Oxford in three ${Date.now() % 100000}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('radio', { name: '3 homes' }).check();
  await page.getByLabel('Regions (optional)').fill('Oxfordshire');
  await page.getByRole('radio', { name: 'Only with the link' }).check();
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(/\/create-game\?game=[0-9a-f-]{36}$/);

  // 2. Homes: two pasted links, read by the server, the price in a description hidden from players.
  await page.getByLabel('Listing addresses, one a line').fill(`${LISTING_SITE}/homes/1\n${LISTING_SITE}/homes/2`);
  await page.getByRole('button', { name: 'Add these homes' }).click();
  const homes = page.getByRole('region', { name: /Homes in this game/ });
  await expect(page.getByRole('heading', { name: /Homes in this game \(2 of the 3 needed\)/ })).toBeVisible();
  await expect(page.getByText('Hidden from players: “£450,000” (description)').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Three-bed semi on Stephen Road' })).toContainText('£450,000');
  await expect(page.getByRole('article', { name: 'Three-bed semi on Stephen Road' }).locator('img')).toHaveAttribute(
    'src',
    /^\/media\/photos\/[0-9a-f]{64}\.webp$/,
  );

  // One catalogue home, found by place: never its price, nor its band while a game of it is open (the demo's are).
  await page.getByLabel('Place').fill('Seattle');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const catalogue = page.getByRole('list', { name: 'Catalogue homes' });
  await expect(catalogue.getByRole('listitem').first()).toBeVisible();
  await catalogue.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByRole('heading', { name: /Homes in this game \(3 of the 3 needed\)/ })).toBeVisible();
  await expect(homes.getByText('Price band').first()).toBeVisible();
  await expect(homes.getByText('band hidden while the home is in play').first()).toBeVisible();

  // 3. Review and publish: the share link and its QR code.
  await page.getByRole('button', { name: 'Go on to review' }).click();
  await page.getByRole('button', { name: 'Publish the game' }).click();
  const shareLink = page.getByTestId('share-link');
  await expect(shareLink).toHaveText(/\/game\/oxford-in-three-\d+-[0-9a-f]{6}$/);
  await expect(page.getByRole('img', { name: /QR code of the game's link/ })).toBeVisible();
  const shareUrl = await shareLink.innerText();
  // The page fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Its manage page (superbee): the first home gets a title of its own in this game.
  const gamePath = new URL(shareUrl).pathname;
  await page.goto(`${gamePath}/superbee`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Game settings' }).getByLabel('Title')).toHaveValue(title);
  const first = page.getByRole('article', { name: 'Three-bed semi on Stephen Road' });
  await first.getByRole('button', { name: 'Edit this home' }).click();
  await first.getByLabel('Title shown in this game (optional)').fill('The Stephen Road semi');
  await first.getByRole('button', { name: 'Save this home' }).click();
  await expect(page.getByRole('article', { name: 'The Stephen Road semi' })).toBeVisible();

  // Another browser plays it from the link; its manage page sends it to log in.
  const player = await openContext();
  const playerPage = await player.newPage();
  await playerPage.goto(`${gamePath}/superbee`);
  await expect(playerPage).toHaveURL(/\/auth\/login\?return=/);
  await playerPage.goto(gamePath);
  await expect(playerPage.getByRole('heading', { level: 1 })).toContainText(title);
  await playerPage.getByLabel('Your name').fill('Link Player');
  await playerPage.getByRole('button', { name: 'Start game' }).click();
  for (let round = 1; round <= 3; round++) {
    await expect(playerPage.getByText(`Round ${round} of 3`, { exact: false }).first()).toBeVisible();
    // A pool no larger than the rounds is played in the game's order: the renamed home first.
    if (round === 1) {
      await expect(playerPage.getByRole('heading', { level: 1 })).toHaveText('The Stephen Road semi');
      // Its imported photo, the app's copy, leads its pictures, loaded and sized; it opens large as the drawings do.
      const opener = playerPage.getByRole('button', { name: 'Open larger: Photo of the home' });
      const photo = opener.locator('img');
      await expect(photo).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f]{64}\.webp$/);
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(photo).toHaveAttribute('width', '800');
      await opener.click();
      const dialog = playerPage.getByRole('dialog', { name: /^Picture 1 of \d+$/ });
      await expect(dialog.locator('img')).toHaveAttribute('src', (await photo.getAttribute('src'))!);
      await expect(dialog.locator('figcaption')).toHaveText('Photo of the home');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
    if (round === 3) {
      // The catalogue home has no photos: its drawings are its pictures.
      await expect(playerPage.getByRole('button', { name: /^Open larger: Front of / }).locator('img')).toHaveAttribute(
        'src',
        /^\/media\/homes\/[0-9a-f-]{36}\/front\.svg$/,
      );
    }
    await playerPage.getByLabel(/Your guess/).fill('400k');
    await playerPage.getByRole('button', { name: 'Lock in my guess' }).click();
    await expect(playerPage.locator('.result-card__actual')).toHaveText(/[£$][\d,]+/);
    await playerPage.getByRole('link', { name: round === 3 ? /See your results/ : /Next home/ }).click();
  }
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  // The results show each home by its photo where it has one.
  await expect(playerPage.locator('.round-result__thumb[src^="/media/photos/"]')).toHaveCount(2);

  // The creator manages the guesses on a home: sees the player's guess, hides the name, and can show it again.
  await page.reload();
  await page
    .getByRole('article', { name: 'The Stephen Road semi' })
    .getByRole('link', { name: 'Manage the guesses on this home' })
    .click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/guesstimates-manage$/);
  const row = page.getByRole('row', { name: /Link Player/ });
  await expect(row).toContainText('400,000');
  await row.getByRole('button', { name: 'Hide the name Link Player' }).click();
  await expect(row.getByRole('button', { name: 'Show the name Link Player' })).toBeVisible();
});

test("a brand's site sends an account it has not invited to the main site's builder, in the brand's language", async ({
  page,
}) => {
  // casaverde speaks Spanish: a brand's site is its owner's voice (GAME-RULES "Publishing on a brand").
  const origin = `http://casaverde.localhost:${port}`;
  const email = `not.invited.${Date.now()}@example.com`;
  await page.goto(`${origin}/`);
  await createAccount(page, email);
  await page.goto(`${origin}/create-game`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu juego en el sitio principal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al creador de juegos del sitio principal' })).toHaveAttribute(
    'href',
    `http://localhost:${port}/create-game`,
  );
  await expect(page.getByRole('button', { name: 'Crear el borrador' })).toHaveCount(0);

  // Once the brand invites it, the same page is the builder.
  grantRole(email, 'creator', 'casaverde');
  await page.reload();
  // The builder speaks the brand's language too.
  await expect(page.getByRole('button', { name: 'Crear el borrador' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create the draft' })).toHaveCount(0);
});
