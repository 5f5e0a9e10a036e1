import { Link } from 'react-router';
import { usePageTitle } from '../../features/page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="page page--narrow not-found">
      <h1>Page Not Found</h1>
      <p>Sorry, the page you are looking for could not be found. Please check the URL or return to the homepage.</p>
      <Link className="button" to="/">
        Return to the homepage
      </Link>
    </section>
  );
}
