import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../page-title';
import { useLeaderboard } from '../../leaderboard/leaderboard-queries';
import { QueryView } from '../../ui/QueryView';
import { LoadingState, Skeleton } from '../../ui/StatusViews';
import { ClosedGameResults, FinalStandings } from './ClosedGameResults';
import type { GameSummary } from '../game-context';
import './locales';

/** A closed game's start page: its final standings, as its board holds them. */
export default function ClosedGame({ game }: { game: GameSummary }) {
  const { t } = useLingui();
  const gameTitle = game.title;
  usePageTitle(t`Final standings: ${gameTitle}`);
  const query = useLeaderboard(game.slug, 'ALL_TIME');
  return (
    <ClosedGameResults game={game}>
      <QueryView
        query={query}
        select={(data) => data.leaderboard}
        noun={t`the final standings`}
        headingLevel={2}
        loading={
          <LoadingState label={t`Loading the final standings`}>
            <div className="stack" aria-hidden="true">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height="2.5rem" radius="8px" />
              ))}
            </div>
          </LoadingState>
        }
      >
        {(board) => <FinalStandings game={game} board={board} />}
      </QueryView>
    </ClosedGameResults>
  );
}
