import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import { BrandMark } from '../BrandMark';
import { ContactCard } from '../ContactCard';
import './locales';

/** An agent's site: their brand bar with a phone number, the page beside their contact card. */
export function AgentLayout({ children }: { children: ReactNode }) {
  const { brand } = useBrand();
  const { t } = useLingui();
  const location = useLocation();
  return (
    <div className="site site--agent" data-layout="AgentLayout">
      <header className="site-header agent-header">
        <BrandMark />
        <nav aria-label="Main">
          <NavLink to={paths.home()} end>
            {t`All games`}
          </NavLink>
          {/* A plain link: asking who is logged in on every page would cost the first screen a query and its code. */}
          <Link to={paths.login(location.pathname + location.search)}>{t`Account`}</Link>
          {brand.phone && (
            <a className="agent-header__phone" href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>
              {brand.phone}
            </a>
          )}
        </nav>
      </header>
      <div className="agent-body">
        <main id="main" className="site-main agent-main">
          {children}
        </main>
        <ContactCard />
      </div>
      <footer className="site-footer agent-footer">
        <p>
          {brand.company ?? brand.displayName}
          {brand.location && ` · ${brand.location}`}
        </p>
        <p>{t`Price game by Ballpark`}</p>
      </footer>
    </div>
  );
}
