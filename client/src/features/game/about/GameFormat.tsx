import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LocalTime } from '../../ui/LocalTime';
import type { GameSummary } from '../game-context';
import { rulesOf } from '../variant-rules';
import { scoringSummary } from './ScoringHelp';
import './locales';

/**
 * What sets the game's format apart, from its variant's rules: facts left out, one scoring, one try, a closing time.
 */
export function GameFormat({ game }: { game: GameSummary }) {
  const { t, i18n } = useLingui();
  const rules = rulesOf(game);
  const notes: { key: string; text: ReactNode }[] = [];
  if (!rules.showsFacts)
    notes.push({
      key: 'facts',
      text: (
        <Trans>
          <strong>Pictures and place only.</strong> No bedrooms, bathrooms, floor area or description: you judge each
          home by its pictures and where it is.
        </Trans>
      ),
    });
  if (rules.forcedScoringMode)
    notes.push({
      key: 'scoring',
      text: (
        <>
          <strong>
            <Trans>One scoring for every game of this format.</Trans>
          </strong>{' '}
          {scoringSummary(game.scoringMode, i18n)}
        </>
      ),
    });
  if (rules.oneAttempt)
    notes.push({
      key: 'attempts',
      text: (
        <Trans>
          <strong>One try each.</strong> The run you start is the one that counts: there is no second.
        </Trans>
      ),
    });
  if (rules.canClose && game.endsAt && !game.isClosed)
    notes.push({
      key: 'closing',
      text: (
        <Trans>
          <strong>
            This game closes on <LocalTime value={game.endsAt} show="dateTime" />.
          </strong>{' '}
          After that, it shows only its results.
        </Trans>
      ),
    });
  if (notes.length === 0) return null;
  return (
    <ul className="format-notes" aria-label={t`This game's format`}>
      {notes.map((note) => (
        <li key={note.key}>{note.text}</li>
      ))}
    </ul>
  );
}
