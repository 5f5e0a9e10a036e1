import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { lazy, Suspense } from 'react';
import { ThreadList } from '../../../features/community/ThreadList';
import { useCommunityThreads, useThreadMarks } from '../../../features/community/thread-list-queries';
import { threadStatuses } from '../../../features/community/thread-status';
import { useGameContext } from '../../../features/game/game-context';
import { useMySessionsOf } from '../../../features/game/session-queries';
import { StartGameForm } from '../../../features/game/StartGameForm';
import { usePageTitle } from '../../../features/page-title';
import { formatInteger } from '../../../features/ui/format';
import { QueryView } from '../../../features/ui/QueryView';
import { LoadingState, Skeleton } from '../../../features/ui/StatusViews';
import { withWords } from '../../../features/i18n/catalogs';
import './locales';

// Only a returning player's page shows it (with the way on): a first visit's screen does without its code.
const YourGame = lazy(withWords(() => import('./YourGame').then((module) => ({ default: module.YourGame }))));

/**
 * r/:gameSlug — a game posted to a forum community: its header, a thread for each home, and the way to join in. Kept
 * light (the first screen's budget): the player's game shows as marks on its threads and one link on (YourGame, which
 * loads only for a player who has one).
 */
export function CommunityStartPage() {
  const { game } = useGameContext();
  const { t, i18n } = useLingui();
  usePageTitle(game.title);
  const threads = useCommunityThreads(game.slug);
  // The player's latest game of this community marks its threads, which link into it.
  const latest = useMySessionsOf(game.slug).sessions[0] ?? null;
  const session = useThreadMarks(latest?.id ?? null).data?.session ?? null;
  const language = i18n.locale as BrandLocale;
  const playerCount = game.playerCount;
  const players = formatInteger(playerCount, language);
  const regions = game.regions.join(', ');
  const homeCount = game.roundCount;

  return (
    <div className="forum">
      <header className="forum__banner">
        <p className="forum__name">r/{game.slug}</p>
        <h1>{game.title}</h1>
        <p className="lead">{game.description}</p>
        <p className="forum__stats">
          <Trans>
            <Plural value={playerCount} _0="Nobody on the board yet" other={`${players} on the board`} /> ·{' '}
            <Plural value={homeCount} one="# home a game" other="# homes a game" /> · {regions}
          </Trans>
        </p>
      </header>

      {/* Before the threads in the page order, so a phone shows the name field and Start on its first screen. */}
      <aside className="forum__side card card--raised stack" aria-labelledby="join-title">
        <h2 id="join-title">
          <Trans>Join the game</Trans>
        </h2>
        <p className="muted">
          <Trans>
            <Plural
              value={homeCount}
              one="# of these threads is drawn for you, for one guess."
              other="# of these threads are drawn for you, one guess each."
            />{' '}
            Your guess shows the home's price and opens its comments: everyone's guesses.
          </Trans>
        </p>
        {session ? (
          <Suspense fallback={<StartGameForm game={game} />}>
            <YourGame game={game} session={session} />
          </Suspense>
        ) : (
          <StartGameForm game={game} />
        )}
      </aside>

      <section className="forum__threads card" aria-labelledby="threads-title">
        <h2 id="threads-title">
          <Trans>Threads</Trans>
        </h2>
        <p className="muted small">
          <Trans>One thread a home. Its comments stay sealed until you have guessed it.</Trans>
        </p>
        <QueryView
          query={threads}
          select={(data) => data.game?.homes}
          noun={t`the threads`}
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
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the threads`}>
      <div className="stack" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="4.5rem" radius="var(--radius-sm)" />
        ))}
      </div>
    </LoadingState>
  );
}
