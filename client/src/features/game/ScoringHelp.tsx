import { useState } from 'react';
import { emojiFor, MAX_POINTS_PER_GUESS, SCORE_BANDS, scoreGuess } from '@ballpark/common/scoring';
import { Dialog } from '../dialog/Dialog';
import type { ScoringMode } from '../../graphql/generated/graphql';

/** One line on how a game scores, for the facts list. */
export function scoringSummary(mode: ScoringMode): string {
  return mode === 'LOG'
    ? 'Log scale: guessing half costs as much as guessing double.'
    : 'Up to 100 points a home: within 5% of the price scores 100.';
}

const LOG_EXAMPLES = [1, 1.1, 1.25, 1.5, 2, 3, 4];

/** "How scoring works": a button opening a dialog with the score table of the game's mode. */
export function ScoringHelp({ mode }: { mode: ScoringMode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        How scoring works
      </button>
      <Dialog open={open} title="How scoring works" onClose={() => setOpen(false)}>
        {mode === 'LOG' ? <LogScoring /> : <BandScoring />}
        <p className="muted small">
          Your total is the sum over all homes, at most {MAX_POINTS_PER_GUESS} points each. Scores are worked out on our
          server, and each home can be guessed once per game.
        </p>
      </Dialog>
    </>
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
  return (
    <>
      <p>
        This game scores on a log scale: being off by a factor costs the same whichever way you miss, so guessing half
        the price scores the same as guessing double.
      </p>
      <div className="table-scroll">
        <table className="table table--compact">
          <caption className="visually-hidden">Points by how many times too high or too low the guess is</caption>
          <thead>
            <tr>
              <th scope="col">Your guess vs the price</th>
              <th scope="col" className="number">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {LOG_EXAMPLES.map((factor) => {
              const points = scoreGuess(factor * 100_000, 100_000, 'log');
              return (
                <tr key={factor}>
                  <td>
                    {factor === 1 ? 'Spot on' : `×${factor} or ÷${factor}`}
                    {factor === 2 && <span className="muted"> (double or half)</span>}
                  </td>
                  <td className="number">
                    <span aria-hidden="true">{emojiFor(points)}</span> {points}
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
