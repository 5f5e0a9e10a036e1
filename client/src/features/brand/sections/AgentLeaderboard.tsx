import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useLiveLeaderboard } from '../../leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../../leaderboard/LeaderboardTable';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState } from '../../ui/StatusViews';
import { useBrand } from '../brand-context';
import './locales';

/** An estate agent's leaderboard: this month's best guessers of its own game, the neighbours to beat. */
export function AgentLeaderboard() {
  const { brand } = useBrand();
  const { t } = useLingui();
  const slug = brand.brandedGameSlug;
  const area = brand.coverageAreas[0];
  const gameName = brand.whitelabelName;
  const query = useLiveLeaderboard(slug ?? '', 'MONTHLY', slug !== null);
  return (
    <div className="brand-section stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Leaderboard</Trans>
        </p>
        <h1>{area ? t`Who knows ${area} prices best?` : t`Who knows local prices best?`}</h1>
        <p className="lead">
          <Trans>
            This month's best scores in the {gameName} game: real homes, guessed by buyers, sellers and neighbours. Each
            player's best finished game counts.
          </Trans>
        </p>
      </header>
      {slug ? (
        <section className="card" aria-labelledby="agent-board-title">
          <h2 id="agent-board-title" className="visually-hidden">
            <Trans>This month</Trans>
          </h2>
          <QueryView
            query={query}
            select={(data) => (data.leaderboard.period === 'MONTHLY' ? data.leaderboard : null)}
            noun={t`the leaderboard`}
            headingLevel={2}
            loading={<LoadingState label={t`Loading the leaderboard`} />}
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
                  caption={t`${gameName} leaderboard, this month`}
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
            <Trans>Play and take a place</Trans>
          </Link>
          <Link className="button button--secondary" to={paths.leaderboard(slug)}>
            <Trans>Every period, all time included</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}

function NoScores({ slug }: { slug: string | null }) {
  const { t } = useLingui();
  return (
    <EmptyState icon="🏆" title={t`No scores this month yet`} headingLevel={2}>
      <p className="muted">
        <Trans>Finish a game and your name goes straight to the top.</Trans>
      </p>
      {slug && (
        <Link className="button button--accent" to={paths.gameStart(slug)}>
          <Trans>Be the first</Trans>
        </Link>
      )}
    </EmptyState>
  );
}
