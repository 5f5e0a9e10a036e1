import { pagePath } from '@ballpark/common/page-routes';
import { Link } from 'react-router';
import { GameAbout } from '../../features/game/GameAbout';
import { GameFormat } from '../../features/game/GameFormat';
import { useGameContext } from '../../features/game/game-context';
import { MySessions } from '../../features/game/MySessions';
import { StartGameForm } from '../../features/game/StartGameForm';
import { usePageTitle } from '../../features/page-title';
import { useGamePaths } from '../../paths';

/** game/:gameSlug — what the game is, what its format leaves out, and the one question before it starts: your name. */
export function GameStartPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  usePageTitle(game.title);
  return (
    <div className="start-page">
      <section className="start-page__intro" aria-labelledby="game-title">
        <p className="eyebrow">{game.brand.displayName} · House price game</p>
        <h1 id="game-title">{game.title}</h1>
        <p className="lead">{game.description}</p>
      </section>

      {/* Before the game's facts in the page order, so a phone shows the name field and Start on its first screen. */}
      <aside className="start-page__play stack" aria-labelledby="start-title">
        <div className="card card--raised stack">
          <h2 id="start-title">Ready to play?</h2>
          <p className="muted">
            {game.roundCount} homes, one guess each. The price of a home is revealed as soon as you lock in your guess.
          </p>
          <GameFormat game={game} />
          <StartGameForm game={game} />
          <p className="start-page__alt">
            Want to see where the homes are first? <Link to={paths.gameWithMap(game.slug)}>Start with a map</Link>
          </p>
          <p className="start-page__alt">
            Friends around? <Link to={`${pagePath('party', {})}?game=${game.slug}`}>Play it together</Link>
          </p>
        </div>
        <MySessions gameSlug={game.slug} />
      </aside>

      <GameAbout game={game} />
    </div>
  );
}
