import { emojiFor, MAX_POINTS_PER_GUESS, SCORE_BANDS, scoreGuess } from '@ballpark/common/scoring';
import { Dialog } from '../dialog/Dialog';
import type { ScoringMode } from '../../graphql/generated/graphql';

// How many times too high (or, upside down, too low) each example row is: a factor reads plainly as two percentages.
const PROPORTIONAL_EXAMPLES = [1, 1.1, 1.25, 1.5, 2, 3, 4];
const PRICE = 100_000;

/** "10% too high or 9% too low": the two misses a factor stands for, in whole percentages. */
function missesOf(factor: number): string {
  if (factor === 1) return 'Spot on';
  const high = Math.round((factor - 1) * 100);
  const low = Math.round((1 - 1 / factor) * 100);
  const named = factor === 2 ? ' (double or half)' : '';
  return `${high}% too high or ${low}% too low${named}`;
}

/** The score table of a game's mode, in a dialog (ScoringHelp loads it on demand). */
export default function ScoringRulesDialog({
  mode,
  open,
  onClose,
}: {
  mode: ScoringMode;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title="How scoring works" onClose={onClose}>
      {mode === 'LOG' ? <LogScoring /> : <BandScoring />}
      <p className="muted small">
        Your total is the sum over all homes, at most {MAX_POINTS_PER_GUESS} points each. Scores are worked out on our
        server, and each home can be guessed once per game.
      </p>
    </Dialog>
  );
}

function BandScoring() {
  return (
    <>
      <p>The closer your guess to the real price, the more points you score.</p>
      <div className="table-scroll">
        <table className="table table--compact">
          <caption className="visually-hidden">Points by how far the guess is from the price</caption>
          <thead>
            <tr>
              <th scope="col">Your guess is off by</th>
              <th scope="col" className="number">
                Points
              </th>
              <th scope="col">Feedback</th>
            </tr>
          </thead>
          <tbody>
            {SCORE_BANDS.map((band, index) => (
              <tr key={band.points}>
                <td>
                  {Number.isFinite(band.maxAbsDiffPercent)
                    ? `up to ${band.maxAbsDiffPercent}%`
                    : `more than ${SCORE_BANDS[index - 1]?.maxAbsDiffPercent ?? 100}%`}
                </td>
                <td className="number">{band.points}</td>
                <td>
                  <span aria-hidden="true">{emojiFor(band.points)}</span> {band.feedback}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function LogScoring() {
  const floor = scoreGuess(PRICE * 4, PRICE, 'log');
  return (
    <>
      <p>
        The closer your guess to the real price, the more points you score, and missing high costs the same as missing
        low by the same proportion: guessing double the price scores the same as guessing half.
      </p>
      <div className="table-scroll">
        <table className="table table--compact">
          <caption className="visually-hidden">Points by how far too high or too low the guess is</caption>
          <thead>
            <tr>
              <th scope="col">Your guess is</th>
              <th scope="col" className="number">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {PROPORTIONAL_EXAMPLES.map((factor) => {
              const points = scoreGuess(factor * PRICE, PRICE, 'log');
              return (
                <tr key={factor}>
                  <td>{missesOf(factor)}</td>
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
        Any guess scores at least {floor} points, however far off. The words beside your points say how far off you
        were: &ldquo;{SCORE_BANDS[0]?.feedback}&rdquo; within {SCORE_BANDS[0]?.maxAbsDiffPercent}% of the price, down to
        &ldquo;{SCORE_BANDS[SCORE_BANDS.length - 1]?.feedback}&rdquo; beyond double.
      </p>
    </>
  );
}
