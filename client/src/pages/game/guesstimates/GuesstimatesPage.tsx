import { gamePageIds } from '@ballpark/common/page-routes';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatPrice } from '@ballpark/common/price-format';
import { useGameContext } from '../../../features/game/game-context';
import { useHomeGuesses, type HomeGuesses } from '../../../features/guesses/guesses-queries';
import { GuessesTable } from '../../../features/guesses/GuessesTable';
import { HomeNotFound } from '../../../features/guesses/HomeNotFound';
import { usePageTitle } from '../../../features/page-title';
import { errorCode } from '../../../features/ui/errors';
import { formatInteger } from '../../../features/ui/format';
import { useHydratedQuery } from '../../../features/ui/hydration';
import { QueryView } from '../../../features/ui/QueryView';
import { EmptyState, LoadingState } from '../../../features/ui/StatusViews';
import { useGamePaths } from '../../../paths';
import { HomePicture } from '../../../features/play/HomePicture';

/** property/:gameHomeId/guesstimates — everyone's guesses for a home, once the viewer has guessed it. */
export function GuesstimatesPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const gameHomeId = gamePageIds(useParams()).homeId ?? '';
  const query = useHydratedQuery(useHomeGuesses(gameHomeId));
  const guesses = query.data?.homeGuesses;
  usePageTitle(guesses ? `Everyone's guesses: ${guesses.gameHome.title}` : `Everyone's guesses: ${game.title}`);

  if (!guesses && !query.loading && errorCode(query.error) === 'FORBIDDEN') {
    return (
      <div className="page--narrow">
        <EmptyState icon="🙈" title="Guess this home first to see everyone's guesses" headingLevel={1}>
          <p className="muted">
            Other players' guesses would give the price away. Lock in your own guess, then come back.
          </p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            Play {game.title}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <QueryView
      query={query}
      select={(data) => data.homeGuesses}
      noun="the guesses"
      loading={<LoadingState label="Loading everyone's guesses" />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFoundView={<HomeNotFound />}
    >
      {(loaded) => <Guesses guesses={loaded} />}
    </QueryView>
  );
}

function Guesses({ guesses }: { guesses: HomeGuesses }) {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const navigate = useNavigate();
  // Came here from the game: going back returns to the same round; opened directly: the game's start page.
  const canGoBack = useLocation().key !== 'default';
  const viewerGuess = guesses.guesses.find((guess) => guess.isViewer);
  return (
    <div className="guesses-page stack-lg">
      <header className="guesses-page__head">
        <HomePicture home={guesses.gameHome.home} className="guesses-page__thumb" width={160} height={120} />
        <div>
          <p className="eyebrow">Everyone's guesses</p>
          <h1>{guesses.gameHome.title}</h1>
          <p className="muted">
            {guesses.gameHome.home.city}, {guesses.gameHome.home.region}
          </p>
        </div>
      </header>

      <dl className="stat-tiles">
        <div className="stat-tile stat-tile--strong">
          <dt>Actual price</dt>
          <dd>{formatPrice(guesses.actualPrice, guesses.currency)}</dd>
        </div>
        <div className="stat-tile">
          <dt>Average guess</dt>
          <dd>
            {guesses.averageGuess !== null && guesses.averageGuess !== undefined
              ? formatPrice(guesses.averageGuess, guesses.currency)
              : '—'}
          </dd>
        </div>
        <div className="stat-tile">
          <dt>Guesses</dt>
          <dd>{formatInteger(guesses.totalCount)}</dd>
        </div>
        {viewerGuess && (
          <div className="stat-tile">
            <dt>Your guess</dt>
            <dd>{formatPrice(viewerGuess.amount, guesses.currency)}</dd>
          </div>
        )}
      </dl>

      <section className="card" aria-labelledby="guesses-title">
        <h2 id="guesses-title">Newest first</h2>
        <GuessesTable guesses={guesses.guesses} currency={guesses.currency} />
        {guesses.totalCount > guesses.guesses.length && (
          <p className="muted small">
            Showing the latest {guesses.guesses.length} of {formatInteger(guesses.totalCount)} guesses.
          </p>
        )}
      </section>

      <p>
        {canGoBack ? (
          <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
            ← Back to the game
          </button>
        ) : (
          <Link className="button button--secondary" to={paths.gameStart(game.slug)}>
            ← {game.title}
          </Link>
        )}
      </p>
    </div>
  );
}
