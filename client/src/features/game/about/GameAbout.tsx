import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGamePaths } from '../../../paths';
import type { GameSummary } from '../game-context';
import { GameFacts } from './GameFacts';
import { ScoringHelp } from './ScoringHelp';
import './locales';

/** A start page's "about this game": its facts, how it scores and its leaderboard. */
export function GameAbout({ game }: { game: GameSummary }) {
  const paths = useGamePaths();
  const { t } = useLingui();
  return (
    <section className="start-page__about" aria-label={t`About this game`}>
      <GameFacts game={game} />
      <div className="row">
        <ScoringHelp mode={game.scoringMode} />
        {game.leaderboardEnabled && (
          <Link className="button button--ghost" to={paths.leaderboard(game.slug)}>
            <Trans>See the leaderboard</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
