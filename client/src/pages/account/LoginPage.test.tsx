import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginPage } from './LoginPage';

const ACCOUNT = { __typename: 'Account', id: 'a1', email: 'ana@example.com', displayName: 'Ana' };
const WRONG = 'That email and password do not match an account. Check both and try again.';

/** The page with a client answering as the server would: `me` as given, and a log-in that takes one password. */
function renderPage({ loggedIn = false, path = '/auth/login?return=%2Fgames', language = 'en' as 'en' | 'es' } = {}) {
  let me = loggedIn ? ACCOUNT : null;
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName!);
    switch (operation.operationName) {
      case 'Me':
        return of({ data: { me } });
      case 'LogIn':
        if (operation.variables.password !== 'correct horse battery')
          return of({ errors: [new GraphQLError(WRONG, { extensions: { code: 'UNAUTHENTICATED' } })] });
        me = ACCOUNT;
        return of({ data: { logIn: ACCOUNT } });
      case 'LogOut':
        me = null;
        return of({ data: { logOut: true } });
      default:
        // The brand (for the tab's title): failing, which the page does not depend on.
        return of({ errors: [new GraphQLError('Not answered in this test')] });
    }
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/games', element: <p>The games</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
  return { operations };
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('says what is missing before asking the server', async () => {
    const { operations } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(operations).not.toContain('LogIn');
  });

  it("shows the server's one answer to a wrong password, then goes back where the visitor came from", async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The games')).toBeInTheDocument();
  });

  it('shows who is logged in, and logging out makes this browser a new guest', async () => {
    localStorage.setItem('ballpark.visitorToken', 'a'.repeat(32));
    renderPage({ loggedIn: true });
    expect(await screen.findByRole('status')).toHaveTextContent('You are logged in as Ana (ana@example.com).');
    // The header's Account link leads here: signed in, the page is the account's, not a log-in.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your account');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/games');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(localStorage.getItem('ballpark.visitorToken')).toBeNull();
  });

  it('speaks Spanish on a Spanish brand, down to the problems of the fields', async () => {
    const { operations } = renderPage({ language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo'), 'ana@example');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription(
      'Escribe una dirección de correo completa, como nombre@ejemplo.com.',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Escribe tu contraseña.');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute(
      'href',
      '/auth/create-account?return=%2Fgames',
    );
    expect(operations).not.toContain('LogIn');
  });

  it('says who is logged in, in Spanish', async () => {
    renderPage({ loggedIn: true, language: 'es' });
    expect(await screen.findByRole('status')).toHaveTextContent('Has iniciado sesión como Ana (ana@example.com).');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tu cuenta');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
