import { Link } from 'react-router';
import { useGameContext } from '../../../features/game/game-context';
import { useGameMapHomes } from '../../../features/game/game-map-queries';
import { ScoringHelp } from '../../../features/game/about/ScoringHelp';
import { StartGameForm } from '../../../features/game/StartGameForm';
import { HomesMap, type MapHome } from '../../../features/map/HomesMap';
import { usePageTitle } from '../../../features/page-title';
import { QueryView } from '../../../features/ui/QueryView';
import { LoadingState, Skeleton } from '../../../features/ui/StatusViews';
import type { GameMapHomesQuery } from '../../../graphql/generated/graphql';
import { useGamePaths } from '../../../paths';

/** game/:gameSlug/withmap — the start form next to a map of the game's homes. */
export function GameWithMapPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  usePageTitle(`${game.title}: the map`);
  const query = useGameMapHomes(game.slug);
  const poolSize = query.data?.game?.poolSize ?? game.roundCount;

  return (
    <div className="withmap-page">
      <header className="page-head">
        <p className="eyebrow">Start with a map</p>
        <h1>{game.title}</h1>
        <p className="lead">
          {poolSize > game.roundCount
            ? `Each run takes you to ${game.roundCount} of these ${poolSize} homes, ones whose price you haven't seen first.`
            : `Here is where this game takes you: ${game.roundCount} homes, in the order you will see them.`}{' '}
          Prices stay hidden until you guess.
        </p>
      </header>
      <div className="withmap-page__grid">
        <section className="card withmap-page__map" aria-labelledby="map-title">
          <h2 id="map-title">Where the homes are</h2>
          <QueryView
            query={query}
            select={(data) => mapHomes(data.game?.homes ?? [])}
            noun="the map"
            headingLevel={2}
            loading={
              <LoadingState label="Loading the map">
                <Skeleton height="22rem" radius="12px" />
              </LoadingState>
            }
            notFoundView={<p className="muted">This game has no homes yet.</p>}
          >
            {(homes) => (
              <HomesMap
                homes={homes}
                listTitle={poolSize > game.roundCount ? 'The homes of this game' : 'In the order you will play them'}
              />
            )}
          </QueryView>
        </section>
        <aside className="card card--raised stack withmap-page__start" aria-labelledby="start-title">
          <h2 id="start-title">Ready to play?</h2>
          <StartGameForm game={game} />
          <div className="row">
            <ScoringHelp mode={game.scoringMode} />
          </div>
          <p className="muted small">
            <Link to={paths.gameStart(game.slug)}>Back to the game page</Link>
            {game.leaderboardEnabled && (
              <>
                {' · '}
                <Link to={paths.leaderboard(game.slug)}>Leaderboard</Link>
              </>
            )}
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The game's homes as map pins; none is no map. */
function mapHomes(gameHomes: NonNullable<GameMapHomesQuery['game']>['homes']): MapHome[] | null {
  if (gameHomes.length === 0) return null;
  return gameHomes.map((gameHome) => ({
    id: gameHome.id,
    title: gameHome.title,
    city: gameHome.home.city,
    region: gameHome.home.region,
    country: gameHome.home.country,
    latitude: gameHome.home.latitude,
    longitude: gameHome.home.longitude,
  }));
}
