import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { gameShowsPage } from '@ballpark/common/page-routes';
import { Link } from 'react-router';
import { GameAbout } from '../../../features/game/about/GameAbout';
import { useGameContext } from '../../../features/game/game-context';
import { rulesOf } from '../../../features/game/variant-rules';
import { MySessions } from '../../../features/game/MySessions';
import { StartGameForm } from '../../../features/game/StartGameForm';
import { usePageTitle } from '../../../features/page-title';
import { useGamePaths } from '../../../paths';
import './locales';

/**
 * klavo/v/:gameSlug — guest-first: the start is the first thing under the title and takes no name; the name is asked
 * at the end, for the board. Where the game has its host's commentary (the cameron pages), the page leads to it. The
 * words follow the game's own rules: a game that asks the name at the start, shown under this path, asks it here.
 */
export function KlavoStartPage() {
  const paths = useGamePaths();
  const { game, variant } = useGameContext();
  const { t } = useLingui();
  usePageTitle(game.title);
  const hasHost = gameShowsPage(variant, 'cameron', game.slug);
  const guestFirst = rulesOf(game).askName === 'at_end';
  const roundCount = game.roundCount;
  return (
    <div className="start-page">
      <section className="start-page__intro guest-start" aria-labelledby="game-title">
        <p className="eyebrow">
          {game.brand.displayName} · {guestFirst ? t`Play as a guest` : t`House price game`}
        </p>
        <h1 id="game-title">{game.title}</h1>
        <p className="lead">{game.description}</p>
        <StartGameForm game={game} />
        {guestFirst && (
          <p className="muted small">
            <Trans>No sign-up and no name to start: you give one at the end, if you like.</Trans>
          </p>
        )}
      </section>

      <aside className="start-page__play stack" aria-labelledby="steps-title">
        <div className="card stack">
          <h2 id="steps-title">
            <Trans>How it works</Trans>
          </h2>
          <ol className="guest-steps">
            <li>
              <Plural
                value={roundCount}
                one="Guess # home: its price shows as soon as you lock in your guess."
                other="Guess # homes, one at a time: each price shows as soon as you lock in your guess."
              />
            </li>
            {hasHost && (
              <li>
                <Trans>Read Cameron's word on each home you have guessed.</Trans>
              </li>
            )}
            <li>
              {guestFirst
                ? t`At the end, give a name for the leaderboard. Until you do, your score shows there as a guest.`
                : t`Your score goes on the leaderboard under the name you start with.`}
            </li>
          </ol>
          {gameShowsPage(variant, 'clearGuest', game.slug) && (
            <p className="start-page__alt">
              <Trans>
                On a shared computer? <Link to={paths.clearGuest(game.slug)}>Forget me on this device</Link>
              </Trans>
            </p>
          )}
        </div>
        {hasHost && (
          <section className="card stack" aria-labelledby="host-title">
            <h2 id="host-title">
              <Trans>Meet Cameron, your host</Trans>
            </h2>
            <p className="muted">
              <Trans>Cameron has a word on every home of this game, to read once you have guessed it.</Trans>
            </p>
            <p>
              <Link className="button button--secondary" to={paths.cameron(game.slug)}>
                <Trans>Cameron's page</Trans>
              </Link>
            </p>
          </section>
        )}
        <MySessions gameSlug={game.slug} />
      </aside>

      <GameAbout game={game} />
    </div>
  );
}
