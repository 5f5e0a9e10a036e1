import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../features/page-title';
import { clearLocalGameData } from '../../features/visitor/visitor-token';
import { paths } from '../../paths';

/**
 * Clears the game data this browser keeps in local storage (the visitor token, the remembered name), once asked; the
 * way home reloads the app, so nothing it had loaded for the old player stays in memory either.
 */
export function ClearPage() {
  usePageTitle('Clear game data');
  const [cleared, setCleared] = useState(false);
  const clear = () => {
    clearLocalGameData();
    setCleared(true);
  };
  return (
    <section className="page page--narrow not-found" aria-labelledby="clear-title">
      <h1 id="clear-title">Clear game data</h1>
      {cleared ? (
        <>
          <p role="status">Done: this browser no longer holds any game data. Your next game starts as a new player.</p>
          <Link className="button" to={paths.home()} reloadDocument>
            Return to the homepage
          </Link>
        </>
      ) : (
        <>
          <p>
            This browser keeps a player token and your name. Clearing them means your earlier sessions are no longer
            yours here: you cannot return to them from this browser, and your next game starts as a new player. Scores
            already on a leaderboard stay there.
          </p>
          <button type="button" className="button button--accent" onClick={clear}>
            Clear game data
          </button>
        </>
      )}
    </section>
  );
}
