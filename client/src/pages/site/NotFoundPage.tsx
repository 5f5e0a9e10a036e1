import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageTitle } from '../../features/page-title';
import './locales';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  return (
    <section className="page page--narrow not-found">
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>
          Sorry, the page you are looking for could not be found. Please check the URL or return to the homepage.
        </Trans>
      </p>
      <Link className="button" to="/">
        <Trans>Return to the homepage</Trans>
      </Link>
    </section>
  );
}
