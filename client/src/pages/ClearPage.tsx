import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../features/page-title';
import { clearLocalGameData } from '../features/visitor/visitor-token';
import { paths } from '../paths';

/** Clears the game data this browser keeps (the visitor token, the remembered name, the cached games), once asked. */
export function ClearPage() {
  usePageTitle('Clear game data');
  const client = useApolloClient();
  const [cleared, setCleared] = useState(false);
  const clear = async () => {
    clearLocalGameData();
    await client.clearStore();
    setCleared(true);
  };
  return (
    <section className="page page--narrow not-found" aria-labelledby="clear-title">
      <h1 id="clear-title">Clear game data</h1>
      {cleared ? (
        <>
          <p role="status">Done: this browser no longer holds any game data. Your next game starts as a new player.</p>
          <Link className="button" to={paths.home()}>
            Return to the homepage
          </Link>
        </>
      ) : (
        <>
          <p>
            This browser keeps a player token, your name and the games you loaded. Clearing them means your earlier
            sessions are no longer yours here: you cannot return to them from this browser, and your next game starts as
            a new player. Scores already on a leaderboard stay there.
          </p>
          <button type="button" className="button button--accent" onClick={() => void clear()}>
            Clear game data
          </button>
        </>
      )}
    </section>
  );
}
