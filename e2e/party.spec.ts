import { expect, type Page } from '@playwright/test';
import { test, type OpenContext } from './fixtures';

/**
 * GAME-RULES "Party mode": a host presents a 3-round party on a shared screen while three players play it on their
 * phones, one of them reloading mid-round, and a fourth joins late and watches until the next round; then the host
 * plays again with the same group. Everyone guesses each round, so each reveals at once; the reveal stays 8 s on
 * screen (server side), so the game takes some 40 s.
 */
const GAME = 'house-prices-game';
const PHONE = { width: 390, height: 844 };

async function phone(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ viewport: PHONE });
  return context.newPage();
}

async function joinByLink(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/party/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: `Join room ${code}` })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the room' }).click();
}

const roundEyebrow = (page: Page, round: number) => page.locator('.eyebrow', { hasText: `Round ${round} of 3` });
const revealHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^(Sold for|Asking price|Modelled price) / });

/**
 * A guess, sealed; or, when it is the round's last, the round revealed at once. Guesses go one after another: two last
 * guesses at the same moment have been seen to leave a round sealed until its deadline (reported to the server).
 */
async function guess(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: /Your guess/ }).fill(amount);
  await page.getByRole('button', { name: 'Lock in my guess' }).click();
  await expect(page.getByText('Your guess is sealed').or(revealHeading(page))).toBeVisible();
}

/** The points a player's reveal says they scored this round ("You guessed £500,000: +80 points."). */
async function pointsOfReveal(page: Page): Promise<number> {
  const line = await page.getByText(/^Closest: .* You guessed /).textContent();
  return Number(/\+(\d+) points/.exec(line ?? '')?.[1]);
}

async function scoreOnBoard(page: Page, name: string): Promise<number> {
  const row = page
    .getByRole('table', { name: /Scoreboard|Final standings/ })
    .getByRole('row', { name: new RegExp(name) });
  return Number(await row.getByRole('cell').last().textContent());
}

