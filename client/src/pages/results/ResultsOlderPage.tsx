import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { PointsCount } from '../../features/results/PointsCount';
import { PracticeBadge } from '../../features/results/PracticeBadge';
import { SessionResultsGate } from '../../features/results/SessionResultsGate';
import { useGamePaths } from '../../paths';
import './locales';

/** results_older/:sessionId — the older, compact results: a list of rounds with points, and the total. */
export function ResultsOlderPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const sessionId = useParams().sessionId ?? '';
  const { t } = useLingui();
  const gameTitle = game.title;
  usePageTitle(t`Results (compact): ${gameTitle}`);
  return (
    <SessionResultsGate game={game} sessionId={sessionId}>
      {({ playerName, totalPoints, maxPoints, ...session }) => (
        <div className="page--narrow stack">
          <header>
            <p className="eyebrow">{session.game.title}</p>
            <h1>
              <Trans>Results of {playerName}</Trans>
              {!session.ranked && <PracticeBadge />}
            </h1>
          </header>
          <div className="card">
            <ol className="older-results">
              {session.rounds.map((round) => (
                <li key={round.round}>
                  <span>
                    {round.round}. {round.gameHome.title}, {round.gameHome.home.city}
                  </span>
                  <span>
                    {round.result ? (
                      <>
                        <span aria-hidden="true">{round.result.emoji}</span>{' '}
                        <PointsCount points={round.result.points} />
                      </>
                    ) : (
                      <span className="muted">
                        <Trans>not guessed</Trans>
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ol>
            <p className="older-results__total">
              <Trans>
                Total: <strong>{totalPoints}</strong> of {maxPoints} points
              </Trans>
            </p>
          </div>
          <p>
            <Link
              className="button button--secondary"
              to={paths.results({ gameSlug: game.slug, sessionId: session.id })}
            >
              <Trans>See the new results page</Trans>
            </Link>
          </p>
        </div>
      )}
    </SessionResultsGate>
  );
}
