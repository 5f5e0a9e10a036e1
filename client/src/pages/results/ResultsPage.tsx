import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { Link, useParams } from 'react-router';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { NameForBoard } from '../../features/results/NameForBoard';
import { PRACTICE_EXPLANATION, PracticeBadge } from '../../features/results/PracticeBadge';
import { ratingBlurb, ratingLabel } from '../../features/results/rating';
import type { SessionResults } from '../../features/results/results-queries';
import { RoundResultList } from '../../features/results/RoundResultList';
import { ScoreRing } from '../../features/results/ScoreRing';
import { SessionResultsGate } from '../../features/results/SessionResultsGate';
import { formatInteger } from '../../features/ui/format';
import { useGamePaths } from '../../paths';
import './locales';

/**
 * results/:sessionId — the summary: total, rating, rank, and each round's points and feedback; where the game asks
 * the name at the end, the place to give it.
 */
export function ResultsPage() {
  const { game } = useGameContext();
  const sessionId = useParams().sessionId ?? '';
  const { t } = useLingui();
  const gameTitle = game.title;
  usePageTitle(t`Results: ${gameTitle}`);
  return (
    <SessionResultsGate game={game} sessionId={sessionId}>
      {(session) => <Results game={game} session={session} />}
    </SessionResultsGate>
  );
}

function Results({ game, session }: { game: GameSummary; session: SessionResults }) {
  const paths = useGamePaths();
  const { i18n, t } = useLingui();
  const language = i18n.locale as BrandLocale;
  const left = session.roundCount - session.guessCount;
  const { playerName } = session;
  const total = formatInteger(session.totalPoints, language);
  const max = formatInteger(session.maxPoints, language);
  return (
    <div className="results-page stack-lg">
      <header className="page-head">
        <p className="eyebrow">{session.game.title}</p>
        <h1>
          {session.isMine ? t`Your results` : t`${playerName}'s results`}
          {!session.ranked && <PracticeBadge />}
        </h1>
        {session.isMine && (
          <p className="muted">
            <Trans>Played as {playerName}</Trans>
          </p>
        )}
      </header>

      {!session.isComplete && (
        <div className="notice notice--accent" role="note">
          <p>
            <strong>{session.isMine ? t`Your game is not finished.` : t`This game is still in progress.`}</strong>{' '}
            <Plural value={left} one="# home still to guess." other="# homes still to guess." />
          </p>
          {session.isMine && session.nextRound && (
            <Link
              className="button button--accent"
              to={paths.property({
                gameSlug: game.slug,
                gameHomeId: session.nextRound.gameHome.id,
                sessionId: session.id,
                redditSuffix: session.nextRound.gameHome.redditSuffix,
              })}
            >
              <Trans>Continue</Trans>
            </Link>
          )}
        </div>
      )}

      <section className="card score-summary" aria-labelledby="score-title">
        <ScoreRing total={session.totalPoints} max={session.maxPoints} />
        <div className="score-summary__text">
          <h2 id="score-title" className="score-summary__total">
            <Trans>
              {total} <span className="muted">/ {max} points</span>
            </Trans>
          </h2>
          <p className="score-summary__rating">
            <span className="rating-badge">{ratingLabel(session.rating, i18n)}</span>{' '}
            {ratingBlurb(session.rating, i18n)}
          </p>
          {!session.ranked ? (
            <p className="muted">{PRACTICE_EXPLANATION}</p>
          ) : session.standing ? (
            <p className="score-summary__rank">{session.standing}</p>
          ) : (
            game.leaderboardEnabled && (
              <p className="muted">
                <Trans>A rank comes with a finished game.</Trans>
              </p>
            )
          )}
        </div>
      </section>

      <NameForBoard game={game} session={session} />

      <nav className="results-actions" aria-label={t`What next`}>
        <Link
          className="button button--accent"
          to={paths.resultsToShare({ gameSlug: game.slug, sessionId: session.id })}
        >
          <Trans>Share</Trans>
        </Link>
        <Link
          className="button button--secondary"
          to={paths.detailedResults({ gameSlug: game.slug, sessionId: session.id })}
        >
          <Trans>Detailed results</Trans>
        </Link>
        {game.leaderboardEnabled && (
          <Link className="button button--secondary" to={paths.leaderboard(game.slug)}>
            <Trans>Leaderboard</Trans>
          </Link>
        )}
        {/* A game played once a player (a challenge) has no second run to offer. */}
        {!rulesOf(game).oneAttempt && (
          <Link className="button button--secondary" to={paths.gameStart(game.slug)}>
            <Trans>Play again</Trans>
          </Link>
        )}
      </nav>

      <section aria-labelledby="rounds-title" className="stack">
        <h2 id="rounds-title">
          <Trans>Round by round</Trans>
        </h2>
        <RoundResultList gameSlug={game.slug} rounds={session.rounds} />
        <p className="muted small">
          <Link to={paths.resultsOlder({ gameSlug: game.slug, sessionId: session.id })}>
            <Trans>Compact view</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
