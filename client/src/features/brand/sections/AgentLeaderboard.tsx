import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useLiveLeaderboard } from '../../leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../../leaderboard/LeaderboardTable';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState } from '../../ui/StatusViews';
import { useBrand } from '../brand-context';

/** An estate agent's leaderboard: this month's best guessers of its own game, the neighbours to beat. */
export function AgentLeaderboard() {
  const { brand } = useBrand();
  const slug = brand.brandedGameSlug;
  const query = useLiveLeaderboard(slug ?? '', 'MONTHLY', slug !== null);
  return (
    <div className="brand-section stack-lg">
      <header className="page-head">
        <p className="eyebrow">Leaderboard</p>
        <h1>Who knows {brand.coverageAreas[0] ?? 'local'} prices best?</h1>
        <p className="lead">
          This month's best scores in the {brand.whitelabelName} game: real homes, guessed by buyers, sellers and
          neighbours. Each player's best finished game counts.
        </p>
      </header>
      {slug ? (
        <section className="card" aria-labelledby="agent-board-title">
          <h2 id="agent-board-title" className="visually-hidden">
            This month
          </h2>
          <QueryView
            query={query}
            select={(data) => (data.leaderboard.period === 'MONTHLY' ? data.leaderboard : null)}
            noun="the leaderboard"
            headingLevel={2}
            loading={<LoadingState label="Loading the leaderboard" />}
            notFoundView={<NoScores slug={slug} />}
          >
            {(board) =>
              board.rows.length === 0 ? (
                <NoScores slug={slug} />
              ) : (
                <LeaderboardTable
                  gameSlug={slug}
                  rows={board.rows}
                  viewerRow={board.viewerRow}
                  caption={`${brand.whitelabelName} leaderboard, this month`}
                />
              )
            }
          </QueryView>
        </section>
      ) : (
        <NoScores slug={null} />
      )}
      {slug && (
        <p className="row">
          <Link className="button button--accent" to={paths.gameStart(slug)}>
            Play and take a place
          </Link>
          <Link className="button button--secondary" to={paths.leaderboard(slug)}>
            Every period, all time included
          </Link>
        </p>
      )}
    </div>
  );
}

function NoScores({ slug }: { slug: string | null }) {
  return (
    <EmptyState icon="🏆" title="No scores this month yet" headingLevel={2}>
      <p className="muted">Finish a game and your name goes straight to the top.</p>
      {slug && (
        <Link className="button button--accent" to={paths.gameStart(slug)}>
          Be the first
        </Link>
      )}
    </EmptyState>
  );
}
