import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import './locales';

/** game/:gameSlug/withmap — the start form next to a map of the game's homes. */
export function GameWithMapPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const { t } = useLingui();
  const title = game.title;
  usePageTitle(t`${title}: the map`);
  const query = useGameMapHomes(game.slug);
  const roundCount = game.roundCount;
  const poolSize = query.data?.game?.poolSize ?? roundCount;

  return (
    <div className="withmap-page">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Start with a map</Trans>
        </p>
        <h1>{game.title}</h1>
        <p className="lead">
          {poolSize > roundCount ? (
            <Trans>
              Each run takes you to {roundCount} of these {poolSize} homes, ones whose price you haven't seen first.
              Prices stay hidden until you guess.
            </Trans>
          ) : (
            <Plural
              value={roundCount}
              one="Here is where this game takes you: # home. Its price stays hidden until you guess."
              other="Here is where this game takes you: # homes, in the order you will see them. Prices stay hidden until you guess."
            />
          )}
        </p>
      </header>
      <div className="withmap-page__grid">
        <section className="card withmap-page__map" aria-labelledby="map-title">
          <h2 id="map-title">
            <Trans>Where the homes are</Trans>
          </h2>
          <QueryView
            query={query}
            select={(data) => mapHomes(data.game?.homes ?? [])}
            noun={t`the map`}
            headingLevel={2}
            loading={
              <LoadingState label={t`Loading the map`}>
                <Skeleton height="22rem" radius="12px" />
              </LoadingState>
            }
            notFoundView={
              <p className="muted">
                <Trans>This game has no homes yet.</Trans>
              </p>
            }
          >
            {(homes) => (
              <HomesMap
                homes={homes}
                listTitle={poolSize > roundCount ? t`The homes of this game` : t`In the order you will play them`}
              />
            )}
          </QueryView>
        </section>
        <aside className="card card--raised stack withmap-page__start" aria-labelledby="start-title">
          <h2 id="start-title">
            <Trans>Ready to play?</Trans>
          </h2>
          <StartGameForm game={game} />
          <div className="row">
            <ScoringHelp mode={game.scoringMode} />
          </div>
          <p className="muted small">
            <Link to={paths.gameStart(game.slug)}>
              <Trans>Back to the game page</Trans>
            </Link>
            {game.leaderboardEnabled && (
              <>
                {' · '}
                <Link to={paths.leaderboard(game.slug)}>
                  <Trans>Leaderboard</Trans>
                </Link>
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
