import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import { SocialLinks } from '../ContactCard';
import './locales';

/** A newsletter's site: a masthead with the title and its line, a reading column, a subscribe footer. */
export function MastheadLayout({ children }: { children: ReactNode }) {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  const location = useLocation();
  return (
    <div className="site site--masthead" data-layout="MastheadLayout">
      <header className="masthead">
        <Link to={paths.home()} className="masthead__title" aria-label={t`${name} home`}>
          <img src={brand.logoUrl} alt="" width={48} height={48} />
          <span>{brand.displayName}</span>
        </Link>
        <p className="masthead__tagline">{brand.tagline}</p>
        <nav aria-label="Main" className="masthead__nav">
          <NavLink to={paths.home()} end>
            {t`All games`}
          </NavLink>
          <a href={`mailto:${brand.serviceEmail}`}>{t`Subscribe`}</a>
          {/* A plain link: asking who is logged in on every page would cost the first screen a query and its code. */}
          <Link to={paths.login(location.pathname + location.search)}>{t`Account`}</Link>
        </nav>
      </header>
      <main id="main" className="site-main masthead-main">
        {children}
      </main>
      <footer className="site-footer masthead-footer">
        {brand.agentName && (
          <p>
            {brand.agentName}
            {brand.agentTitle && `, ${brand.agentTitle}`}
          </p>
        )}
        <SocialLinks />
        <p>{t`Price game by Ballpark`}</p>
      </footer>
    </div>
  );
}
