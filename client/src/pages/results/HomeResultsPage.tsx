import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { HomePicture } from '../../features/play/HomePicture';
import { GuessResultCard } from '../../features/play/round/GuessResultCard';
import type { HomeResult } from '../../features/roundup/home-result-queries';
import { HomeResultGate } from '../../features/roundup/HomeResultGate';
import { useGamePaths } from '../../paths';
import './locales';

/** results/p/:gameHomeId/:sessionId — one home's result in a roundup: its points and, as revealed, prices. */
export function HomeResultsPage() {
  const { game } = useGameContext();
  return <HomeResultGate game={game}>{(result) => <HomeResultView game={game} {...result} />}</HomeResultGate>;
}

function HomeResultView({ game, session, round }: { game: GameSummary } & HomeResult) {
  const paths = useGamePaths();
  const { gameHome, result } = round;
  const canGuess = session.isMine && !result;
  const { t } = useLingui();
  const [homeTitle, gameTitle, playerName] = [gameHome.title, game.title, session.playerName];
  const { guessCount, roundCount, totalPoints, maxPoints } = session;
  usePageTitle(t`Result: ${homeTitle} | ${gameTitle}`);
  return (
    <div className="home-result-page stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          {game.title} · {session.isMine ? t`Your result` : t`${playerName}'s result`}
        </p>
        <h1>{gameHome.title}</h1>
        <p className="muted">
          {gameHome.home.city}, {gameHome.home.region}
        </p>
      </header>

      <div className="home-result">
        <HomePicture home={gameHome.home} className="home-result__picture" width={800} height={600} />
        <div aria-live="polite">
          {result ? (
            <GuessResultCard result={result} home={gameHome.home} />
          ) : (
            <div className="notice" role="note">
              <p>
                <strong>
                  <Trans>Not guessed yet.</Trans>
                </strong>{' '}
                {canGuess
                  ? t`This home is in your game: guess it whenever you like.`
                  : t`Its result shows once guessed.`}
              </p>
              {canGuess && (
                <Link
                  className="button button--accent"
                  to={paths.property({ gameSlug: game.slug, gameHomeId: gameHome.id, sessionId: session.id })}
                >
                  <Trans>Guess this home</Trans>
                </Link>
              )}
            </div>
          )}
        </div>
      </div>

      {session.isMine && (
        <p className="home-result-page__progress">
          <Trans>
            Your game: <strong>{guessCount}</strong> of {roundCount} homes guessed · <strong>{totalPoints}</strong> /{' '}
            {maxPoints} points
          </Trans>
        </p>
      )}

      <nav className="results-actions" aria-label={t`What next`}>
        {result && (
          <>
            <Link
              className="button button--accent"
              to={paths.resultsToShare({ gameSlug: game.slug, sessionId: session.id, gameHomeId: gameHome.id })}
            >
              <Trans>Share</Trans>
            </Link>
            <Link
              className="button button--secondary"
              to={paths.detailedResults({ gameSlug: game.slug, sessionId: session.id, gameHomeId: gameHome.id })}
            >
              <Trans>Detailed result</Trans>
            </Link>
            {session.isMine && (
              <Link
                className="button button--secondary"
                to={paths.guesstimates({ gameSlug: game.slug, gameHomeId: gameHome.id })}
              >
                <Trans>Everyone's guesses</Trans>
              </Link>
            )}
          </>
        )}
        <Link className="button button--secondary" to={paths.gameStart(game.slug)}>
          {session.isMine && !session.isComplete ? t`Pick your next home` : t`Back to the roundup`}
        </Link>
      </nav>
    </div>
  );
}
