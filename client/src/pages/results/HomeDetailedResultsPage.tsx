import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { ScoringHelp, scoringSummary } from '../../features/game/about/ScoringHelp';
import { rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { GuessResultCard } from '../../features/play/round/GuessResultCard';
import { HomeAboutSection } from '../../features/play/round/HomeSections';
import { PictureGallery } from '../../features/play/PictureGallery';
import type { HomeResult } from '../../features/roundup/home-result-queries';
import { HomeResultGate } from '../../features/roundup/HomeResultGate';
import { LocalTime } from '../../features/ui/LocalTime';
import { useGamePaths } from '../../paths';
import './locales';

/**
 * detailed_results/p/:gameHomeId/:sessionId — one home of a roundup in full: its pictures and facts, the
 * price, the guess and how it scored. Prices show as the server reveals them: to the player and to those who guessed
 * the home; anyone else sees the points only.
 */
export function HomeDetailedResultsPage() {
  const { game } = useGameContext();
  return <HomeResultGate game={game}>{(result) => <Detailed game={game} {...result} />}</HomeResultGate>;
}

function Detailed({ game, session, round }: { game: GameSummary } & HomeResult) {
  const paths = useGamePaths();
  const { gameHome, result } = round;
  const home = gameHome.home;
  const { t, i18n } = useLingui();
  const [homeTitle, gameTitle, playerName] = [gameHome.title, game.title, session.playerName];
  const points = result?.points;
  usePageTitle(t`Detailed result: ${homeTitle} | ${gameTitle}`);
  return (
    <article className="home-detail-page stack-lg" aria-labelledby="home-title">
      <header className="page-head">
        <p className="eyebrow">
          {game.title} · {session.isMine ? t`Your detailed result` : t`${playerName}'s detailed result`}
        </p>
        <h1 id="home-title">{gameHome.title}</h1>
        <p className="muted">
          {home.city}, {home.region} · {home.sourceNote}
        </p>
        <div className="row">
          <Link
            className="button button--secondary"
            to={paths.results({ gameSlug: game.slug, sessionId: session.id, gameHomeId: gameHome.id })}
          >
            <Trans>Summary</Trans>
          </Link>
          {result && (
            <Link
              className="button button--secondary"
              to={paths.resultsToShare({ gameSlug: game.slug, sessionId: session.id, gameHomeId: gameHome.id })}
            >
              <Trans>Share without prices</Trans>
            </Link>
          )}
          {result && session.isMine && (
            <Link
              className="button button--secondary"
              to={paths.guesstimates({ gameSlug: game.slug, gameHomeId: gameHome.id })}
            >
              <Trans>Everyone's guesses</Trans>
            </Link>
          )}
        </div>
      </header>

      <div className="home-detail-page__grid">
        <PictureGallery home={home} />
        <div className="stack">
          {result ? (
            <GuessResultCard result={result} home={home} />
          ) : (
            <p className="notice" role="note">
              <Trans>Not guessed yet: the price and the guess show here once it is.</Trans>
            </p>
          )}
          <section className="card stack" aria-labelledby="scoring-title">
            <h2 id="scoring-title">
              <Trans>How it scored</Trans>
            </h2>
            {result && (
              <p>
                <span aria-hidden="true">{result.emoji}</span>{' '}
                <Trans>
                  <strong>{points}</strong> of 100 points, guessed{' '}
                  <LocalTime value={result.guessedAt} show="dateTime" />.
                </Trans>
              </p>
            )}
            <p className="muted">{scoringSummary(game.scoringMode, i18n)}</p>
            <ScoringHelp mode={game.scoringMode} />
          </section>
        </div>
      </div>

      <HomeAboutSection home={home} showsFacts={rulesOf(game).showsFacts} className="stack" />
    </article>
  );
}
