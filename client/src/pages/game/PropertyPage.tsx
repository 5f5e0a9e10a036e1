import { gamePageIds, gameShowsPage } from '@ballpark/common/page-routes';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { onward } from '../../features/game/onward';
import { rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { GuessPanel } from '../../features/play/GuessPanel';
import { HomeAboutSection, HomeMapSection } from '../../features/play/HomeSections';
import { HomePageSkeleton } from '../../features/play/HomePageSkeleton';
import { PictureGallery } from '../../features/play/PictureGallery';
import { usePlaySession, type PlayResult, type PlayRound, type PlaySession } from '../../features/play/play-queries';
import { RoundProgress } from '../../features/play/RoundProgress';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';

export interface PropertyPageProps {
  /** Where the session's homes are played: the property pages, or a variant's pages of the same homes with more. */
  homePath?: (gameSlug: string, gameHomeId: string, sessionId: string) => string;
  /** What follows a guessed home's result (the host's commentary on the cameron pages). */
  afterResult?: (result: PlayResult) => ReactNode;
}

/** game/:gameSlug/property/:gameHomeId?session=ID — one home of the viewer's session: look, guess, see the result. */
export function PropertyPage({ homePath, afterResult }: PropertyPageProps) {
  const paths = useGamePaths();
  const homeLink = homePath ?? paths.property;
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
        Homes are guessed as part of a game. Start it on its start page and{' '}
        {rulesOf(game).roundOrder === 'any_order'
          ? 'pick the homes to guess, in any order.'
          : 'the homes will follow one by one.'}
      </Blocked>
    );
  }
  return (
    <QueryView
      query={query}
      select={(data) => data.session}
      noun="your game"
      loading={<HomePageSkeleton label="Loading the home" block="property-page" />}
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
              <Link to={paths.results(game.slug, session.id, gameHomeId)}>See {session.playerName}'s results</Link>
            </Blocked>
          );
        }
        if (!round) {
          const way = onward(paths, game, session, { homePath: homeLink });
          return (
            <Blocked game={game} icon="🧭" title="This home is not part of your game">
              <Link to={way.to}>{way.label}</Link>
            </Blocked>
          );
        }
        return (
          <RoundView
            key={round.gameHome.id}
            game={game}
            session={session}
            round={round}
            homeLink={homeLink}
            afterResult={afterResult}
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
  homeLink: NonNullable<PropertyPageProps['homePath']>;
  afterResult: PropertyPageProps['afterResult'];
  reload: () => void;
}

function RoundView({ game, session, round, homeLink, afterResult, reload }: RoundViewProps) {
  const paths = useGamePaths();
  const { variant } = useGameContext();
  const home = round.gameHome.home;
  const rules = rulesOf(game);
  // The home's page with its host's commentary, where the game has one and this page is not it.
  const cameronPage = gameShowsPage(variant, 'propertyCameron', game.slug)
    ? paths.propertyCameron(game.slug, round.gameHome.id, session.id)
    : null;
  const cameronLink = cameronPage !== homeLink(game.slug, round.gameHome.id, session.id) ? cameronPage : null;

  return (
    <article className="property-page" aria-labelledby="home-title">
      <header className="property-page__head">
        <div>
          <p className="eyebrow">
            {rules.roundOrder === 'any_order' ? 'Home' : 'Round'} {round.round} of {session.roundCount}
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
        <PictureGallery home={home} />
      </div>

      <aside className="property-page__guess" aria-label="Guess the price">
        <GuessPanel
          session={session}
          round={round}
          reload={reload}
          next={onward(paths, game, session, { homePath: homeLink })}
          resultLinks={
            <>
              {rules.resultsPath === 'home' && (
                <Link
                  className="button button--secondary button--block"
                  to={paths.results(game.slug, session.id, round.gameHome.id)}
                >
                  This home's result
                </Link>
              )}
              <Link
                className="button button--secondary button--block"
                to={paths.guesstimates(game.slug, round.gameHome.id)}
              >
                See everyone's guesses
              </Link>
              {cameronLink && (
                <Link className="button button--secondary button--block" to={cameronLink}>
                  Read Cameron on this home
                </Link>
              )}
            </>
          }
          afterResult={round.result && afterResult?.(round.result)}
        />
      </aside>

      <HomeAboutSection home={home} showsFacts={rules.showsFacts} className="property-page__facts" />
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
