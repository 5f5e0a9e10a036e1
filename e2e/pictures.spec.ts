import { expect, test } from '@playwright/test';

/** A player opens a home's picture large, steps through the pictures, and closes it, from the keyboard. */
test('a picture opens large with its description, steps with the arrow keys and closes with Escape', async ({
  page,
}) => {
  await page.goto('/game/us-coast-to-coast');
  await page.getByLabel('Your name').fill('Looker');
  await page.getByRole('button', { name: 'Start game' }).click();
  const opener = page.getByRole('button', { name: /^Open larger: / });
  const alt = (await opener.getAttribute('aria-label'))!.replace('Open larger: ', '');
  // The description says what the picture shows, and of which home.
  expect(alt).toMatch(/ in [A-Z]/);

  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Picture 1 of \d/ });
  await expect(dialog).toBeVisible();
  const large = dialog.locator('img');
  await expect(large).toHaveAttribute('alt', alt);
  // The picture really loads, and fills more of the screen than the page's own picture.
  await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const [largeBox, pageBox] = [await large.boundingBox(), await page.locator('img.gallery__main').boundingBox()];
  expect(largeBox!.width).toBeGreaterThan(pageBox!.width);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /Picture 2 of \d/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
