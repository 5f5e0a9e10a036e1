import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState } from '../../ui/StatusViews';
import { useBrand } from '../brand-context';
import './locales';

/** A newsletter's archive: each price challenge it has run, to play again or to compare on its board. */
export function LetterArchive() {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  const query = useHomeGames();
  return (
    <article className="issue brand-section" aria-labelledby="archive-title">
      <p className="eyebrow">
        <Trans>Archive</Trans>
      </p>
      <h1 id="archive-title" className="issue__title">
        <Trans>Past challenges from {name}</Trans>
      </h1>
      <p className="issue__dek">
        <Trans>Every price challenge the letter has run. Each stays open to play.</Trans>
      </p>
      <QueryView
        query={query}
        select={(data) => data.games.nodes}
        noun={t`the archive`}
        headingLevel={2}
        loading={<LoadingState label={t`Loading the archive`} />}
      >
        {(games) =>
          games.length === 0 ? (
            <EmptyState icon="📭" title={t`No challenges yet`} headingLevel={2}>
              <p className="muted">
                <Trans>The first one arrives with the next letter.</Trans>
              </p>
            </EmptyState>
          ) : (
            <ol className="archive-list">
              {games.map((game) => {
                const { roundCount } = game;
                const regions = game.regions.join(', ');
                return (
                  <li key={game.id} className="card archive-list__item">
                    <h2 className="archive-list__title">
                      <Link to={paths.gameStart(game.slug)}>{game.title}</Link>
                    </h2>
                    <p>{game.description}</p>
                    <p className="muted">
                      <Plural value={roundCount} one={`# home in ${regions}`} other={`# homes in ${regions}`} />
                      {game.leaderboardEnabled && (
                        <>
                          {' · '}
                          <Link to={paths.leaderboard(game.slug)}>
                            <Trans>Readers' board</Trans>
                          </Link>
                        </>
                      )}
                    </p>
                  </li>
                );
              })}
            </ol>
          )
        }
      </QueryView>
    </article>
  );
}
