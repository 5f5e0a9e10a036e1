import { skipToken, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { graphql } from '../../../graphql/generated';
import { paths } from '../../../paths';
import { useHydrated } from '../../ui/hydration';
import './locales';

/** Who is logged in, for the header: the account's id and the name it shows (nothing else travels to every page). */
const headerAccountQuery = graphql(`
  query HeaderAccount {
    me {
      id
      displayName
    }
  }
`);

/**
 * The header's account link: the logged-in account's name, to its account page (the log-in address shows a logged-in
 * account its own panel); "Log in" for a guest. Asked once hydrated, so the server's HTML (rendered for any visitor)
 * and the hydrating render agree, and a page's first paint waits for nothing. Logging in or out resets the cache,
 * which asks again.
 */
export function AccountLink() {
  const { t } = useLingui();
  const location = useLocation();
  const hydrated = useHydrated();
  const account = useQuery(headerAccountQuery, hydrated ? { fetchPolicy: 'cache-first' } : skipToken).data?.me;
  const to = paths.login(location.pathname + location.search);
  if (!account) return <Link to={to}>{t`Account`}</Link>;
  const name = account.displayName;
  return (
    <Link to={to} className="account-link" aria-label={t`Your account: ${name}`}>
      {name}
    </Link>
  );
}
