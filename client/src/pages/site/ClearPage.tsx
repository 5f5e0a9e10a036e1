import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../features/page-title';
import { useHydrated } from '../../features/ui/hydration';
import { clearLocalGameData } from '../../features/visitor/visitor-token';
import { paths } from '../../paths';
import './locales';

/**
 * Clears the game data this browser keeps in local storage (the visitor token, the remembered name), once asked; the
 * way home reloads the app, so nothing it had loaded for the old player stays in memory either.
 */
export function ClearPage() {
  const { t } = useLingui();
  usePageTitle(t`Clear game data`);
  const [cleared, setCleared] = useState(false);
  // The server's HTML has the button too: it does nothing until the page has hydrated, so it waits disabled till then.
  const hydrated = useHydrated();
  const clear = () => {
    clearLocalGameData();
    setCleared(true);
  };
  return (
    <section className="page page--narrow not-found" aria-labelledby="clear-title">
      <h1 id="clear-title">
        <Trans>Clear game data</Trans>
      </h1>
      {cleared ? (
        <>
          <p role="status">
            <Trans>Done: this browser no longer holds any game data. Your next game starts as a new player.</Trans>
          </p>
          <Link className="button" to={paths.home()} reloadDocument>
            <Trans>Return to the homepage</Trans>
          </Link>
        </>
      ) : (
        <>
          <p>
            <Trans>
              This browser keeps a player token and your name. Clearing them means your earlier sessions are no longer
              yours here: you cannot return to them from this browser, and your next game starts as a new player. Scores
              already on a leaderboard stay there.
            </Trans>
          </p>
          <button type="button" className="button button--accent" onClick={clear} disabled={!hydrated}>
            <Trans>Clear game data</Trans>
          </button>
        </>
      )}
    </section>
  );
}
