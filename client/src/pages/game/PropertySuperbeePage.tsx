import { gamePageIds } from '@ballpark/common/page-routes';
import { Link, useParams } from 'react-router';
import { HomeCard } from '../../features/builder/HomeCard';
import { ManagedGame } from '../../features/builder/ManagedGame';
import { usePageTitle } from '../../features/page-title';
import { useHydrated } from '../../features/ui/hydration';
import { AccessErrorPage } from '../AccessErrorPage';
import { useGamePaths } from '../../paths';

/** A home's superbee page: its game's managers edit it (display title, shown or hidden; facts and price in a draft). */
export function PropertySuperbeePage() {
  usePageTitle('Edit this home');
  const params = useParams();
  const homeId = gamePageIds(params).homeId;
  const hydrated = useHydrated();
  const paths = useGamePaths();
  return (
    <ManagedGame slug={params.gameSlug ?? ''}>
      {(game) => {
        const home = game.homes.find((candidate) => candidate.id === homeId);
        if (!home) return <AccessErrorPage />;
        return (
          <div className="stack-lg builder">
            <header className="page-head">
              <p className="eyebrow">Manage {game.title}</p>
              <h1>Edit this home</h1>
              <p className="lead">
                <Link to={paths.superbee(game.slug)}>All the homes of this game</Link>
              </p>
            </header>
            <HomeCard game={game} home={home} hydrated={hydrated} startEditing />
          </div>
        );
      }}
    </ManagedGame>
  );
}
