import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import userEvent from '@testing-library/user-event';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { NEVER } from 'rxjs';
import type { BrandProfileFieldsFragment } from '../../graphql/generated/graphql';
import { TEST_BRAND } from '../../test/brand-client';
import { render, screen, within } from '../../test/render';
import { BrandProfileForm } from './BrandProfileForm';

const PROFILE: BrandProfileFieldsFragment = {
  ...TEST_BRAND,
  name: 'casaverde',
  displayName: 'Casa Verde',
  propertyReference: null,
  googleAnalyticsId: null,
};

/** The profile form of a brand, with a client that leaves the save unanswered. */
function renderForm(language: BrandLocale) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => NEVER) });
  render(
    <ApolloProvider client={client}>
      <BrandProfileForm brand={PROFILE} hydrated />
    </ApolloProvider>,
    { language },
  );
}

describe('BrandProfileForm', () => {
  it("edits the brand's profile in English, with its preview", async () => {
    renderForm('en');
    const form = screen.getByRole('form', { name: 'Brand profile' });
    expect(within(form).getByLabelText('Main colour')).toHaveValue('#0f5132');
    expect(within(form).getByLabelText('Main colour: pick')).toBeInTheDocument();
    expect(within(form).getByLabelText('Coverage areas')).toHaveAccessibleDescription(
      'Separated by commas: the places the brand works in.',
    );
    await userEvent.type(within(form).getByLabelText('Tagline'), '!');
    expect(screen.getByTestId('brand-preview')).toHaveTextContent('Play now');
    expect(screen.getByRole('button', { name: 'Save the profile' })).toBeInTheDocument();
  });

  it("edits the brand's profile in Spanish, on a Spanish brand", async () => {
    renderForm('es');
    const form = screen.getByRole('form', { name: 'Perfil de la marca' });
    expect(form).toHaveTextContent(
      'Dirección del sitio: casaverde (el nombre de host que elige esta marca; no se puede editar aquí).',
    );
    expect(within(form).getByRole('group', { name: 'Colores' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Color principal')).toHaveAccessibleDescription('#rrggbb');
    expect(within(form).getByLabelText('Color de acento: elegir')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nombre que muestra el sitio')).toHaveValue('Casa Verde');
    expect(within(form).getByLabelText('Nombre de marca blanca')).toHaveAccessibleDescription(
      'Cómo se llama el sitio a sí mismo en sus textos.',
    );
    expect(within(form).getByLabelText('Idioma')).toBeInTheDocument();
    expect(within(form).getByLabelText('Redes sociales')).toHaveAccessibleDescription(
      'Una por línea: la red, un espacio y el enlace (instagram https://instagram.com/tu-cuenta).',
    );

    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(preview).toHaveTextContent('Todos los juegos');
    expect(preview).toHaveTextContent('Jugar ahora');
    await userEvent.clear(within(form).getByLabelText('Nombre que muestra el sitio'));
    expect(screen.getByTestId('brand-preview')).toHaveTextContent('Tu marca');
    await userEvent.type(within(form).getByLabelText('Nombre que muestra el sitio'), 'Casa Verde');

    // A colour the rules refuse: the form says so before sending anything.
    await userEvent.clear(within(form).getByLabelText('Color de acento'));
    await userEvent.type(within(form).getByLabelText('Color de acento'), 'naranja');
    expect(preview).toHaveTextContent(
      'La vista previa muestra los colores actuales del sitio hasta que todos los colores estén escritos #rrggbb.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el perfil' }));
    expect(screen.getByText('Corrige los campos marcados abajo.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Color de acento')).toHaveAccessibleDescription(
      '#rrggbb Tiene que ser un color escrito #rrggbb, como #1f6f5c.',
    );

    // A main colour white and dark text are both hard to read on: the preview warns, in Spanish.
    await userEvent.clear(within(form).getByLabelText('Color principal'));
    await userEvent.type(within(form).getByLabelText('Color principal'), '#7a7a7a');
    expect(screen.getByRole('list', { name: 'Avisos de contraste' })).toHaveTextContent(
      /^Color principal: el texto sobre él tiene un contraste de \d+,\d:1, por debajo de 4,5:1\./,
    );

    for (const english of ['Brand profile', 'Colours', 'Main colour', 'Preview', 'Play now', 'Save the profile'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
