import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameProblem,
  emailProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@ballpark/common/accounts';
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

type Problems = Record<'displayName' | 'email' | 'password', string | null>;

/**
 * auth/create-account: a display name, an email and a password; the account is logged in at once, plays as this
 * browser (its games so far are the account's), and the visitor goes back where they came from (`?return=`).
 */
export function CreateAccountPage() {
  usePageTitle('Create an account');
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
      displayName: displayNameProblem(displayName),
      email: emailProblem(email),
      password: passwordProblem(password),
    };
    setProblems(found);
    if (found.displayName || found.email || found.password) return;
    try {
      await createAccount({ email: email.trim(), password, displayName: displayName.trim() });
      navigate(returnTo);
    } catch (error) {
      setServerError(errorMessage(error, "We couldn't create your account. Please try again."));
    }
  }

  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <p className="eyebrow">Your account</p>
        <h1>Create an account</h1>
        <p className="lead">
          Keep your games, results and rankings on any browser. What you have played in this browser comes along.
        </p>
      </header>
      {account ? (
        <LoggedInPanel account={account} returnTo={returnTo} />
      ) : (
        <section className="card card--raised stack" aria-label="Create an account">
          <form className="start-form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label="Display name"
              name="displayName"
              type="text"
              autoComplete="nickname"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              hint={`The name you go by, up to ${DISPLAY_NAME_MAX_LENGTH} characters.`}
              error={problems.displayName}
              disabled={!hydrated}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              hint="You log in with it. We show it to no one."
              error={problems.email}
              disabled={!hydrated}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a few words together make a good one.`}
              error={problems.password}
              disabled={!hydrated}
            />
            <FormSubmit
              label="Create account"
              busyLabel="Creating your account…"
              busy={busy}
              hydrated={hydrated}
              refusal={serverError}
            />
          </form>
          <p className="muted">
            Have an account? <Link to={paths.login(returnTo)}>Log in</Link>.
          </p>
        </section>
      )}
    </div>
  );
}
