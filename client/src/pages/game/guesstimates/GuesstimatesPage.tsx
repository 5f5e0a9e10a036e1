import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
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
import './locales';

/** property/:gameHomeId/guesstimates — everyone's guesses for a home, once the viewer has guessed it. */
export function GuesstimatesPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const { t } = useLingui();
  const gameHomeId = useParams().gameHomeId ?? '';
  const query = useHydratedQuery(useHomeGuesses(gameHomeId));
  const guesses = query.data?.homeGuesses;
  const title = guesses?.gameHome.title ?? game.title;
  usePageTitle(t`Everyone's guesses: ${title}`);
  const gameTitle = game.title;

  if (!guesses && !query.loading && errorCode(query.error) === 'FORBIDDEN') {
    return (
      <div className="page--narrow">
        <EmptyState icon="🙈" title={t`Guess this home first to see everyone's guesses`} headingLevel={1}>
          <p className="muted">
            <Trans>Other players' guesses would give the price away. Lock in your own guess, then come back.</Trans>
          </p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            <Trans>Play {gameTitle}</Trans>
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <QueryView
      query={query}
      select={(data) => data.homeGuesses}
      noun={t`the guesses`}
      loading={<LoadingState label={t`Loading everyone's guesses`} />}
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
  const { i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const price = (amount: number) => formatPrice(amount, guesses.currency, language);
  const shown = guesses.guesses.length;
  const totalCount = guesses.totalCount;
  const total = formatInteger(totalCount, language);
  return (
    <div className="guesses-page stack-lg">
      <header className="guesses-page__head">
        <HomePicture home={guesses.gameHome.home} className="guesses-page__thumb" width={160} height={120} />
        <div>
          <p className="eyebrow">
            <Trans>Everyone's guesses</Trans>
          </p>
          <h1>{guesses.gameHome.title}</h1>
          <p className="muted">
            {guesses.gameHome.home.city}, {guesses.gameHome.home.region}
          </p>
        </div>
      </header>

      <dl className="stat-tiles">
        <div className="stat-tile stat-tile--strong">
          <dt>
            <Trans>Actual price</Trans>
          </dt>
          <dd>{price(guesses.actualPrice)}</dd>
        </div>
        <div className="stat-tile">
          <dt>
            <Trans>Average guess</Trans>
          </dt>
          <dd>
            {guesses.averageGuess !== null && guesses.averageGuess !== undefined ? price(guesses.averageGuess) : '—'}
          </dd>
        </div>
        <div className="stat-tile">
          <dt>
            <Trans>Guesses</Trans>
          </dt>
          <dd>{total}</dd>
        </div>
        {viewerGuess && (
          <div className="stat-tile">
            <dt>
              <Trans>Your guess</Trans>
            </dt>
            <dd>{price(viewerGuess.amount)}</dd>
          </div>
        )}
      </dl>

      <section className="card" aria-labelledby="guesses-title">
        <h2 id="guesses-title">
          <Trans>Newest first</Trans>
        </h2>
        <GuessesTable guesses={guesses.guesses} currency={guesses.currency} />
        {totalCount > shown && (
          <p className="muted small">
            <Trans>
              Showing the latest {shown} of {total} guesses.
            </Trans>
          </p>
        )}
      </section>

      <p>
        {canGoBack ? (
          <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
            <Trans>← Back to the game</Trans>
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
