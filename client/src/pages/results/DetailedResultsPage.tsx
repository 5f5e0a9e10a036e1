import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { formatPrice } from '@ballpark/common/price-format';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { HomePicture } from '../../features/play/HomePicture';
import type { GuessChartDatum } from '../../features/results/GuessChart';
import { GuessChartKey } from '../../features/results/GuessChartKey';
import type { PointsChartDatum } from '../../features/results/PointsChart';
import { PointsCount } from '../../features/results/PointsCount';
import { PracticeBadge } from '../../features/results/PracticeBadge';
import { ratingLabel } from '../../features/results/rating';
import type { SessionResults } from '../../features/results/results-queries';
import { SessionResultsGate } from '../../features/results/SessionResultsGate';
import { formatSignedPercent } from '../../features/ui/format';
import { Skeleton } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';
import { withWords } from '../../features/i18n/catalogs';
import './locales';

// nivo is heavy: it loads with this page's chart only, never with the rest of the game.
const PointsChart = lazy(withWords(() => import('../../features/results/PointsChart')));
const GuessChart = lazy(withWords(() => import('../../features/results/GuessChart')));

const CHART_HEIGHT = 280;

/** detailed_results/:sessionId and shareable_detailed_results/:sessionId — every round in full, plus a chart. */
export function DetailedResultsPage() {
  const { game } = useGameContext();
  const sessionId = useParams().sessionId ?? '';
  const { t } = useLingui();
  const gameTitle = game.title;
  usePageTitle(t`Detailed results: ${gameTitle}`);
  return (
    <SessionResultsGate game={game} sessionId={sessionId}>
      {(session) => <Detailed game={game} session={session} />}
    </SessionResultsGate>
  );
}

function Detailed({ game, session }: { game: GameSummary; session: SessionResults }) {
  const paths = useGamePaths();
  const { i18n, t } = useLingui();
  const language = i18n.locale as BrandLocale;
  const { playerName, totalPoints, maxPoints } = session;
  const shareable = useLocation().pathname.includes('/shareable_detailed_results/');
  // "Round 1: Madrid": a bar's full name in the charts' tooltips.
  const roundLabel = (number: number, city: string) => t`Round ${number}: ${city}`;
  const chartData: PointsChartDatum[] = session.rounds
    .filter((round) => round.result)
    .map((round) => ({
      round: `R${round.round}`,
      points: round.result?.points ?? 0,
      label: roundLabel(round.round, round.gameHome.home.city),
    }));
  // Only rounds whose price this viewer may see: a stranger's view has none, and no chart.
  const guessData: GuessChartDatum[] = session.rounds.flatMap(({ round, result, gameHome }) =>
    result && result.actualPrice != null && result.amount != null
      ? [
          {
            round: `R${round}`,
            label: roundLabel(round, gameHome.home.city),
            price: result.actualPrice,
            guess: result.amount,
            currency: result.currency,
          },
        ]
      : [],
  );

  return (
    <div className="detailed-page stack-lg">
      <header className="page-head">
        <p className="eyebrow">{session.game.title}</p>
        <h1>
          {session.isMine ? t`Your detailed results` : t`${playerName}'s detailed results`}
          {!session.ranked && <PracticeBadge />}
        </h1>
        <p className="lead">
          <Trans>
            <strong>{totalPoints}</strong> of {maxPoints} points
          </Trans>{' '}
          · {ratingLabel(session.rating, i18n)}
          {session.standing ? ` · ${session.standing}` : ''}
        </p>
        <div className="row">
          <Link className="button button--secondary" to={paths.results({ gameSlug: game.slug, sessionId: session.id })}>
            <Trans>Summary</Trans>
          </Link>
          {session.isMine && !shareable && (
            <Link
              className="button button--secondary"
              to={paths.shareableDetailedResults({ gameSlug: game.slug, sessionId: session.id })}
            >
              <Trans>Link to this page</Trans>
            </Link>
          )}
          <Link
            className="button button--secondary"
            to={paths.resultsToShare({ gameSlug: game.slug, sessionId: session.id })}
          >
            <Trans>Share without prices</Trans>
          </Link>
        </div>
      </header>

      {chartData.length > 0 && (
        <section className="card" aria-labelledby="chart-title">
          <h2 id="chart-title">
            <Trans>Points per round</Trans>
          </h2>
          <div className="chart" style={{ height: CHART_HEIGHT }}>
            <Suspense fallback={<Skeleton height={`${CHART_HEIGHT}px`} radius="10px" />}>
              <PointsChart data={chartData} />
            </Suspense>
          </div>
        </section>
      )}

      {guessData.length > 0 && (
        <section className="card" aria-labelledby="guess-chart-title">
          <h2 id="guess-chart-title">
            <Trans>Your guess and the price</Trans>
          </h2>
          <GuessChartKey />
          <div className="chart" style={{ height: CHART_HEIGHT }}>
            <Suspense fallback={<Skeleton height={`${CHART_HEIGHT}px`} radius="10px" />}>
              <GuessChart data={guessData} />
            </Suspense>
          </div>
        </section>
      )}

      <section aria-labelledby="breakdown-title" className="stack">
        <h2 id="breakdown-title">
          <Trans>Every home</Trans>
        </h2>
        <ol className="detail-list">
          {session.rounds.map((round) => {
            const { result, gameHome } = round;
            const number = round.round;
            const revealed = result && result.actualPrice !== null && result.actualPrice !== undefined;
            return (
              <li key={round.round} className="card detail-row">
                <HomePicture
                  home={gameHome.home}
                  className="detail-row__thumb"
                  width={160}
                  height={120}
                  loading="lazy"
                />
                <div className="detail-row__main">
                  <p className="eyebrow">
                    <Trans>Round {number}</Trans>
                  </p>
                  <h3 className="detail-row__title">{gameHome.title}</h3>
                  <p className="muted small">
                    {gameHome.home.city}, {gameHome.home.region}
                  </p>
                </div>
                {result && revealed ? (
                  <dl className="detail-row__numbers">
                    <div>
                      <dt>
                        <Trans>Price</Trans>
                      </dt>
                      <dd>{formatPrice(result.actualPrice ?? 0, result.currency, language)}</dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Guess</Trans>
                      </dt>
                      <dd>
                        {result.amount !== null && result.amount !== undefined
                          ? formatPrice(result.amount, result.currency, language)
                          : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Off by</Trans>
                      </dt>
                      <dd>
                        {result.diffPercent !== null && result.diffPercent !== undefined
                          ? formatSignedPercent(result.diffPercent, language)
                          : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Points</Trans>
                      </dt>
                      <dd>
                        <span aria-hidden="true">{result.emoji}</span> <strong>{result.points}</strong>
                      </dd>
                    </div>
                  </dl>
                ) : result ? (
                  <div className="detail-row__hidden">
                    <p>
                      <span aria-hidden="true">{result.emoji}</span> <PointsCount points={result.points} />
                    </p>
                    <p className="muted small">
                      <Trans>
                        Hidden until you guess this home. <Link to={paths.gameStart(game.slug)}>Play this game</Link>
                      </Trans>
                    </p>
                  </div>
                ) : (
                  <div className="detail-row__hidden">
                    <p className="muted">
                      <Trans>Not guessed yet</Trans>
                    </p>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
