import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { inLocale } from '@ballpark/common/locale-text';
import { emojiFor, MAX_POINTS_PER_GUESS, SCORE_BANDS, scoreGuess } from '@ballpark/common/scoring';
import { Dialog } from '../../dialog/Dialog';
import type { ScoringMode } from '../../../graphql/generated/graphql';
import { useBrand } from '../../brand/brand-context';
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
      <div className="table-scroll">
        <table className="table table--compact">
          <caption className="visually-hidden">
            <Trans>Points by how far the guess is from the price</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Your guess is off by</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Points</Trans>
              </th>
              <th scope="col">
                <Trans>Feedback</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {SCORE_BANDS.map((band, index) => {
              const upTo = formatPercent(band.maxAbsDiffPercent, language);
              const beyond = formatPercent(SCORE_BANDS[index - 1]?.maxAbsDiffPercent ?? 100, language);
              return (
                <tr key={band.points}>
                  <td>{Number.isFinite(band.maxAbsDiffPercent) ? t`up to ${upTo}` : t`more than ${beyond}`}</td>
                  <td className="number">{band.points}</td>
                  <td>
                    <span aria-hidden="true">{emojiFor(band.points)}</span> {inLocale(language, band.words)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
      <div className="table-scroll">
        <table className="table table--compact">
          <caption className="visually-hidden">
            <Trans>Points by how far too high or too low the guess is</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Your guess is</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Points</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {PROPORTIONAL_EXAMPLES.map((factor) => {
              const points = scoreGuess(factor * PRICE, PRICE, 'log');
              return (
                <tr key={factor}>
                  <td>{missesOf(factor, i18n, language)}</td>
                  <td className="number">
                    <span aria-hidden="true">{emojiFor(points)}</span> {points}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
