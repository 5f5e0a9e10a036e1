import { useLiveLeaderboard } from '../leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../leaderboard/LeaderboardTable';
import { QueryView } from '../ui/QueryView';
import { plural } from '../ui/format';
import type { Challenge } from './challenge-queries';

/** The challenge's own board (its game is played only in its period, so its all-time board), moving live. */
export function ChallengeBoard({ challenge, when }: { challenge: Challenge; when: string }) {
  const { game } = challenge;
  const { live, ...query } = useLiveLeaderboard(game.slug, 'ALL_TIME', game.leaderboardEnabled);
  return (
    <section className="card stack" aria-labelledby="board-title" aria-busy={query.loading}>
      <div className="page-head--split">
        <h2 id="board-title">Leaderboard</h2>
        {live && (
          <p className="live-badge">
            <span className="live-badge__dot" aria-hidden="true" /> Live
          </p>
        )}
      </div>
      <QueryView query={query} select={(data) => data.leaderboard} noun="the leaderboard" headingLevel={2}>
        {(board) =>
          board.rows.length === 0 ? (
            <p className="muted">No scores yet: finish the challenge {when} and your name goes straight to the top.</p>
          ) : (
            <>
              <p className="muted">{plural(board.totalPlayers, 'player')} so far; ties go to whoever finished first.</p>
              <LeaderboardTable
                gameSlug={game.slug}
                rows={board.rows}
                viewerRow={board.viewerRow}
                caption={`${game.title} leaderboard`}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
