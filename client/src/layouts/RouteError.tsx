import { useLingui } from '@lingui/react/macro';
import { Link, useRouteError } from 'react-router';
import { usePageTitle } from '../features/page-title';
import { ErrorState } from '../features/ui/StatusViews';
import { paths } from '../paths';
import './locales';

// How browsers and Vite word a chunk that did not download (Chromium, Firefox, Safari, Vite's CSS preload): after a
// deploy the old hashed chunks are gone, so a page opened before it 404s on its next lazy import.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True when the error is a lazy chunk that did not load, which only a reload (the new deploy's chunks) can fix. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * A route's errorElement: a render error, a lazy chunk that failed to load, or anything else thrown, in plain words
 * with a reload and a way home. The error's own message and stack are never shown.
 */
export function RouteError() {
  const chunk = isChunkLoadError(useRouteError());
  const { t } = useLingui();
  const title = chunk ? t`This page needs a reload` : t`Something went wrong`;
  usePageTitle(title);
  return (
    <div className="page--narrow">
      <ErrorState
        headingLevel={1}
        title={title}
        message={
          chunk
            ? t`Part of this page didn't download: Ballpark may have been updated since you opened it, or the connection dropped. Reloading gets the latest version.`
            : t`This page ran into a problem we didn't expect. Reloading usually fixes it.`
        }
      >
        <button type="button" className="button button--accent" onClick={() => window.location.reload()}>
          {t`Reload the page`}
        </button>
        <Link className="button button--secondary" to={paths.home()} reloadDocument={chunk}>
          {t`Go to the homepage`}
        </Link>
      </ErrorState>
    </div>
  );
}
