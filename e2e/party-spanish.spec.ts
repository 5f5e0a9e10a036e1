import { expect, type Page } from '@playwright/test';
import { test, type OpenContext } from './fixtures';

/**
 * A party room on a Spanish brand (casaverde) speaks Spanish on every screen, and the states players met: the host's
 * removal asks first, and the removed player is told once, with no join form to fail again; a room's join page says at
 * once when it has finished.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const origin = `http://casaverde.localhost:${port}`;

async function phone(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('a party room on a Spanish brand, with a removal confirmed and told once', async ({ openContext }) => {
  test.setTimeout(90_000);
  const host = await phone(openContext);
  await host.goto(`${origin}/party`);
  await expect(host.getByRole('heading', { level: 1, name: 'Juega con amigos' })).toBeVisible();
  const hosting = host.getByRole('region', { name: 'Crear una sala' });
  await hosting.getByRole('group', { name: 'Rondas' }).getByLabel('3 casas').check();
  await hosting.getByLabel('Tu nombre').fill('Lola');
  await hosting.getByRole('button', { name: 'Abrir una sala' }).click();
  await host.waitForURL(/\/party\/[A-Z]{4}$/);
  const code = new URL(host.url()).pathname.split('/')[2];
  await expect(host.getByRole('heading', { level: 1 })).toHaveText(`Sala ${code}`);
  await expect(host.getByRole('button', { name: 'Empezar la partida con 1 jugador' })).toBeVisible();

  const pepe = await phone(openContext);
  await pepe.goto(`${origin}/party/${code}`);
  await expect(pepe.getByRole('heading', { level: 1, name: `Entrar en la sala ${code}` })).toBeVisible();
  await pepe.getByLabel('Tu nombre').fill('Pepe');
  await pepe.getByRole('button', { name: 'Entrar en la sala' }).click();
  await expect(pepe.getByText('Ya estás dentro. Lola empieza la partida cuando estéis todos.')).toBeVisible();

  // The host's screen counts him in, live; removing him asks first, and Mantener keeps him.
  await expect(host.getByRole('button', { name: 'Empezar la partida con 2 jugadores' })).toBeVisible();
  await host.getByRole('button', { name: 'Expulsar a Pepe de la sala' }).click();
  await host.getByRole('button', { name: 'Mantener' }).click();
  await host.getByRole('button', { name: 'Expulsar a Pepe de la sala' }).click();
  await host.getByRole('button', { name: 'Sí, expulsar a Pepe: no podrá volver a esta sala' }).click();
  await expect(host.getByRole('button', { name: 'Empezar la partida con 1 jugador' })).toBeVisible();

  // Pepe's screen says so once, and offers no name to type in vain.
  await expect(pepe.getByRole('heading', { level: 1, name: `No puedes volver a la sala ${code}` })).toBeVisible();
  await expect(pepe.getByRole('textbox')).toHaveCount(0);
  await expect(pepe.getByRole('link', { name: 'Entra en otra sala o crea una' })).toBeVisible();
});
