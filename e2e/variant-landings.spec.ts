import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { issueEntryTokens } from './entry-tokens';

/**
 * The site's pages around the games: a variant's landing, the list of every game, the game entered with a host's
 * token, and the player's games in progress.
 */
const KLAVO_GAME = { slug: 'arizona-house-price-guess', title: "Cameron's House Price Guess" };
const TOKEN_GAME = { slug: 'class-token-game', title: 'Class Token Game' };
const REFUSED = 'That entry token is not valid, or has been used.';

/** The row of a list of games (or of sessions) that names this game. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

test('the klavo landing says how klavo plays and links to its games', async ({ page }) => {
  await page.goto('/klavo', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Klavo games' })).toBeVisible();
  await expect(
    page.getByText('You start as a guest; your name is asked at the end, for the leaderboard.'),
  ).toBeVisible();

  const games = page.getByRole('region', { name: /^Klavo games on / });
  const link = games.getByRole('link', { name: KLAVO_GAME.title });
  await expect(link).toHaveAttribute('href', `/klavo/v/${KLAVO_GAME.slug}`);
  await expect(rowOf(page, KLAVO_GAME.title)).toContainText('5 homes');
  await expect(rowOf(page, KLAVO_GAME.title)).toContainText('Open');
  // A landing lists its own variant only.
  await expect(games.getByRole('link', { name: 'Ultima: King County' })).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'build a game' })).toHaveAttribute('href', '/creat-klavo-game');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/klavo/v/${KLAVO_GAME.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KLAVO_GAME.title);
});

test('the games page lists the games of every variant, each linked in its own variant', async ({ page }) => {
  await page.goto('/games', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const expected = [
    { title: 'The House Prices Game', href: '/game/house-prices-game', label: 'Classic' },
    { title: KLAVO_GAME.title, href: `/klavo/v/${KLAVO_GAME.slug}`, label: 'Klavo' },
    { title: 'Ultima: King County', href: '/ultima/v/ultima-king-county', label: 'Ultima' },
    { title: 'The Newsletter Game', href: '/one-offs/v/newsletter-one-off', label: 'One-off' },
    { title: 'King County Sales Roundup', href: '/roundup/v/king-county-sales-roundup', label: 'Roundup' },
  ];
  for (const { title, href, label } of expected) {
    const row = rowOf(page, title);
    await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', href);
    await expect(row.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(rowOf(page, TOKEN_GAME.title)).toContainText('Entry by token from its host');
});

test("a host's token starts its game once; a second use is refused; the game waits in progress", async ({
  page,
  openContext,
}) => {
  const [first, second] = issueEntryTokens(TOKEN_GAME.slug, 2);

  // The token page: the token names its game.
  await page.goto('/price-guess-tokens', { waitUntil: 'networkidle' });
  await page.getByLabel('Entry token').fill(first!);
  await page.getByLabel('Your name').fill('Token Tess');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${TOKEN_GAME.slug}/property/[0-9a-f-]+\\?session=[0-9a-f-]+$`));
  await expect(page.getByText('Round 1 of 5').first()).toBeVisible();
  const firstRound = page.url();

  // Another player with the same token, on the game's own start page: refused, in words.
  const other = await (await openContext()).newPage();
  await other.goto(`/game/${TOKEN_GAME.slug}`, { waitUntil: 'networkidle' });
  await other.getByLabel('Entry token').fill(first!);
  await other.getByLabel('Your name').fill('Second Sam');
  await other.getByRole('button', { name: 'Start game' }).click();
  await expect(other.getByRole('alert')).toHaveText(REFUSED);
  await expect(other).toHaveURL(new RegExp(`/game/${TOKEN_GAME.slug}$`));
  // A token of their own starts it there.
  await other.getByLabel('Entry token').fill(second!);
  await other.getByRole('button', { name: 'Start game' }).click();
  await expect(other.getByText('Round 1 of 5').first()).toBeVisible();

  // The first player's unfinished game, with the way on to its next home.
  await page.goto('/price-guess-session', { waitUntil: 'networkidle' });
  const unfinished = page.getByRole('region', { name: 'Unfinished' });
  const row = unfinished.getByRole('listitem').filter({ hasText: TOKEN_GAME.title });
  await expect(row).toContainText('0 of 5 homes guessed');
  await row.getByRole('link', { name: new RegExp(`^Continue ${TOKEN_GAME.title}`) }).click();
  await expect(page).toHaveURL(firstRound);
  await expect(page.getByText('Round 1 of 5').first()).toBeVisible();
});

test('a new visitor has no game in progress, and is told so', async ({ page }) => {
  await page.goto('/price-guess-session', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your games in progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No game in progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pick a game' })).toHaveAttribute('href', '/games');
});
