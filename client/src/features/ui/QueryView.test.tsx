import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryView, type QueryResultLike } from './QueryView';

interface Data {
  session: { name: string } | null;
}

function query(state: Partial<QueryResultLike<Data>>): QueryResultLike<Data> {
  return { loading: false, refetch: jest.fn().mockResolvedValue(undefined), ...state };
}

function renderView(state: QueryResultLike<Data>, props: { notFoundCodes?: string[]; skeleton?: boolean } = {}) {
  return render(
    <QueryView
      query={state}
      select={(data) => data.session}
      noun="these results"
      loading={props.skeleton ? <p role="status">Page-shaped skeleton</p> : undefined}
      notFoundCodes={props.notFoundCodes}
      notFound={<a href="/game/demo">Play Demo</a>}
    >
      {(session) => <h1>Results of {session.name}</h1>}
    </QueryView>,
  );
}

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: `${code} says the server`, extensions: { code } }] });

describe('QueryView', () => {
  it('shows the default skeleton, announced with the noun, while loading', () => {
    renderView(query({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading these results');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("shows the page's own skeleton when it passes one", () => {
    renderView(query({ loading: true }), { skeleton: true });
    expect(screen.getByRole('status')).toHaveTextContent('Page-shaped skeleton');
  });

  it('shows the data it has while loading again (cache-and-network)', () => {
    renderView(query({ loading: true, data: { session: { name: 'Ada' } } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Results of Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a failed load in its own words and retries with refetch', async () => {
    const user = userEvent.setup();
    const state = query({ error: new TypeError('Failed to fetch') });
    renderView(state);
    expect(screen.getByRole('alert')).toHaveTextContent(/check your connection/i);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't load these results" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('does not let a refetch that fails again go unhandled', async () => {
    const user = userEvent.setup();
    const state = query({
      error: new TypeError('Failed to fetch'),
      refetch: jest.fn().mockRejectedValue(new Error('no')),
    });
    renderView(state);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalled();
  });

  it("says not found with the page's next step when there is no such thing", () => {
    renderView(query({ data: { session: null } }));
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find these results" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Demo' })).toHaveAttribute('href', '/game/demo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats the error codes the page names as not found, and others as failures', () => {
    const { unmount } = renderView(query({ error: graphQLError('NOT_FOUND') }), { notFoundCodes: ['NOT_FOUND'] });
    expect(screen.getByRole('heading', { name: "We couldn't find these results" })).toBeInTheDocument();
    unmount();
    renderView(query({ error: graphQLError('NOT_FOUND') }));
    expect(screen.getByRole('heading', { name: "We couldn't load these results" })).toBeInTheDocument();
  });

  it('shows a view of its own instead of the not-found panel, with section headings for a section', () => {
    render(
      <QueryView
        query={query({ data: { session: null } })}
        select={(data) => data.session}
        noun="the games"
        headingLevel={2}
        notFoundView={<p>No games yet</p>}
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('No games yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('words a section failure as a section heading', () => {
    render(
      <QueryView query={query({ error: new Error('boom') })} select={() => null} noun="the map" headingLevel={2}>
        {() => null}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { level: 2, name: "We couldn't load the map" })).toBeInTheDocument();
    // An unexpected error's own message is not for players.
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
  });
});

describe("QueryView in the brand's language", () => {
  function renderInSpanish(state: QueryResultLike<Data>) {
    return render(
      <QueryView query={state} select={(data) => data.session} noun="los resultados">
        {(session) => <h1>Resultados de {session.name}</h1>}
      </QueryView>,
      { language: 'es' },
    );
  }

  it('announces loading with the noun the page gives', () => {
    renderInSpanish(query({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los resultados');
  });

  it('says a failed load, why, and the retry in Spanish', () => {
    renderInSpanish(query({ error: new TypeError('Failed to fetch') }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'No hemos podido cargar los resultados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Comprueba tu conexión/);
    expect(screen.getByRole('button', { name: 'Inténtalo de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/couldn't|connection|Try again/);
  });

  it('says not found in Spanish', () => {
    renderInSpanish(query({ data: { session: null } }));
    expect(screen.getByRole('heading', { level: 1, name: 'No hemos encontrado los resultados' })).toBeInTheDocument();
  });
});
