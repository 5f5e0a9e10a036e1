import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import userEvent from '@testing-library/user-event';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { NEVER } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BUILDER_GAME } from '../../test/builder-fixtures';
import { render, screen, within } from '../../test/render';
import { HomesStep } from './HomesStep';

/** The builder's homes step for a draft with one home, with a client that leaves every request unanswered. */
function renderStep(language: BrandLocale) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => NEVER) });
  const router = createMemoryRouter([{ path: '/', element: <HomesStep game={BUILDER_GAME} hydrated /> }]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}

describe('HomesStep', () => {
  it('shows the ways to add homes and the home in English', async () => {
    renderStep('en');
    expect(screen.getByRole('heading', { name: 'Paste listing links' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Homes in this game (1 of the 5 needed)' })).toBeInTheDocument();
    const home = screen.getByRole('article', { name: 'Three-bed semi on Stephen Road' });
    expect(home).toHaveTextContent('Semi-detached house · 3 bed · 1 bath · 1,180 sq ft');
    expect(home).toHaveTextContent('Price €450,000');
    expect(home).toHaveTextContent('Hidden from players: “450.000 €” (description)');
    expect(screen.getByRole('button', { name: 'Remove Three-bed semi on Stephen Road' })).toBeInTheDocument();

    await userEvent.click(within(home).getByRole('button', { name: 'Edit this home' }));
    const form = screen.getByRole('form', { name: 'Edit this home' });
    expect(within(form).getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'USD ($)' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save this home' })).toBeInTheDocument();
  });

  it("speaks Spanish on a Spanish brand, with the price, the area and the countries in Spain's Spanish", async () => {
    renderStep('es');
    for (const name of ['Pegar enlaces de anuncios', 'Elegir del catálogo', 'Importar un CSV'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Casas de este juego (1 de las 5 necesarias)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Direcciones de los anuncios, una por línea')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir estas casas' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar en el catálogo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lugar')).toHaveAccessibleDescription('Una ciudad, una zona o un código postal.');
    expect(screen.getByRole('option', { name: 'Casa pareada' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Menos de 250 mil' })).toBeInTheDocument();
    expect(screen.getByLabelText('CSV de casas vendidas')).toHaveAccessibleDescription(
      /Como máximo 200 casas y 48 KB\.$/,
    );

    const home = screen.getByRole('article', { name: 'Three-bed semi on Stephen Road' });
    expect(home).toHaveTextContent('Casa pareada · 3 dorm. · 1 baños · 1180 pies²');
    expect(home).toHaveTextContent('Precio 450.000 €');
    expect(home).toHaveTextContent('Oculto a los jugadores: «450.000 €» (descripción)');
    expect(screen.getByRole('button', { name: 'Subir Three-bed semi on Stephen Road' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar Three-bed semi on Stephen Road' })).toHaveTextContent('Quitar');

    await userEvent.click(within(home).getByRole('button', { name: 'Editar esta casa' }));
    const form = screen.getByRole('form', { name: 'Editar esta casa' });
    expect(within(form).getByLabelText('Dirección')).toHaveValue('12 Stephen Road');
    expect(within(form).getByLabelText('Precio')).toHaveAccessibleDescription(
      'Escrito como este sitio escribe los precios; secreto hasta que cada jugador lo estime.',
    );
    expect(within(form).getByRole('option', { name: 'Reino Unido' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'USD (US$)' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'un precio de venta final' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar esta casa' })).toBeInTheDocument();

    const step = document.body;
    for (const english of [
      'Paste listing links',
      'Homes in this game',
      'Hidden from players',
      'Price',
      'Edit this home',
    ])
      expect(step).not.toHaveTextContent(english);
  });
});
