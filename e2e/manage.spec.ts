import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { subscribed } from './subscriptions';
import { createAccount, grantRole, makeCreatorOf } from './roles';

/**
 * Issue 8, managing: a guest gets the access-error page (never the data) on the admin pages; a brand admin edits the
 * brand's profile with a live preview; a game's creator hides a player's name and keeps a session off the boards on
 * guesstimates-manage, and a leaderboard open in another browser changes as they do.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
/** A game and a brand no other journey looks at: this one changes their boards and profile. */
const GAME = 'us-coast-to-coast';
const BRAND = 'harbourstone';
const run = randomBytes(3).toString('hex');
const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

async function expectAccessError(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Access error' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('table')).toHaveCount(0);
}

test('a guest and a player with no role get the access-error page on the admin pages', async ({ page }) => {
  await page.goto('/scoot-management');
  await expectAccessError(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // Not GAME: reading a game caches it, and the last journey sets GAME's creator in the database first.
  await page.goto(`/game/uk-quick-three/property/${UUID}/guesstimates-manage`);
  await expectAccessError(page);

  await createAccount(page, `nobody.${run}@example.com`);
  await page.goto('/scoot-management');
  await expectAccessError(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test("a brand admin sees the brand's games and edits its profile with a live preview", async ({ page }) => {
  const origin = `http://${BRAND}.localhost:${port}`;
  const email = `brand.admin.${run}@example.com`;
  await page.goto(`${origin}/`);
  await createAccount(page, email);
  grantRole(email, 'brand_admin', BRAND);
  await page.goto(`${origin}/scoot-management`);
  await expect(page.getByRole('heading', { level: 1, name: "This site's games" })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);

  const preview = page.getByTestId('brand-preview');
  const tagline = `Homes by the harbour ${run}`;
  await page.getByLabel('Tagline').fill(tagline);
  await expect(preview).toContainText(tagline);
  // The preview wears the draft's main colour, and warns when text on it would be hard to read.
  await page.getByLabel('Main colour', { exact: true }).fill('#7a7a7a');
  await expect(preview.locator('.site-header')).toHaveCSS('background-color', 'rgb(122, 122, 122)');
  await expect(page.getByRole('list', { name: 'Contrast warnings' })).toContainText('Main colour');
  await page.getByLabel('Main colour', { exact: true }).fill('#12355b');
  await expect(preview.locator('.site-header')).toHaveCSS('background-color', 'rgb(18, 53, 91)');
  await expect(page.getByRole('list', { name: 'Contrast warnings' })).toHaveCount(0);

  // Bad input is named under its field, and nothing is sent.
  await page.getByLabel('Accent colour', { exact: true }).fill('orange');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByLabel('Accent colour', { exact: true })).toHaveAccessibleDescription(
    /Must be a colour written #rrggbb/,
  );
  await page.getByLabel('Accent colour', { exact: true }).fill('#c2410c');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('The profile is saved: the site shows it now.')).toBeVisible();

  // The site itself wears the saved colour.
  await page.goto(`${origin}/`);
  await expect(page.locator('header.site-header, .site-header').first()).toHaveCSS(
    'background-color',
    'rgb(18, 53, 91)',
  );
  await page.goto(`${origin}/scoot-management`);
  await expect(page.getByLabel('Tagline')).toHaveValue(tagline);
});

async function finishGame(request: APIRequestContext, playerName: string, amount: number) {
  const headers = { 'x-visitor-token': randomBytes(24).toString('hex') };
  const call = async (query: string, variables: Record<string, unknown>) => {
    const body = await (await request.post('/graphql', { headers, data: { query, variables } })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const started = await call(
    `mutation($input: StartSessionInput!) { startSession(input: $input) { id rounds { gameHome { id } } } }`,
    { input: { gameSlug: GAME, playerName } },
  );
  const homeIds: string[] = started.startSession.rounds.map((round: { gameHome: { id: string } }) => round.gameHome.id);
  for (const gameHomeId of homeIds)
    await call(`mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { session { id } } }`, {
      input: { sessionId: started.startSession.id, gameHomeId, amount },
    });
  return homeIds;
}

test("a game's creator hides a name and keeps a session off the boards; an open leaderboard follows", async ({
  page,
  openContext,
  request,
}) => {
  // The creator first: the app caches a game once it is read, and this sets its creator behind the app's back.
  const email = `creator.${run}@example.com`;
  await page.goto('/');
  await createAccount(page, email);
  grantRole(email, 'creator');
  await makeCreatorOf(email, GAME);

  const rude = `Rude Words ${run}`;
  const fair = `Fair Player ${run}`;
  const homes = await finishGame(request, rude, 400_000);
  await finishGame(request, fair, 650_000);

  // Someone watches the board in another browser.
  const watcher = await (await openContext()).newPage();
  const subscription = subscribed(watcher);
  await watcher.goto(`/game/${GAME}/leaderboard`);
  await expect(watcher.getByRole('row', { name: new RegExp(rude) })).toBeVisible();
  await subscription;

  await page.goto(`/game/${GAME}/property/${homes[0]}/guesstimates-manage`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rudeRow = page.getByRole('row', { name: new RegExp(rude) });
  await expect(rudeRow).toBeVisible();

  await rudeRow.getByRole('button', { name: `Hide the name ${rude}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${rude}'s name is hidden.` })).toBeVisible();
  await expect(rudeRow).toContainText('Hidden');
  await expect(watcher.getByRole('row', { name: new RegExp(rude) })).toHaveCount(0);
  await expect(watcher.getByRole('row', { name: /Hidden player/ })).toBeVisible();

  await rudeRow.getByRole('button', { name: `Keep off the boards: ${rude}'s session` }).click();
  await expect(rudeRow).toContainText('Off the boards');
  await expect(watcher.getByRole('row', { name: /Hidden player/ })).toHaveCount(0);
  await expect(watcher.getByRole('row', { name: new RegExp(fair) })).toBeVisible();

  // Undone: back on the board, under the name again.
  await rudeRow.getByRole('button', { name: `Put back on the boards: ${rude}'s session` }).click();
  await rudeRow.getByRole('button', { name: `Show the name ${rude}` }).click();
  await expect(watcher.getByRole('row', { name: new RegExp(rude) })).toBeVisible({ timeout: 10_000 });
});
