import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLiveLeaderboard } from '../leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../leaderboard/LeaderboardTable';
import { QueryView } from '../ui/QueryView';
import type { Challenge } from './challenge-queries';
import './locales';

/** The challenge's own board (its game is played only in its period, so its all-time board), moving live. */
export function ChallengeBoard({ challenge, when }: { challenge: Challenge; when: string }) {
  const { t } = useLingui();
  const { game } = challenge;
  const gameTitle = game.title;
  const { live, ...query } = useLiveLeaderboard(game.slug, 'ALL_TIME', game.leaderboardEnabled);
  return (
    <section className="card stack" aria-labelledby="board-title" aria-busy={query.loading}>
      <div className="page-head--split">
        <h2 id="board-title">
          <Trans>Leaderboard</Trans>
        </h2>
        {live && (
          <p className="live-badge">
            <span className="live-badge__dot" aria-hidden="true" /> <Trans>Live</Trans>
          </p>
        )}
      </div>
      <QueryView query={query} select={(data) => data.leaderboard} noun={t`the leaderboard`} headingLevel={2}>
        {(board) =>
          board.rows.length === 0 ? (
            <p className="muted">
              <Trans>No scores yet: finish the challenge {when} and your name goes straight to the top.</Trans>
            </p>
          ) : (
            <>
              <p className="muted">
                <Trans>
                  <Plural value={board.totalPlayers} one="# player" other="# players" /> so far; ties go to whoever
                  finished first.
                </Trans>
              </p>
              <LeaderboardTable
                gameSlug={game.slug}
                rows={board.rows}
                viewerRow={board.viewerRow}
                caption={t`${gameTitle} leaderboard`}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
