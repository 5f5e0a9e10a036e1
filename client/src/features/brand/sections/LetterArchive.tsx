import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState } from '../../ui/StatusViews';
import { useBrand } from '../brand-context';

/** A newsletter's archive: each price challenge it has run, to play again or to compare on its board. */
export function LetterArchive() {
  const { brand } = useBrand();
  const query = useHomeGames();
  return (
    <article className="issue brand-section" aria-labelledby="archive-title">
      <p className="eyebrow">Archive</p>
      <h1 id="archive-title" className="issue__title">
        Past challenges from {brand.displayName}
      </h1>
      <p className="issue__dek">Every price challenge the letter has run. Each stays open to play.</p>
      <QueryView
        query={query}
        select={(data) => data.games.nodes}
        noun="the archive"
        headingLevel={2}
        loading={<LoadingState label="Loading the archive" />}
      >
        {(games) =>
          games.length === 0 ? (
            <EmptyState icon="📭" title="No challenges yet" headingLevel={2}>
              <p className="muted">The first one arrives with the next letter.</p>
            </EmptyState>
          ) : (
            <ol className="archive-list">
              {games.map((game) => (
                <li key={game.id} className="card archive-list__item">
                  <h2 className="archive-list__title">
                    <Link to={paths.gameStart(game.slug)}>{game.title}</Link>
                  </h2>
                  <p>{game.description}</p>
                  <p className="muted">
                    {game.roundCount} homes in {game.regions.join(', ')}
                    {game.leaderboardEnabled && (
                      <>
                        {' · '}
                        <Link to={paths.leaderboard(game.slug)}>Readers' board</Link>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </article>
  );
}
