import { render, screen } from '../../test/render';
import { renderToString } from 'react-dom/server';
import { useHydratedQuery, useSideOfWindow } from './hydration';

function Side({ start, end }: { start: string | null; end: string | null }) {
  return <p>{useSideOfWindow(start, end) ?? 'unknown'}</p>;
}

const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

describe('useSideOfWindow', () => {
  it("tells without a clock when the window is open at one end, in the server's render too", () => {
    expect(renderToString(<Side start={FUTURE} end={null} />)).toContain('before');
    expect(renderToString(<Side start={null} end={PAST} />)).toContain('after');
    expect(renderToString(<Side start={null} end={null} />)).toContain('unknown');
  });

  it('leaves a window with both ends to the browser: the server and the browser may read the clock either side', () => {
    expect(renderToString(<Side start={FUTURE} end="2999-02-01T00:00:00.000Z" />)).toContain('unknown');
    render(<Side start={FUTURE} end="2999-02-01T00:00:00.000Z" />);
    expect(screen.getByText('before')).toBeInTheDocument();
    render(<Side start={PAST} end="2020-02-01T00:00:00.000Z" />);
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});

function Guesses({ query }: { query: { loading: boolean; error?: unknown } }) {
  const shown = useHydratedQuery(query);
  return <p>{shown.loading ? 'loading' : shown.error ? 'refused' : 'guesses'}</p>;
}

describe('useHydratedQuery', () => {
  const refused = { loading: false, error: new Error('Guess this home first') };

  it("renders a failed query as loading on the server: the browser's cache it hydrates with holds no error", () => {
    expect(renderToString(<Guesses query={refused} />)).toContain('loading');
    expect(renderToString(<Guesses query={{ loading: false }} />)).toContain('guesses');
  });

  it('shows the error in the browser', () => {
    render(<Guesses query={refused} />);
    expect(screen.getByText('refused')).toBeInTheDocument();
  });
});
