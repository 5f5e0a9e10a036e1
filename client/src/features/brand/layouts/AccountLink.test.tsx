import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { render, screen } from '../../../test/render';
import { AccountLink } from './AccountLink';

function header(me: { id: string; displayName: string } | null, language: BrandLocale = 'en') {
  const link = new ApolloLink(() => of({ data: { me: me && { __typename: 'Account', ...me } } }));
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MemoryRouter initialEntries={['/party']}>
        <AccountLink />
      </MemoryRouter>
    </ApolloProvider>,
    { language },
  );
}

describe("the header's account link", () => {
  it('shows the logged-in account by its name, linking to its account page', async () => {
    header({ id: 'a1', displayName: 'Ana Ruiz' });
    const link = await screen.findByRole('link', { name: 'Your account: Ana Ruiz' });
    expect(link).toHaveTextContent('Ana Ruiz');
    expect(link).toHaveAttribute('href', '/auth/login?return=%2Fparty');
  });

  it('offers the account pages to a guest', async () => {
    header(null);
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it("speaks the brand's language", async () => {
    header({ id: 'a1', displayName: 'Ana Ruiz' }, 'es');
    expect(await screen.findByRole('link', { name: 'Tu cuenta: Ana Ruiz' })).toBeInTheDocument();
  });
});
