import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameProblem,
  emailProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@ballpark/common/accounts';
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
import { useRememberedPlayerName } from '../../features/visitor/visitor-token';
import { FormSubmit } from '../../features/ui/FormSubmit';
import './locales';

type Problems = Record<'displayName' | 'email' | 'password', string | null>;

/**
 * auth/create-account: a display name, an email and a password; the account is logged in at once, plays as this
 * browser (its games so far are the account's), and the visitor goes back where they came from (`?return=`).
 */
export function CreateAccountPage() {
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  usePageTitle(t`Create an account`);
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.search);
  const account = useMe().data?.me;
  const { createAccount, busy } = useAccountActions();
  const hydrated = useHydrated();
  // The name played under in this browser, read after hydration: it stands until typed over.
  const rememberedName = useRememberedPlayerName();
  const [typedName, setDisplayName] = useState<string | null>(null);
  const displayName = typedName ?? rememberedName;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({ displayName: null, email: null, password: null });
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const found = {
      displayName: displayNameProblem(displayName, language),
      email: emailProblem(email, language),
      password: passwordProblem(password, language),
    };
    setProblems(found);
    if (found.displayName || found.email || found.password) return;
    try {
      await createAccount({ email: email.trim(), password, displayName: displayName.trim() });
      navigate(returnTo);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't create your account. Please try again.`, i18n));
    }
  }

  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Your account</Trans>
        </p>
        <h1>
          <Trans>Create an account</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Keep your games, results and rankings on any browser. What you have played in this browser comes along.
          </Trans>
        </p>
      </header>
      {account ? (
        <LoggedInPanel account={account} returnTo={returnTo} />
      ) : (
        <section className="card card--raised stack" aria-label={t`Create an account`}>
          <form className="start-form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={t`Display name`}
              name="displayName"
              type="text"
              autoComplete="nickname"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              hint={t`The name you go by, up to ${DISPLAY_NAME_MAX_LENGTH} characters.`}
              error={problems.displayName}
              disabled={!hydrated}
            />
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              hint={t`You log in with it. We show it to no one.`}
              error={problems.email}
              disabled={!hydrated}
            />
            <TextField
              label={t`Password`}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={t`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a few words together make a good one.`}
              error={problems.password}
              disabled={!hydrated}
            />
            <FormSubmit
              label={t`Create account`}
              busyLabel={t`Creating your account…`}
              busy={busy}
              hydrated={hydrated}
              refusal={serverError}
            />
          </form>
          <p className="muted">
            <Trans>
              Have an account? <Link to={paths.login(returnTo)}>Log in</Link>.
            </Trans>
          </p>
        </section>
      )}
    </div>
  );
}
