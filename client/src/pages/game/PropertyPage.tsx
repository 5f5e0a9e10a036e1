import { gamePageIds } from '@ballpark/common/page-routes';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { GuessPanel } from '../../features/play/GuessPanel';
import { HomeAboutSection, HomeMapSection } from '../../features/play/HomeSections';
import { PictureGallery } from '../../features/play/PictureGallery';
import { usePlaySession, type PlayRound, type PlaySession } from '../../features/play/play-queries';
import { RoundProgress } from '../../features/play/RoundProgress';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';

/** game/:gameSlug/property/:gameHomeId?session=ID — one home of the viewer's session: look, guess, see the result. */
export function PropertyPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const gameHomeId = gamePageIds(useParams()).homeId ?? '';
  const sessionId = useSearchParams()[0].get('session');
  const query = usePlaySession(sessionId);
  const session = query.data?.session;
  const round = session?.rounds.find((candidate) => candidate.gameHome.id === gameHomeId);
  usePageTitle(
    round && session
      ? `Round ${round.round} of ${session.roundCount}: ${round.gameHome.title}`
      : `Guess the price: ${game.title}`,
  );

  if (!sessionId) {
    return (
      <Blocked game={game} icon="🔑" title="Start the game to guess this home">
        Homes are guessed as part of a game. Enter your name on the start page and the homes will follow one by one.
      </Blocked>
    );
  }
  return (
    <QueryView
      query={query}
      select={(data) => data.session}
      noun="your game"
      loading={<PropertySkeleton />}
      notFoundView={
        <Blocked game={game} icon="🔍" title="We couldn't find this game">
          The link may be incomplete. You can start a new game of {game.title} in a moment.
        </Blocked>
      }
    >
      {(session) => {
        if (!session.isMine) {
          return (
            <Blocked game={game} icon="👀" title="This game belongs to another player">
              You can see how {session.playerName} did, or start your own game and guess these homes yourself.
              <br />
              <Link to={paths.results(game.slug, session.id)}>See {session.playerName}'s results</Link>
            </Blocked>
          );
        }
        if (!round) {
          return (
            <Blocked game={game} icon="🧭" title="This home is not part of your game">
              {session.nextRound ? (
                <Link to={paths.property(game.slug, session.nextRound.gameHome.id, session.id)}>
                  Go to your next home
                </Link>
              ) : (
                <Link to={paths.results(game.slug, session.id)}>See your results</Link>
              )}
            </Blocked>
          );
        }
        return (
          <RoundView
            key={round.gameHome.id}
            game={game}
            session={session}
            round={round}
            reload={() => void query.refetch().catch(() => {})}
          />
        );
      }}
    </QueryView>
  );
}

interface RoundViewProps {
  game: GameSummary;
  session: PlaySession;
  round: PlayRound;
  reload: () => void;
}

function RoundView({ game, session, round, reload }: RoundViewProps) {
  const paths = useGamePaths();
  const home = round.gameHome.home;
  const next = session.nextRound;

  return (
    <article className="property-page" aria-labelledby="home-title">
      <header className="property-page__head">
        <div>
          <p className="eyebrow">
            Round {round.round} of {session.roundCount}
          </p>
          <h1 id="home-title">{round.gameHome.title}</h1>
          <p className="muted property-page__where">
            {home.city}, {home.region}
          </p>
          <p className="property-page__source">{home.sourceNote}</p>
        </div>
        <div className="property-page__status">
          <RoundProgress session={session} currentRound={round.round} />
          <p className="property-page__score">
            Score <strong>{session.totalPoints}</strong>
            <span className="muted"> / {session.maxPoints}</span>
          </p>
        </div>
      </header>

      <div className="property-page__gallery">
        <PictureGallery pictures={home.pictures} />
      </div>

      <aside className="property-page__guess" aria-label="Guess the price">
        <GuessPanel
          session={session}
          round={round}
          reload={reload}
          next={
            next
              ? { to: paths.property(game.slug, next.gameHome.id, session.id), label: 'Next home →' }
              : { to: paths.results(game.slug, session.id), label: 'See your results →' }
          }
          resultLinks={
            <Link
              className="button button--secondary button--block"
              to={paths.guesstimates(game.slug, round.gameHome.id)}
            >
              See everyone's guesses
            </Link>
          }
        />
      </aside>

      <HomeAboutSection home={home} className="property-page__facts" />
      <HomeMapSection gameHome={round.gameHome} className="property-page__map" />
    </article>
  );
}

function Blocked({
  game,
  icon,
  title,
  children,
}: {
  game: GameSummary;
  icon: string;
  title: string;
  children: ReactNode;
}) {
  const paths = useGamePaths();
  return (
    <div className="page--narrow">
      <EmptyState icon={icon} title={title} headingLevel={1}>
        <p className="muted">{children}</p>
        <Link className="button button--accent" to={paths.gameStart(game.slug)}>
          Start {game.title}
        </Link>
      </EmptyState>
    </div>
  );
}

function PropertySkeleton() {
  return (
    <LoadingState label="Loading the home">
      <div className="property-page" aria-hidden="true">
        <div className="property-page__head stack">
          <Skeleton height="1rem" width="8rem" />
          <Skeleton height="2.4rem" width="60%" />
        </div>
        <div className="property-page__gallery">
          <span className="skeleton skeleton--picture" />
        </div>
        <div className="property-page__guess">
          <Skeleton height="14rem" radius="var(--radius)" />
        </div>
      </div>
    </LoadingState>
  );
}
