import { Trans, useLingui } from '@lingui/react/macro';
import { gameShowsPage } from '@ballpark/common/page-routes';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { onwardLink } from '../../features/game/onward-link/onward-link';
import type { HomePath } from '../../features/game/onward';
import { rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { GuessPanel } from '../../features/play/round/GuessPanel';
import { HomeAboutSection, HomeMapSection } from '../../features/play/round/HomeSections';
import { HomePageSkeleton } from '../../features/play/round/HomePageSkeleton';
import { PictureGallery } from '../../features/play/PictureGallery';
import { usePlaySession, type PlayResult, type PlayRound, type PlaySession } from '../../features/play/play-queries';
import { RoundProgress } from '../../features/play/round/RoundProgress';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';
import './locales';

export interface PropertyPageProps {
  /** Where the session's homes are played: the property pages, or a variant's pages of the same homes with more. */
  homePath?: HomePath;
  /** What follows a guessed home's result (the host's commentary on the cameron pages). */
  afterResult?: (result: PlayResult) => ReactNode;
}

/** game/:gameSlug/property/:gameHomeId?session=ID — one home of the viewer's session: look, guess, see the result. */
export function PropertyPage({ homePath, afterResult }: PropertyPageProps) {
  const paths = useGamePaths();
  const homeLink = homePath ?? paths.property;
  const { game } = useGameContext();
  const gameHomeId = useParams().gameHomeId ?? '';
  const sessionId = useSearchParams()[0].get('session');
  const query = usePlaySession(sessionId);
  const session = query.data?.session;
  const round = session?.rounds.find((candidate) => candidate.gameHome.id === gameHomeId);
  const { t, i18n } = useLingui();
  const gameTitle = game.title;
  const [number, count, homeTitle] = [round?.round, session?.roundCount, round?.gameHome.title];
  usePageTitle(round && session ? t`Round ${number} of ${count}: ${homeTitle}` : t`Guess the price: ${gameTitle}`);

  if (!sessionId) {
    return (
      <Blocked game={game} icon="🔑" title={t`Start the game to guess this home`}>
        {rulesOf(game).roundOrder === 'any_order'
          ? t`Homes are guessed as part of a game. Start it on its start page and pick the homes to guess, in any order.`
          : t`Homes are guessed as part of a game. Start it on its start page and the homes will follow one by one.`}
      </Blocked>
    );
  }
  return (
    <QueryView
      query={query}
      select={(data) => data.session}
      noun={t`your game`}
      loading={<HomePageSkeleton label={t`Loading the home`} block="property-page" />}
      notFoundView={
        <Blocked game={game} icon="🔍" title={t`We couldn't find this game`}>
          <Trans>The link may be incomplete. You can start a new game of {gameTitle} in a moment.</Trans>
        </Blocked>
      }
    >
      {(session) => {
        if (!session.isMine) {
          const { playerName } = session;
          return (
            <Blocked game={game} icon="👀" title={t`This game belongs to another player`}>
              <Trans>You can see how {playerName} did, or start your own game and guess these homes yourself.</Trans>
              <br />
              <Link to={paths.results({ gameSlug: game.slug, sessionId: session.id, gameHomeId })}>
                <Trans>See {playerName}'s results</Trans>
              </Link>
            </Blocked>
          );
        }
        if (!round) {
          const way = onwardLink(paths, game, session, { i18n, homePath: homeLink });
          return (
            <Blocked game={game} icon="🧭" title={t`This home is not part of your game`}>
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
  const { t, i18n } = useLingui();
  const { variant } = useGameContext();
  const number = round.round;
  const { roundCount: count, totalPoints, maxPoints } = session;
  const home = round.gameHome.home;
  const rules = rulesOf(game);
  // The home's page with its host's commentary, where the game has one and this page is not it.
  const cameronPage = gameShowsPage(variant, 'propertyCameron', game.slug)
    ? paths.propertyCameron({ gameSlug: game.slug, gameHomeId: round.gameHome.id, sessionId: session.id })
    : null;
  const cameronLink =
    cameronPage !== homeLink({ gameSlug: game.slug, gameHomeId: round.gameHome.id, sessionId: session.id })
      ? cameronPage
      : null;

  return (
    <article className="property-page" aria-labelledby="home-title">
      <header className="property-page__head">
        <div>
          <p className="eyebrow">
            {rules.roundOrder === 'any_order' ? t`Home ${number} of ${count}` : t`Round ${number} of ${count}`}
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
            <Trans>
              Score <strong>{totalPoints}</strong>
              <span className="muted"> / {maxPoints}</span>
            </Trans>
          </p>
        </div>
      </header>

      <div className="property-page__gallery">
        <PictureGallery home={home} />
      </div>

      <aside className="property-page__guess" aria-label={t`Guess the price`}>
        <GuessPanel
          session={session}
          round={round}
          reload={reload}
          next={onwardLink(paths, game, session, { i18n, homePath: homeLink })}
          resultLinks={
            <>
              {rules.resultsPath === 'home' && (
                <Link
                  className="button button--secondary button--block"
                  to={paths.results({ gameSlug: game.slug, sessionId: session.id, gameHomeId: round.gameHome.id })}
                >
                  <Trans>This home's result</Trans>
                </Link>
              )}
              <Link
                className="button button--secondary button--block"
                to={paths.guesstimates({ gameSlug: game.slug, gameHomeId: round.gameHome.id })}
              >
                <Trans>See everyone's guesses</Trans>
              </Link>
              {cameronLink && (
                <Link className="button button--secondary button--block" to={cameronLink}>
                  <Trans>Read Cameron on this home</Trans>
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
  const gameTitle = game.title;
  return (
    <div className="page--narrow">
      <EmptyState icon={icon} title={title} headingLevel={1}>
        <p className="muted">{children}</p>
        <Link className="button button--accent" to={paths.gameStart(game.slug)}>
          <Trans>Start {gameTitle}</Trans>
        </Link>
      </EmptyState>
    </div>
  );
}
