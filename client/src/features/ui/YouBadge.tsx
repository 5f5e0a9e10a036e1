import { Trans } from '@lingui/react/macro';
import './locales';

/** The mark beside the viewer's own name, wherever names are listed: tables, boards, a home's thread. */
export function YouBadge() {
  return (
    <span className="you-badge">
      <Trans>You</Trans>
    </span>
  );
}
