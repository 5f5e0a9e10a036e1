import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState } from '../../ui/StatusViews';
import { useBrand } from '../brand-context';
import './locales';

/** A site's leaderboards when it has no game of its own: a link to the board of each of its games that keeps one. */
export function BrandBoards() {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  const query = useHomeGames();
  return (
    <div className="brand-section stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Leaderboard</Trans>
        </p>
        <h1>
          <Trans>{name} leaderboards</Trans>
        </h1>
        <p className="lead">
          <Trans>Each game keeps its own board. Pick one to see who guessed closest.</Trans>
        </p>
      </header>
      <QueryView
        query={query}
        select={(data) => data.games.nodes.filter((game) => game.leaderboardEnabled)}
        noun={t`the leaderboards`}
        headingLevel={2}
        loading={<LoadingState label={t`Loading the leaderboards`} />}
      >
        {(games) =>
          games.length === 0 ? (
            <EmptyState icon="🏆" title={t`No game here keeps a leaderboard yet.`} headingLevel={2} />
          ) : (
            <ul className="archive-list">
              {games.map(({ id, slug, title }) => (
                <li key={id} className="card archive-list__item">
                  <h2 className="archive-list__title">
                    <Link to={paths.leaderboard(slug)}>
                      <Trans>Leaderboard of {title}</Trans>
                    </Link>
                  </h2>
                  <Link to={paths.gameStart(slug)}>
                    <Trans>Play {title}</Trans>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
