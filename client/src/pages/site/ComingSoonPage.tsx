import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageTitle } from '../../features/page-title';
import { paths } from '../../paths';
import { useRouteEntry } from '../route-entry';
import './locales';

/** A screen a later release brings: its title and what it will be, said plainly (the server marks it noindex). */
export function ComingSoonPage() {
  const route = useRouteEntry();
  usePageTitle(route.title);
  return (
    <section className="page page--narrow not-found" aria-labelledby="coming-soon-title">
      <p className="eyebrow">
        <Trans>Coming soon</Trans>
      </p>
      <h1 id="coming-soon-title">{route.title}</h1>
      <p className="lead">{route.description}</p>
      <p className="muted">
        <Trans>This page is not open yet. The games are: try one while you wait.</Trans>
      </p>
      <Link className="button button--accent" to={paths.home()}>
        <Trans>Play a game</Trans>
      </Link>
    </section>
  );
}
