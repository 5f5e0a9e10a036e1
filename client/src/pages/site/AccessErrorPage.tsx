import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../features/page-title';
import { paths } from '../../paths';
import './locales';

/**
 * Where a visitor lands when a page refused them (product spec, section 8), and what an admin page shows in its
 * place to those it refuses: never the page's data. A guest is offered the log-in page, which comes back here.
 */
export function AccessErrorPage({ askToLogIn = false }: { askToLogIn?: boolean }) {
  const { t } = useLingui();
  usePageTitle(t`Access error`);
  const location = useLocation();
  return (
    <section className="page page--narrow not-found" aria-labelledby="access-error-title">
      <h1 id="access-error-title">
        <Trans>Access error</Trans>
      </h1>
      <p>
        <Trans>
          There was an issue accessing the page. Please check that you have permission to view it, or contact support.
        </Trans>
      </p>
      <p className="row">
        {askToLogIn && (
          <Link className="button button--accent" to={paths.login(location.pathname + location.search)}>
            <Trans>Log in</Trans>
          </Link>
        )}
        <Link className="button" to={paths.home()}>
          <Trans>Return to the homepage</Trans>
        </Link>
      </p>
    </section>
  );
}

/** Whether a refused query means the caller may not see the page: a guest (asked to log in) or an account without the right. */
export function refusalOf(code: string | null): { askToLogIn: boolean } | null {
  if (code === 'UNAUTHENTICATED') return { askToLogIn: true };
  if (code === 'FORBIDDEN') return { askToLogIn: false };
  return null;
}
