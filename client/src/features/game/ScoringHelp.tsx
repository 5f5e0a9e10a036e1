import { lazy, Suspense, useState } from 'react';
import type { ScoringMode } from '../../graphql/generated/graphql';

// The tables load when the dialog is first opened: a start page's first screen has only the button.
const ScoringRules = lazy(() => import('./ScoringRules'));

/** One line on how a game scores, for the facts list. */
export function scoringSummary(mode: ScoringMode): string {
  return mode === 'LOG'
    ? 'Up to 100 points a home: guessing double the price scores the same as guessing half.'
    : 'Up to 100 points a home: within 5% of the price scores 100.';
}

/** "How scoring works": a button opening a dialog with the score table of the game's mode. */
export function ScoringHelp({ mode }: { mode: ScoringMode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        How scoring works
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ScoringRules mode={mode} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
