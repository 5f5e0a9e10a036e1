import { lazy, Suspense, useState } from 'react';
import type { ScoringMode } from '../../graphql/generated/graphql';

// The tables and their dialog load on the first click: the start pages' first screen stays within its budget.
const ScoringRulesDialog = lazy(() => import('./ScoringRulesDialog'));

/** One line on how a game scores, for the facts list. */
export function scoringSummary(mode: ScoringMode): string {
  return mode === 'LOG'
    ? 'Up to 100 points a home: guessing double the price scores the same as guessing half.'
    : 'Up to 100 points a home: within 5% of the price scores 100.';
}

/** "How scoring works": a button opening a dialog with the score table of the game's mode. */
export function ScoringHelp({ mode }: { mode: ScoringMode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the dialog can play its closing transition.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        How scoring works
      </button>
      {asked && (
        <Suspense fallback={null}>
          <ScoringRulesDialog mode={mode} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
