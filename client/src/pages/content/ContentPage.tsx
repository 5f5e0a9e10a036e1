import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, useNavigate, Link } from 'react-router';
import type { MouseEvent } from 'react';
import { usePageTitle } from '../../features/page-title';
import type { ContentRouteData } from './content-route';
import './locales';

/** The generic page's words when the registry has none (spec "Static content pages"). */
const GENERIC_TITLE = msg`Page`;

/**
 * Every content page: breadcrumbs, the title, the body written for the route (or, without one, its description), the
 * game that suits its reader, and the hub's pages. A page of questions carries them as structured data.
 */
export function ContentPage() {
  const { page, body } = useLoaderData() as ContentRouteData;
  const { t, i18n } = useLingui();
  const title = page.title || i18n._(GENERIC_TITLE);
  usePageTitle(title);
  const followInternalLink = useInternalLinks();
  const crumbs = [{ path: '/', title: t`Home` }, ...(page.hub ? [page.hub] : []), { path: page.path, title }];
  const hubTitle = page.hub?.title;

  return (
    <article className="page content-page" aria-labelledby="content-title">
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
        <ol>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page">
                {crumb.title}
              </li>
            ) : (
              <li key={crumb.path}>
                <Link to={crumb.path}>{crumb.title}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <h1 id="content-title">{title}</h1>
      {body ? (
        // The body is the repository's own Markdown, compiled at build time with any HTML in it escaped.
        <div
          className="content-page__body"
          onClick={followInternalLink}
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      ) : (
        <p className="lead">{page.description}</p>
      )}
      {page.play && (
        <p className="content-page__play">
          <Link className="button button--accent" to={page.play}>
            <Trans>Play</Trans>
          </Link>
        </p>
      )}
      {page.pages.length > 0 && (
        <nav className="content-page__pages" aria-labelledby="content-pages-title">
          <h2 id="content-pages-title">{hubTitle ? t`More in ${hubTitle}` : t`In ${title}`}</h2>
          <ul>
            {page.pages.map((link) => (
              <li key={link.path}>
                {link.path === page.path ? (
                  <span aria-current="page">{link.title}</span>
                ) : (
                  <Link to={link.path}>{link.title}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.faq && body && <FaqStructuredData faq={body.faq} />}
    </article>
  );
}

/** A click on a link of the body to a page of this site navigates in the app instead of reloading the page. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * A page of questions as FAQPage structured data (JSON-LD; the server puts the breadcrumbs' in the head, with the
 * site's origin).
 */
function FaqStructuredData({ faq }: { faq: readonly { question: string; answer: string }[] }) {
  if (faq.length === 0) return null;
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
