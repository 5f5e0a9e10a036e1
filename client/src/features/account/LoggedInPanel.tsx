import { pagePath } from '@ballpark/common/page-routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../ui/errors';
import { useAccountActions, type OwnAccount } from './account-queries';
import './locales';

/** What the account pages show a visitor who is logged in already: who, the way back, and logging out. */
export function LoggedInPanel({ account, returnTo }: { account: OwnAccount; returnTo: string }) {
  const { logOut, busy } = useAccountActions();
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const { displayName, email } = account;
  return (
    <section className="card card--raised stack" aria-label={t`Your account`}>
      <p role="status">
        <Trans>
          You are logged in as <strong>{displayName}</strong> ({email}).
        </Trans>
      </p>
      <div className="account-actions">
        <Link className="button button--accent" to={returnTo}>
          <Trans>Continue</Trans>
        </Link>
        <Link className="button button--secondary" to={pagePath('createGame', {})}>
          <Trans>Make a game</Trans>
        </Link>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setError(null);
            logOut().catch((failure: unknown) =>
              setError(errorMessage(failure, t`We couldn't log you out. Please try again.`, i18n)),
            );
          }}
        >
          {busy ? t`Logging out…` : t`Log out`}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
