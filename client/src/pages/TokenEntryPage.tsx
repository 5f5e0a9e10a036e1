import { pagePath } from '@ballpark/common/page-routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStartSessionWithToken } from '../features/game/game-queries';
import { PlayerNameForm } from '../features/game/PlayerNameForm';
import { pathAfterStart } from '../features/game/start-session';
import { usePageTitle } from '../features/page-title';
import { errorMessage } from '../features/ui/errors';
import { rememberedPlayerName, useRememberedPlayerName } from '../features/visitor/visitor-token';
import { gamePaths } from '../paths';
import { variantOf } from '../features/game/variant-rules';

/**
 * price-guess-tokens: a player handed a token by a host (an event, a class) starts the host's game with it. The token
 * names its game (the server finds it), so the player needs nothing else.
 */
export function TokenEntryPage() {
  usePageTitle('Play with a token');
  const navigate = useNavigate();
  const [startWithToken, { loading }] = useStartSessionWithToken();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultName = useRememberedPlayerName();

  async function start(playerName: string, entryToken = '') {
    setServerError(null);
    try {
      const { data } = await startWithToken({ variables: { input: { entryToken, playerName } } });
      const session = data?.startSessionWithToken;
      if (!session) throw new Error('No session');
      rememberedPlayerName.set(playerName);
      navigate(pathAfterStart(gamePaths(variantOf(session.game.variant)), session));
    } catch (error) {
      setServerError(errorMessage(error, "We couldn't start the game. Please try again."));
    }
  }

  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <p className="eyebrow">Entry by token</p>
        <h1>Play with a token</h1>
        <p className="lead">
          Has the host of an event or a class handed you a token? Enter it with your name to start their game.
        </p>
      </header>
      <section className="card card--raised stack" aria-label="Start with your token">
        <PlayerNameForm
          defaultName={defaultName}
          askEntryToken
          onSubmit={(name, entryToken) => void start(name, entryToken)}
          submitting={loading}
          serverError={serverError}
        />
      </section>
      <p className="muted">
        No token? <Link to={pagePath('games', {})}>Play one of the open games</Link>.
      </p>
    </div>
  );
}
