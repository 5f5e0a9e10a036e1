import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans as TransMessage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import './locales';

const EXPLANATION = msg`You had seen the price of at least one of these homes before this game, so it is practice: scored as usual, but it doesn't enter the leaderboard.`;

/** What "practice" means, said the same way wherever a practice session is shown. */
export function practiceExplanation(i18n: I18n): string {
  return i18n._(EXPLANATION);
}

/** The same, as an element to place in a page: it reads in the language of the page it renders in. */
export const PRACTICE_EXPLANATION = <TransMessage id={EXPLANATION.id} message={EXPLANATION.message} />;

/** The label of a practice session (GAME-RULES "Ranked or practice"). */
export function PracticeBadge() {
  const { i18n } = useLingui();
  return (
    <span className="practice-badge" title={practiceExplanation(i18n)}>
      <Trans>Practice</Trans>
    </span>
  );
}
