import { pagePath } from '@ballpark/common/page-routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../ui/errors';
import { useAccountActions, type OwnAccount } from './account-queries';

/** What the account pages show a visitor who is logged in already: who, the way back, and logging out. */
export function LoggedInPanel({ account, returnTo }: { account: OwnAccount; returnTo: string }) {
  const { logOut, busy } = useAccountActions();
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="card card--raised stack" aria-label="Your account">
      <p role="status">
        You are logged in as <strong>{account.displayName}</strong> ({account.email}).
      </p>
      <div className="account-actions">
        <Link className="button button--accent" to={returnTo}>
          Continue
        </Link>
        <Link className="button button--secondary" to={pagePath('createGame', {})}>
          Make a game
        </Link>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setError(null);
            logOut().catch((failure: unknown) =>
              setError(errorMessage(failure, "We couldn't log you out. Please try again.")),
            );
          }}
        >
          {busy ? 'Logging out…' : 'Log out'}
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
