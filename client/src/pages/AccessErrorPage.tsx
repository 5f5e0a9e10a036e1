import { Link } from 'react-router';
import { usePageTitle } from '../features/page-title';
import { paths } from '../paths';

/** Where a visitor lands when a page refused them (product spec, section 8). */
export function AccessErrorPage() {
  usePageTitle('Access error');
  return (
    <section className="page page--narrow not-found" aria-labelledby="access-error-title">
      <h1 id="access-error-title">Access error</h1>
      <p>
        There was an issue accessing the page. Please check that you have permission to view it, or contact support.
      </p>
      <Link className="button" to={paths.home()}>
        Return to the homepage
      </Link>
    </section>
  );
}
