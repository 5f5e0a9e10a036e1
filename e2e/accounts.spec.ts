import { expect, test, type Page } from '@playwright/test';

/**
 * Accounts in the browser: create one from a game's page and come back to it, log out, be refused a wrong password
 * with the one generic answer, log in and come back again.
 */
const GAME_PATH = '/game/house-prices-game';
const PASSWORD = 'correct horse battery staple';
const WRONG = 'That email and password do not match an account. Check both and try again.';

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'ballpark_session');
}

test('a visitor creates an account, logs out, is refused a wrong password, and logs in', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.com`;
  await page.goto(GAME_PATH);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?return=%2Fgame%2Fhouse-prices-game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // What is wrong is said before anything is sent.
  await page.getByLabel('Display name').fill('Ana Lima');
  await page.getByLabel('Email').fill('ana');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Please enter a whole email address/);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/Passwords need at least 10 characters/);

  await page.getByLabel('Email').fill(email);
  // The server refuses a password that is easy to guess, and says why.
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password is too easy to guess. This is a commonly used password.',
  );
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(GAME_PATH);
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // Scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('ballpark_session');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByText('You are logged in as')).toHaveText(`You are logged in as Ana Lima (${email}).`);
  // Signed in, the header's Account link leads to the account, not to a log-in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  const visitorToken = () => page.evaluate(() => localStorage.getItem('ballpark.visitorToken'));
  const tokenWhileLoggedIn = await visitorToken();
  expect(tokenWhileLoggedIn).toBeTruthy();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  expect(await sessionCookie(page)).toBeUndefined();
  // The browser is a new guest: a fresh visitor token (the server gives the old one nothing of the account anyway).
  await expect.poll(visitorToken).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  expect(await visitorToken()).not.toBe(tokenWhileLoggedIn);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG);
  // An email with no account gets the very same answer.
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG);

  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(GAME_PATH);
  await page.goto('/auth/login');
  // Rendered by the server as the account sees it: the session cookie goes with the page request.
  await expect(page.getByText('You are logged in as')).toHaveText(`You are logged in as Ana Lima (${email}).`);
});

test("a Spanish brand's account pages speak Spanish, the server's refusal too", async ({ page, baseURL }) => {
  const spanish = new URL('/auth/create-account', baseURL);
  spanish.hostname = 'casaverde.localhost';
  await page.goto(spanish.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await page.getByLabel('Nombre visible').fill('Lucía');
  await page.getByLabel('Correo', { exact: true }).fill('lucia');
  await page.getByLabel('Contraseña').fill('corta');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByLabel('Correo', { exact: true })).toHaveAccessibleDescription(
    /Escribe una dirección de correo completa/,
  );
  await expect(page.getByLabel('Contraseña')).toHaveAccessibleDescription(/necesita al menos 10 caracteres/);

  // What only the server checks: it answers in the brand's language.
  await page.getByLabel('Correo', { exact: true }).fill(`e2e.es.${Date.now()}@example.com`);
  await page.getByLabel('Contraseña').fill('password123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert')).toContainText('Esta contraseña es demasiado fácil de adivinar.');
  expect(await sessionCookie(page)).toBeUndefined();
});