test('a presented party of three rounds, with a reload, a late joiner and play again', async ({ openContext }) => {
  test.setTimeout(150_000);
  // The host presents on a shared screen: a large window, and no guesses of their own.
  const hostContext = await openContext({ viewport: { width: 1280, height: 800 } });
  const screen = await hostContext.newPage();
  await screen.goto(`/party?game=${GAME}`);
  const host = screen.getByRole('region', { name: 'Host a room' });
  await host.getByRole('group', { name: 'Rounds' }).getByLabel('3 homes').check();
  // Not the shortest timer: a round reveals as soon as everyone has guessed, so a longer one costs nothing, and it
  // leaves a busy machine time to join a late player and reload a page within the round.
  await host.getByLabel('Time to guess each home').selectOption('30');
  await host.getByLabel('Your name').fill('Quizmaster');
  await host.getByLabel("I'll present on a shared screen").check();
  await host.getByRole('button', { name: 'Open a room' }).click();
  // The screen's link carries its key: any device with it shows the room, nobody's seat.
  await screen.waitForURL(/\/party\/[A-Z]{4}\/screen\?key=[\w-]{22}$/);
  const code = new URL(screen.url()).pathname.split('/')[2];
  await expect(screen.locator('.party-code--huge')).toHaveText(code);
  await expect(screen.getByRole('img', { name: /QR code of the join link/ })).toBeVisible();
  await expect(screen.getByText(`/party/${code}`)).toBeVisible();
  const tv = await (await openContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await tv.goto(screen.url());
  await expect(tv.locator('.party-code--huge')).toHaveText(code);
  await expect(tv.getByText('The host starts the game when everyone is in.')).toBeVisible();
  await expect(tv.getByRole('link', { name: 'Back to your own screen' })).toHaveCount(0);

  // Ana types the code, in lower case, after a wrong one; Ben and Cy open the join link, Ben's first name taken.
  const ana = await phone(openContext);
  await ana.goto('/party');
  const join = ana.getByRole('region', { name: 'Join a room' });
  await join.getByLabel('Your name').fill('Ana');
  await join.getByLabel('Room code').fill('bbbb');
  await join.getByRole('button', { name: 'Join the room' }).click();
  await expect(join.getByRole('alert')).toHaveText(/No room has that code/);
  await join.getByLabel('Room code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join the room' }).click();
  await expect(ana).toHaveURL(new RegExp(`/party/${code}$`));
  await expect(ana.getByText(/You are in/)).toBeVisible();

  const ben = await phone(openContext);
  await joinByLink(ben, code, 'ana');
  await expect(ben.getByRole('alert')).toHaveText(/Someone in this room is called "ana"/);
  await ben.getByLabel('Your name').fill('Ben');
  await ben.getByRole('button', { name: 'Join the room' }).click();
  const cy = await phone(openContext);
  await joinByLink(cy, code, 'Cy');

  // The shared screen sees them arrive, live.
  const chips = screen.locator('.party-chip');
  await expect(chips).toHaveText([/Quizmaster · presenting/, /Ana/, /Ben/, /Cy/]);
  await expect(ana.getByRole('heading', { name: /Players/ })).toHaveText(/3 of 10/);

  await screen.getByRole('button', { name: 'Start the game with 3 players' }).click();

  // Round 1: the same home everywhere, the guesses sealed; a fourth player joins during it and watches.
  for (const page of [ana, ben, cy, screen, tv]) await expect(roundEyebrow(page, 1)).toBeVisible();
  const title = await ana.getByRole('heading', { level: 1 }).textContent();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(title!);
  await expect(screen.getByRole('timer')).toBeVisible();
  // On a phone the guess box has the focus, and the page scrolls to it: the time left and the title stay on screen.
  await expect(ana.getByRole('textbox', { name: /Your guess/ })).toBeFocused();
  await ana.getByRole('textbox', { name: /Your guess/ }).scrollIntoViewIfNeeded();
  await expect(ana.getByRole('timer')).toBeInViewport({ ratio: 1 });
  await expect(ana.getByRole('heading', { level: 1 })).toBeInViewport();
  await guess(ana, '400k');
  await expect(screen.getByText(/Sealed: 1 of 3 have guessed/)).toBeVisible();
  const dee = await phone(openContext);
  await joinByLink(dee, code, 'Dee');
  await expect(
    dee.getByText('You joined during this round: watch this one, you play from the next round.'),
  ).toBeVisible();
  await expect(dee.getByRole('textbox', { name: /Your guess/ })).toHaveCount(0);
  await guess(ben, '500k');
  await guess(cy, '650k');

  // Everyone guessed: the round reveals at once, on every screen, and is announced.
  for (const page of [ana, ben, cy, dee, screen, tv]) await expect(revealHeading(page)).toBeVisible();
  // The reveal starts at its headline, whole, on a phone that had scrolled to its guess box.
  await expect(revealHeading(ana)).toBeInViewport({ ratio: 1 });
  await expect(screen.getByText(/^Round 1 of 3 revealed: the price was /)).toBeAttached();
  await expect(ana.getByRole('table', { name: 'Every guess, nearest first' }).getByRole('row')).toHaveCount(4);
  await expect(ana.locator('.is-closest')).not.toHaveCount(0);
  await expect(dee.getByText(/You play from the next round/)).toBeVisible();
  const benPoints = [await pointsOfReveal(ben)];

  // Round 2: Dee plays now; Ben reloads before guessing and keeps his seat.
  for (const page of [ana, ben, cy, dee]) await expect(roundEyebrow(page, 2)).toBeVisible();
  await ben.reload();
  await expect(roundEyebrow(ben, 2)).toBeVisible();
  for (const [page, amount] of [
    [ben, '520k'],
    [ana, '380k'],
    [cy, '700k'],
    [dee, '450k'],
  ] as const)
    await guess(page, amount);
  for (const page of [ana, ben, dee, screen]) await expect(revealHeading(page)).toBeVisible();
  await expect(screen.getByText(/^Round 2 of 3 revealed/)).toBeAttached();
  benPoints.push(await pointsOfReveal(ben));
  expect(await scoreOnBoard(ben, 'Ben')).toBe(benPoints[0] + benPoints[1]);

  // Round 3, then the final standings.
  for (const page of [ana, ben, cy, dee]) await expect(roundEyebrow(page, 3)).toBeVisible();
  for (const [page, amount] of [
    [ben, '480k'],
    [ana, '420k'],
    [cy, '600k'],
    [dee, '300k'],
  ] as const)
    await guess(page, amount);
  await expect(revealHeading(ben)).toBeVisible();
  benPoints.push(await pointsOfReveal(ben));
  for (const page of [ana, ben, cy, dee, screen])
    await expect(page.getByRole('heading', { level: 1, name: 'Final standings' })).toBeVisible();
  expect(await scoreOnBoard(screen, 'Ben')).toBe(benPoints[0] + benPoints[1] + benPoints[2]);
  await expect(screen.getByRole('table', { name: 'Final standings' }).getByRole('row')).toHaveCount(5);
  await expect(screen.getByText(/^The game has finished\. .* with \d+ points\./)).toBeAttached();

  // Play again: the host opens the next room, and every screen follows the group there.
  await screen.getByRole('button', { name: 'Play again with everyone' }).click();
  await screen.waitForURL((url) => /^\/party\/[A-Z]{4}\/screen$/.test(url.pathname) && !url.pathname.includes(code));
  const next = new URL(screen.url()).pathname.split('/')[2];
  for (const page of [ana, ben, cy, dee]) await expect(page).toHaveURL(new RegExp(`/party/${next}$`));
  await expect(tv).toHaveURL(new RegExp(`/party/${next}/screen\\?key=`));
  await expect(tv.locator('.party-chip')).toHaveText([/Quizmaster/, /Ana/, /Ben/, /Cy/, /Dee/]);
  await expect(ana.getByRole('heading', { level: 1 })).toHaveText(`Room ${next}`);
  await expect(screen.locator('.party-chip')).toHaveText([/Quizmaster/, /Ana/, /Ben/, /Cy/, /Dee/]);
});

test('a link with a code that cannot be one, or of no room, says so', async ({ page }) => {
  await page.goto('/party/ab');
  await expect(page.getByRole('heading', { level: 1, name: 'That is not a room code' })).toBeVisible();
  await expect(page.getByText('A room code has 4 letters.')).toBeVisible();
  await page.goto('/party/bbbb/screen');
  await expect(page).toHaveURL(/\/party\/BBBB\/screen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No room has the code BBBB' })).toBeVisible();
});
