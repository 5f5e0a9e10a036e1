import { Link, useParams, useSearchParams } from 'react-router';
import { useThread, useThreadComments, type ThreadHome } from '../../features/community/community-queries';
import { GuessReason } from '../../features/community/GuessReason';
import { ThreadCommentsSection } from '../../features/community/ThreadCommentsSection';
import { ThreadJoinCard } from '../../features/community/ThreadJoinCard';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { GuessPanel } from '../../features/play/GuessPanel';
import { HomeAboutSection, HomeMapSection } from '../../features/play/HomeSections';
import { PictureGallery } from '../../features/play/PictureGallery';
import { usePlaySession, type PlaySession } from '../../features/play/play-queries';
import { RoundProgress } from '../../features/play/RoundProgress';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';

/** The route's loader: a wrong or missing title suffix redirects to the right one. */
export { threadSuffixRedirect as loader } from '../../features/community/thread-redirect';

/**
 * r/:gameSlug/comments/:gameHomeId/:redditSuffix?session=ID — a home's thread: the home, the player's guess (when it
 * is in their game) and the comments, sealed until they have guessed it. The route's loader corrects the suffix.
 */
export function CommunityThreadPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const gameHomeId = useParams().listingInGameUuid ?? '';
  const query = useThread(gameHomeId);
  usePageTitle(query.data?.gameHome.title ?? game.title);
  return (
    <QueryView
      query={query}
      select={(data) => data.gameHome}
      noun="this thread"
      loading={<ThreadSkeleton />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFoundView={
        <div className="page--narrow">
          <EmptyState icon="🔍" title="We couldn't find this thread" headingLevel={1}>
            <Link className="button" to={paths.gameStart(game.slug)}>
              Back to {game.title}
            </Link>
          </EmptyState>
        </div>
      }
    >
      {(thread) => <Thread game={game} thread={thread} />}
    </QueryView>
  );
}

function Thread({ game, thread }: { game: GameSummary; thread: ThreadHome }) {
  const paths = useGamePaths();
  const sessionId = useSearchParams()[0].get('session');
  const sessionQuery = usePlaySession(sessionId);
  const session = sessionQuery.data?.session;
  const round = session?.isMine ? session.rounds.find((candidate) => candidate.gameHome.id === thread.id) : undefined;
  // A player in a game sees the comments once they have guessed this home in it; anyone else, if the server shows
  // them (it answers only a viewer who has guessed the home).
  const guessed = Boolean(round?.result);
  const comments = useThreadComments(thread.id, sessionId !== null && !guessed);
  const viewerComment = comments.data?.homeGuesses.guesses.find((guess) => guess.id === round?.result?.id);
  const { home } = thread;

  return (
    <article className="thread-page" aria-labelledby="thread-title">
      <header className="thread-page__head">
        <p className="thread-page__crumbs">
          <Link to={paths.gameStart(game.slug)}>r/{game.slug}</Link>
          {round && session && (
            <>
              {' '}
              · Round {round.round} of {session.roundCount}
            </>
          )}
        </p>
        <h1 id="thread-title">{thread.title}</h1>
        <p className="muted property-page__where">
          {home.city}, {home.region}
        </p>
        <p className="property-page__source">{home.sourceNote}</p>
        {round && session && <RoundProgress session={session} currentRound={round.round} />}
      </header>

      <div className="thread-page__gallery">
        <PictureGallery pictures={home.pictures} />
      </div>

      <aside className="thread-page__guess" aria-label="Guess the price">
        {round && session ? (
          <GuessPanel
            session={session}
            round={round}
            reload={() => void sessionQuery.refetch().catch(() => {})}
            next={nextThread(game, session, paths)}
            afterResult={
              rulesOf(game).guessReasons &&
              round.result &&
              comments.data && (
                <GuessReason
                  key={round.result.id}
                  sessionId={session.id}
                  gameHomeId={thread.id}
                  guessId={round.result.id}
                  givenReason={viewerComment?.reason ?? null}
                />
              )
            }
          />
        ) : sessionId && sessionQuery.loading ? (
          <Skeleton height="14rem" radius="var(--radius)" />
        ) : (
          <ThreadJoinCard game={game} session={session} />
        )}
      </aside>

      <HomeAboutSection home={home} showsFacts={rulesOf(game).showsFacts} className="thread-page__about" />

      <ThreadCommentsSection comments={comments} guessed={guessed} className="thread-page__comments" />

      <HomeMapSection gameHome={thread} className="thread-page__map" />
    </article>
  );
}

/** The next home's thread in the player's game, or their results once it is complete. */
function nextThread(game: GameSummary, session: PlaySession, paths: ReturnType<typeof useGamePaths>) {
  const next = session.nextRound;
  return next
    ? {
        to: paths.property(game.slug, next.gameHome.id, session.id, next.gameHome.redditSuffix),
        label: 'Next thread →',
      }
    : { to: paths.results(game.slug, session.id), label: 'See your results →' };
}

function ThreadSkeleton() {
  return (
    <LoadingState label="Loading the thread">
      <div className="thread-page" aria-hidden="true">
        <div className="thread-page__head stack">
          <Skeleton height="1rem" width="8rem" />
          <Skeleton height="2.4rem" width="60%" />
        </div>
        <div className="thread-page__gallery">
          <span className="skeleton skeleton--picture" />
        </div>
        <div className="thread-page__guess">
          <Skeleton height="14rem" radius="var(--radius)" />
        </div>
      </div>
    </LoadingState>
  );
}
