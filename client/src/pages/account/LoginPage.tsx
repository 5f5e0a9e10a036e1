import { emailProblem } from '@ballpark/common/accounts';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TextField } from '../../features/ui/TextField';
import { returnPathFrom } from '../../features/account/account-paths';
import { useAccountActions, useMe } from '../../features/account/account-queries';
import { LoggedInPanel } from '../../features/account/LoggedInPanel';
import { usePageTitle } from '../../features/page-title';
import { errorMessage } from '../../features/ui/errors';
import { useHydrated } from '../../features/ui/hydration';
import { paths } from '../../paths';
import { FormSubmit } from '../../features/ui/FormSubmit';
import './locales';

/**
 * auth/login: email and password, then back to the page the visitor came from (`?return=`). What this browser played
 * as a guest becomes the account's. A wrong password and an unknown email get the server's one answer.
 */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.search);
  const account = useMe().data?.me;
  // The header's Account link leads here: signed in, this is the account's page, not a log-in.
  usePageTitle(account ? t`Your account` : t`Log in`);
  const { logIn, busy } = useAccountActions();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const found = { email: emailProblem(email, language), password: password ? null : t`Please enter your password.` };
    setProblems(found);
    if (found.email || found.password) return;
    try {
      await logIn(email.trim(), password);
      navigate(returnTo);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't log you in. Please try again.`, i18n));
    }
  }

  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        {account ? (
          <h1>
            <Trans>Your account</Trans>
          </h1>
        ) : (
          <>
            <p className="eyebrow">
              <Trans>Your account</Trans>
            </p>
            <h1>
              <Trans>Log in</Trans>
            </h1>
            <p className="lead">
              <Trans>Your games, results and rankings, on any browser.</Trans>
            </p>
          </>
        )}
      </header>
      {account ? (
        <LoggedInPanel account={account} returnTo={returnTo} />
      ) : (
        <section className="card card--raised stack" aria-label={t`Log in`}>
          <form className="start-form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problems.email}
              disabled={!hydrated}
            />
            <TextField
              label={t`Password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problems.password}
              disabled={!hydrated}
            />
            <FormSubmit
              label={t`Log in`}
              busyLabel={t`Logging in…`}
              busy={busy}
              hydrated={hydrated}
              refusal={serverError}
            />
          </form>
          <p className="muted">
            <Trans>
              No account yet? <Link to={paths.createAccount(returnTo)}>Create an account</Link>: what you have played in
              this browser comes along.
            </Trans>
          </p>
        </section>
      )}
    </div>
  );
}
