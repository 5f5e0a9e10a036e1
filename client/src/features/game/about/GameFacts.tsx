import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { GameSummary } from '../game-context';
import { scoringSummary } from './ScoringHelp';
import { formatInteger } from '../../ui/format';
import './locales';

/** The facts of a game at a glance: rounds, regions, scoring, players. */
export function GameFacts({ game }: { game: GameSummary }) {
  const { t, i18n } = useLingui();
  return (
    <dl className="facts-grid">
      <div className="fact">
        <dt>
          <Trans>Homes to guess</Trans>
        </dt>
        <dd>{game.roundCount}</dd>
      </div>
      <div className="fact">
        {/* The count is of the all-time board: players who finished a ranked game, not those still playing. */}
        <dt>
          <Trans>On the board</Trans>
        </dt>
        {game.playerCount === 0 ? (
          <dd className="fact__text">
            <Trans>Nobody yet: be the first</Trans>
          </dd>
        ) : (
          <dd>{formatInteger(game.playerCount, i18n.locale as BrandLocale)}</dd>
        )}
      </div>
      <div className="fact fact--wide">
        <dt>
          <Trans>Regions</Trans>
        </dt>
        <dd>
          <ul className="chips" aria-label={t`Regions`}>
            {game.regions.map((region) => (
              <li key={region} className="chip">
                {region}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="fact fact--wide">
        <dt>
          <Trans>Scoring</Trans>
        </dt>
        <dd className="fact__text">{scoringSummary(game.scoringMode, i18n)}</dd>
      </div>
    </dl>
  );
}
