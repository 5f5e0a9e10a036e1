import { Link } from 'react-router';
import { BrandProfileForm } from '../features/manage/BrandProfileForm';
import { useScootManagement, type ManagedGame, type ScootManagement } from '../features/manage/manage-queries';
import { usePageTitle } from '../features/page-title';
import { errorCode } from '../features/ui/errors';
import { formatInteger } from '../features/ui/format';
import { useHydrated } from '../features/ui/hydration';
import { LocalTime } from '../features/ui/LocalTime';
import { QueryView } from '../features/ui/QueryView';
import { EmptyState, LoadingState } from '../features/ui/StatusViews';
import type { GameVariant } from '@ballpark/common/game-variants';
import { gamePaths } from '../paths';
import { AccessErrorPage, refusalOf } from './site/AccessErrorPage';

/**
 * scoot-management: the brand admin's page for the site being visited (a site admin manages the brand of the host
 * they are on): its games with how much they have been played, and its profile with a live preview. Anyone else
 * gets the access-error page, and the server sends them nothing.
 */
export function ScootManagementPage() {
  usePageTitle("Manage this site's games");
  const query = useScootManagement();
  const refusal = !query.data && !query.loading ? refusalOf(errorCode(query.error)) : null;
  if (refusal) return <AccessErrorPage askToLogIn={refusal.askToLogIn} />;
  return (
    <QueryView
      query={query}
      select={(data) => (data.managedGames ? data : null)}
      noun="this site's games"
      loading={<LoadingState label="Loading this site's games" />}
    >
      {(loaded) => <Management data={loaded} />}
    </QueryView>
  );
}

function Management({ data }: { data: ScootManagement }) {
  const hydrated = useHydrated();
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">Managing {data.currentBrand.displayName}</p>
        <h1>This site's games</h1>
      </header>
      <section className="card" aria-labelledby="managed-games-title">
        <h2 id="managed-games-title">Games</h2>
        {data.managedGames.length === 0 ? (
          <EmptyState icon="🏠" title="This site has no games yet" headingLevel={3} />
        ) : (
          <GamesTable games={data.managedGames} />
        )}
      </section>
      <BrandProfileForm key={data.currentBrand.id} brand={data.currentBrand} hydrated={hydrated} />
    </div>
  );
}

function GamesTable({ games }: { games: readonly ManagedGame[] }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">This site's games, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Kind</th>
            <th scope="col">Made</th>
            <th scope="col" className="number">
              Sessions
            </th>
            <th scope="col" className="number">
              Finished
            </th>
            <th scope="col" className="number">
              Guesses
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.id}>
              <td>
                <Link to={gamePaths(game.variant.toLowerCase() as GameVariant).gameStart(game.slug)}>{game.title}</Link>
              </td>
              <td>{game.variant.toLowerCase().replace('_', ' ')}</td>
              <td>
                <LocalTime value={game.createdAt} show="date" />
              </td>
              <td className="number">{formatInteger(game.sessionCount)}</td>
              <td className="number">{formatInteger(game.completedSessionCount)}</td>
              <td className="number">{formatInteger(game.guessCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
