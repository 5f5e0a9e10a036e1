import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Leaderboard } from '../../leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../../leaderboard/LeaderboardTable';
import { LocalTime } from '../../ui/LocalTime';
import type { GameSummary } from '../game-context';
import './locales';

/** A closed game's page: when it closed, and its results (the children) instead of any way to start. */
export function ClosedGameResults({ game, children }: { game: GameSummary; children: ReactNode }) {
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          {game.brand.displayName} · <Trans>Results</Trans>
        </p>
        <h1 id="game-title">{game.title}</h1>
        <div className="notice" role="note">
          <p>
            <strong>
              {game.endsAt ? (
                <Trans>
                  This game closed on <LocalTime value={game.endsAt} show="dateTime" />.
                </Trans>
              ) : (
                <Trans>This game closed.</Trans>
              )}
            </strong>{' '}
            <Trans>It takes no more players or guesses: these are its final standings.</Trans>
          </p>
        </div>
      </header>
      <section className="card stack" aria-labelledby="standings-title">
        <h2 id="standings-title">
          <Trans>Final standings</Trans>
        </h2>
        {children}
      </section>
    </div>
  );
}

/** The all-time board of a closed game, which nothing moves any more. */
export function FinalStandings({ game, board }: { game: GameSummary; board: Leaderboard }) {
  const { t } = useLingui();
  const gameTitle = game.title;
  if (board.rows.length === 0)
    return (
      <p className="muted">
        <Trans>Nobody finished this game before it closed.</Trans>
      </p>
    );
  return (
    <>
      <p className="muted">
        <Trans>
          <Plural value={board.totalPlayers} one="# player" other="# players" />; each player's best game counts, and
          ties go to whoever finished first.
        </Trans>
      </p>
      <LeaderboardTable
        gameSlug={game.slug}
        rows={board.rows}
        viewerRow={board.viewerRow}
        caption={t`${gameTitle}, final standings`}
      />
    </>
  );
}
