import { pagePath } from '@ballpark/common/page-routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { onward } from '../../features/game/onward';
import { PlayerNameForm, type PlayerEntry } from '../../features/game/PlayerNameForm';
import { useStartSessionWithToken } from '../../features/game/entry-token-queries';
import { rulesOf, variantOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { errorMessage } from '../../features/ui/errors';
import { rememberedPlayerName, useRememberedPlayerName } from '../../features/visitor/visitor-token';
import { gamePaths } from '../../paths';
import './locales';

/**
 * price-guess-tokens: a player handed a token by a host (an event, a class) starts the host's game with it. The token
 * names its game (the server finds it), so the player needs nothing else but a name, which a game that asks it at the
 * end does not take now (it starts as a guest, and asks the name once played).
 */
export function TokenEntryPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Play with a token`);
  const navigate = useNavigate();
  const [startWithToken, { loading }] = useStartSessionWithToken();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultName = useRememberedPlayerName();

  async function start({ playerName, entryToken = '' }: PlayerEntry) {
    setServerError(null);
    try {
      const { data } = await startWithToken({ variables: { input: { entryToken, playerName } } });
      const session = data?.startSessionWithToken;
      if (!session) throw new Error('No session');
      // A game that asks the name at the end has started as a guest: the name given here was not used.
      if (playerName && rulesOf(session.game).askName === 'at_start') rememberedPlayerName.set(playerName);
      navigate(onward(gamePaths(variantOf(session.game.variant)), session.game, session).to);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't start the game. Please try again.`, i18n));
    }
  }

  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Entry by token</Trans>
        </p>
        <h1>
          <Trans>Play with a token</Trans>
        </h1>
        <p className="lead">
          <Trans>Has the host of an event or a class handed you a token? Enter it to start their game.</Trans>
        </p>
      </header>
      <section className="card card--raised stack" aria-label={t`Start with your token`}>
        <PlayerNameForm
          defaultName={defaultName}
          askEntryToken
          nameNote={t`Some games ask it at the end instead: they start as a guest.`}
          onSubmit={(entry) => void start(entry)}
          submitting={loading}
          serverError={serverError}
        />
      </section>
      <p className="muted">
        <Trans>
          No token? <Link to={pagePath('games', {})}>Play one of the open games</Link>.
        </Trans>
      </p>
    </div>
  );
}
