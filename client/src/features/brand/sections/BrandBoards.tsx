import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState } from '../../ui/StatusViews';
import { useBrand } from '../brand-context';
import { SECTION_WORDS } from './section-words';

/** A site's leaderboards when it has no game of its own: a link to the board of each of its games that keeps one. */
export function BrandBoards() {
  const { brand, messages, language } = useBrand();
  const words = SECTION_WORDS[language];
  const query = useHomeGames();
  return (
    <div className="brand-section stack-lg">
      <header className="page-head">
        <p className="eyebrow">{messages.leaderboard}</p>
        <h1>{words.boardsTitle(brand.displayName)}</h1>
        <p className="lead">{words.boardsLead}</p>
      </header>
      <QueryView
        query={query}
        select={(data) => data.games.nodes.filter((game) => game.leaderboardEnabled)}
        noun={messages.leaderboard}
        headingLevel={2}
        loading={<LoadingState label={words.loadingBoards} />}
      >
        {(games) =>
          games.length === 0 ? (
            <EmptyState icon="🏆" title={words.boardsNone} headingLevel={2} />
          ) : (
            <ul className="archive-list">
              {games.map((game) => (
                <li key={game.id} className="card archive-list__item">
                  <h2 className="archive-list__title">
                    <Link to={paths.leaderboard(game.slug)}>{messages.leaderboardOf(game.title)}</Link>
                  </h2>
                  <Link to={paths.gameStart(game.slug)}>{messages.playGame(game.title)}</Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
