import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { inLocale } from '@ballpark/common/locale-text';
import { emojiFor, MAX_POINTS_PER_GUESS, SCORE_BANDS, scoreGuess } from '@ballpark/common/scoring';
import { Dialog } from '../../dialog/Dialog';
import type { ScoringMode } from '../../../graphql/generated/graphql';
import { useBrand } from '../../brand/brand-context';
import { ScoreTable } from '../../ui/ScoreTable';
import { formatPercent } from '../../ui/format';
import './locales';

// How many times too high (or, upside down, too low) each example row is: a factor reads plainly as two percentages.
const PROPORTIONAL_EXAMPLES = [1, 1.1, 1.25, 1.5, 2, 3, 4];
const PRICE = 100_000;

/** "10% too high or 9% too low": the two misses a factor stands for, in whole percentages. */
function missesOf(factor: number, i18n: I18n, language: BrandLocale): string {
  if (factor === 1) return i18n._(msg`Spot on`);
  const high = formatPercent(Math.round((factor - 1) * 100), language);
  const low = formatPercent(Math.round((1 - 1 / factor) * 100), language);
  return factor === 2
    ? i18n._(msg`${high} too high or ${low} too low (double or half)`)
    : i18n._(msg`${high} too high or ${low} too low`);
}

/** The score table of a game's mode, in a dialog (ScoringHelp loads it when first opened). */
export function ScoringRulesDialog({ mode, open, onClose }: { mode: ScoringMode; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const maxPoints = MAX_POINTS_PER_GUESS;
  return (
    <Dialog open={open} title={t`How scoring works`} onClose={onClose}>
      {mode === 'LOG' ? <LogScoring /> : <BandScoring />}
      <p className="muted small">
        <Trans>
          Your total is the sum over all homes, at most {maxPoints} points each. Scores are worked out on our server,
          and each home can be guessed once per game.
        </Trans>
      </p>
    </Dialog>
  );
}

function BandScoring() {
  const { t } = useLingui();
  const { language } = useBrand();
  return (
    <>
      <p>
        <Trans>The closer your guess to the real price, the more points you score.</Trans>
      </p>
      <ScoreTable
        caption={<Trans>Points by how far the guess is from the price</Trans>}
        captionHidden
        className="table--compact"
        rows={SCORE_BANDS.map((band, index) => ({ band, previous: SCORE_BANDS[index - 1] }))}
        rowKey={({ band }) => band.points}
        columns={[
          {
            header: <Trans>Your guess is off by</Trans>,
            cell: ({ band, previous }) => {
              const upTo = formatPercent(band.maxAbsDiffPercent, language);
              const beyond = formatPercent(previous?.maxAbsDiffPercent ?? 100, language);
              return Number.isFinite(band.maxAbsDiffPercent) ? t`up to ${upTo}` : t`more than ${beyond}`;
            },
          },
          { header: <Trans>Points</Trans>, numeric: true, cell: ({ band }) => band.points },
          {
            header: <Trans>Feedback</Trans>,
            cell: ({ band }) => (
              <>
                <span aria-hidden="true">{emojiFor(band.points)}</span> {inLocale(language, band.words)}
              </>
            ),
          },
        ]}
      />
    </>
  );
}

function LogScoring() {
  const { i18n } = useLingui();
  const { language } = useBrand();
  const floor = scoreGuess(PRICE * 4, PRICE, 'log');
  const [closest, widest] = [SCORE_BANDS[0], SCORE_BANDS[SCORE_BANDS.length - 1]];
  const closestWords = closest && inLocale(language, closest.words);
  const widestWords = widest && inLocale(language, widest.words);
  const closestPercent = closest && formatPercent(closest.maxAbsDiffPercent, language);
  return (
    <>
      <p>
        <Trans>
          The closer your guess to the real price, the more points you score, and missing high costs the same as missing
          low by the same proportion: guessing double the price scores the same as guessing half.
        </Trans>
      </p>
      <ScoreTable
        caption={<Trans>Points by how far too high or too low the guess is</Trans>}
        captionHidden
        className="table--compact"
        rows={PROPORTIONAL_EXAMPLES.map((factor) => ({ factor, points: scoreGuess(factor * PRICE, PRICE, 'log') }))}
        rowKey={({ factor }) => factor}
        columns={[
          { header: <Trans>Your guess is</Trans>, cell: ({ factor }) => missesOf(factor, i18n, language) },
          {
            header: <Trans>Points</Trans>,
            numeric: true,
            cell: ({ points }) => (
              <>
                <span aria-hidden="true">{emojiFor(points)}</span> {points}
              </>
            ),
          },
        ]}
      />
      <p className="muted small">
        <Trans>
          Any guess scores at least {floor} points, however far off. The words beside your points say how far off you
          were: &ldquo;{closestWords}&rdquo; within {closestPercent} of the price, down to &ldquo;{widestWords}&rdquo;
          beyond double.
        </Trans>
      </p>
    </>
  );
}
