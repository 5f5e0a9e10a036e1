import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { forgetGuest } from '../../features/visitor/visitor-token';
import { useGamePaths } from '../../paths';
import './locales';

/** Klavo's clear-guest: forgets the guest session in this browser on arrival, then offers a fresh start. */
export function ClearGuestPage() {
  const { t } = useLingui();
  usePageTitle(t`Forget me on this device`);
  const { game } = useGameContext();
  const paths = useGamePaths();
  useEffect(forgetGuest, []);
  const gameTitle = game.title;
  return (
    <section className="page page--narrow not-found" aria-labelledby="clear-guest-title">
      <h1 id="clear-guest-title">
        <Trans>Guest session cleared</Trans>
      </h1>
      <p role="status">
        <Trans>This browser no longer remembers you as a guest: your next game starts as a new player.</Trans>
      </p>
      <Link className="button button--accent" to={paths.gameStart(game.slug)}>
        <Trans>Play {gameTitle}</Trans>
      </Link>
    </section>
  );
}
