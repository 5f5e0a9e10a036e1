import { Link } from 'react-router';
import { ThreadList } from '../../../features/community/ThreadList';
import { useCommunityThreads, useThreadMarks } from '../../../features/community/thread-list-queries';
import { threadStatuses } from '../../../features/community/thread-status';
import { useGameContext } from '../../../features/game/game-context';
import { onward } from '../../../features/game/onward';
import { useMySessionsOf } from '../../../features/game/session-queries';
import { StartGameForm } from '../../../features/game/StartGameForm';
import { usePageTitle } from '../../../features/page-title';
import { formatInteger } from '../../../features/ui/format';
import { QueryView } from '../../../features/ui/QueryView';
import { LoadingState, Skeleton } from '../../../features/ui/StatusViews';
import { useGamePaths } from '../../../paths';

/**
 * r/:gameSlug — a game posted to a forum community: its header, a thread for each home, and the way to join in. Kept
 * light (the first screen's budget): the player's game shows as marks on its threads and one link on.
 */
export function CommunityStartPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  usePageTitle(game.title);
  const threads = useCommunityThreads(game.slug);
  // The player's latest game of this community marks its threads, which link into it.
  const latest = useMySessionsOf(game.slug).sessions[0] ?? null;
  const session = useThreadMarks(latest?.id ?? null).data?.session ?? null;
  const way = session && onward(paths, game, session, { words: { next: 'Continue →', results: 'See your results →' } });

  return (
    <div className="forum">
      <header className="forum__banner">
        <p className="forum__name">r/{game.slug}</p>
        <h1>{game.title}</h1>
        <p className="lead">{game.description}</p>
        <p className="forum__stats">
          {game.playerCount === 0 ? 'Nobody on the board yet' : `${formatInteger(game.playerCount)} on the board`} ·{' '}
          {formatInteger(game.roundCount)} homes a game · {game.regions.join(', ')}
        </p>
      </header>

      {/* Before the threads in the page order, so a phone shows the name field and Start on its first screen. */}
      <aside className="forum__side card card--raised stack" aria-labelledby="join-title">
        <h2 id="join-title">Join the game</h2>
        <p className="muted">
          {game.roundCount} of these threads are drawn for you, one guess each. Your guess shows the home's price and
          opens its comments: everyone's guesses.
        </p>
        {/* A game in progress is carried on, not started again beside it. */}
        {session && way && !session.isComplete ? (
          <>
            <p className="forum__current">
              Your game: {session.guessCount} of {session.roundCount} guessed.
            </p>
            <Link className="button button--accent button--large" to={way.to}>
              {way.label}
            </Link>
          </>
        ) : (
          <>
            {session && way && (
              <p className="forum__current">
                Your last game: {session.guessCount} of {session.roundCount} guessed.{' '}
                <Link to={way.to}>{way.label}</Link>
              </p>
            )}
            <StartGameForm game={game} />
          </>
        )}
      </aside>

      <section className="forum__threads card" aria-labelledby="threads-title">
        <h2 id="threads-title">Threads</h2>
        <p className="muted small">One thread a home. Its comments stay sealed until you have guessed it.</p>
        <QueryView
          query={threads}
          select={(data) => data.game?.homes}
          noun="the threads"
          headingLevel={2}
          loading={<ThreadListSkeleton />}
        >
          {(homes) => (
            <ThreadList
              gameSlug={game.slug}
              threads={homes}
              statuses={threadStatuses(session)}
              sessionId={session?.id ?? null}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}

function ThreadListSkeleton() {
  return (
    <LoadingState label="Loading the threads">
      <div className="stack" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="4.5rem" radius="var(--radius-sm)" />
        ))}
      </div>
    </LoadingState>
  );
}
