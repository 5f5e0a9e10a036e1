import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@ballpark/common/page-routes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { GameAbout } from '../../features/game/about/GameAbout';
import { GameFormat } from '../../features/game/about/GameFormat';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { MySessions } from '../../features/game/MySessions';
import { StartGameForm } from '../../features/game/StartGameForm';
import { canHostParty, rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { LoadingState } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';
import { withWords } from '../../features/i18n/catalogs';
import './locales';

// Only a closed game shows it: an open one's first screen does without the standings' code.
const ClosedGame = lazy(withWords(() => import('../../features/game/closed/ClosedGame')));

/**
 * game/:gameSlug (and each variant's start) — what the game is, what its format leaves out, and the one question
 * before it starts: your name. A closed game shows only its results; a challenge is started from its own page, which
 * knows the player's one try.
 */
export function GameStartPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const { t } = useLingui();
  usePageTitle(game.title);
  if (game.isClosed) return <ClosedGameStart game={game} />;
  const brandName = game.brand.displayName;
  const roundCount = game.roundCount;
  const challengePeriod = rulesOf(game).challengePeriod;
  return (
    <div className="start-page">
      <section className="start-page__intro" aria-labelledby="game-title">
        <p className="eyebrow">
          <Trans>{brandName} · House price game</Trans>
        </p>
        <h1 id="game-title">{game.title}</h1>
        <p className="lead">{game.description}</p>
      </section>

      {/* Before the game's facts in the page order, so a phone shows the name field and Start on its first screen. */}
      <aside className="start-page__play stack" aria-labelledby="start-title">
        {challengePeriod ? (
          <div className="card card--raised stack">
            <h2 id="start-title">{challengePeriod === 'daily' ? t`Today's challenge` : t`This week's challenge`}</h2>
            <p className="muted">
              <Trans>
                One try each, the same homes for everyone. Start it, carry on, or see how you did on its page.
              </Trans>
            </p>
            <Link
              className="button button--accent button--large"
              to={pagePath(challengePeriod === 'daily' ? 'dailyChallenge' : 'weeklyChallenge', {})}
            >
              <Trans>Go to the challenge</Trans>
            </Link>
          </div>
        ) : (
          <div className="card card--raised stack">
            <h2 id="start-title">
              <Trans>Ready to play?</Trans>
            </h2>
            <p className="muted">
              <Plural
                value={roundCount}
                one="# home, one guess. Its price is revealed as soon as you lock in your guess."
                other="# homes, one guess each. The price of a home is revealed as soon as you lock in your guess."
              />
            </p>
            <GameFormat game={game} />
            <StartGameForm game={game} />
            <p className="start-page__alt">
              <Trans>
                Want to see where the homes are first? <Link to={paths.gameWithMap(game.slug)}>Start with a map</Link>
              </Trans>
            </p>
            {canHostParty(game) && (
              <p className="start-page__alt">
                <Trans>
                  Friends around? <Link to={`${pagePath('party', {})}?game=${game.slug}`}>Play it together</Link>
                </Trans>
              </p>
            )}
          </div>
        )}
        <MySessions gameSlug={game.slug} />
      </aside>

      <GameAbout game={game} />
    </div>
  );
}

/** A game past its closing time (a one-off, a past day's challenge): only its results, and the visitor's own runs. */
function ClosedGameStart({ game }: { game: GameSummary }) {
  const { t } = useLingui();
  return (
    <div className="stack-lg">
      <Suspense fallback={<LoadingState label={t`Loading the results`} />}>
        <ClosedGame game={game} />
      </Suspense>
      <MySessions gameSlug={game.slug} />
    </div>
  );
}
