import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ScoringMode } from '../../../graphql/generated/graphql';
import { withWords } from '../../i18n/catalogs';
import './locales';

// The score tables load when first asked for: the start page's first screen does without them.
const loadRules = () => import('../scoring-rules/ScoringRulesDialog');
const ScoringRulesDialog = lazy(
  withWords(() => loadRules().then((module) => ({ default: module.ScoringRulesDialog }))),
);

/** One line on how a game scores, for the facts list. */
export function scoringSummary(mode: ScoringMode, i18n: I18n): string {
  return mode === 'LOG'
    ? i18n._(msg`Up to 100 points a home: guessing double the price scores the same as guessing half.`)
    : i18n._(msg`Up to 100 points a home: within 5% of the price scores 100.`);
}

/** "How scoring works": a button opening a dialog with the score table of the game's mode. */
export function ScoringHelp({ mode }: { mode: ScoringMode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays the dialog's transition.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onPointerEnter={() => void loadRules()}
        onFocus={() => void loadRules()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <Trans>How scoring works</Trans>
      </button>
      {asked && (
        <Suspense fallback={null}>
          <ScoringRulesDialog mode={mode} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
