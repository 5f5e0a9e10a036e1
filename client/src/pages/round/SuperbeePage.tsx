import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@apollo/client/react';
import type { GameSettings } from '@ballpark/common/game-builder';
import { gamePagePath } from '@ballpark/common/page-routes';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { updateGameSettingsMutation } from '../../features/builder/builder-queries';
import { GameSettingsForm, toSettingsInput } from '../../features/builder/GameSettingsForm';
import { HomeCard } from '../../features/builder/HomeCard';
import { HomesStep } from '../../features/builder/HomesStep';
import { ManagedGame } from '../../features/builder/ManagedGame';
import { variantOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { errorMessage } from '../../features/ui/errors';
import { useHydrated } from '../../features/ui/hydration';
import { useGamePaths } from '../../paths';
import { AccessErrorPage } from '../site/AccessErrorPage';
import './locales';

/**
 * superbee and propertySuperbee (one page key): a game's managers (its creator, its brand's admins, site admins) edit its settings, with the builder's
 * one settings form, and its homes: order, shown or hidden, display title (facts and price while it is a draft).
 * Sessions already started keep their homes: each drew its own when it started.
 */
export function SuperbeePage() {
  // One page key for both: a home's superbee path names the home.
  return useParams().gameHomeId ? <PropertySuperbee /> : <GameSuperbee />;
}

function GameSuperbee() {
  const { t } = useLingui();
  usePageTitle(t`Manage this game`);
  const slug = useParams().gameSlug ?? '';
  const hydrated = useHydrated();
  const paths = useGamePaths();
  const [update, { loading }] = useMutation(updateGameSettingsMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  return (
    <ManagedGame slug={slug}>
      {(game) => {
        async function save(settings: GameSettings) {
          setRefusal(null);
          setSaved(false);
          try {
            await update({ variables: { gameId: game.id, settings: toSettingsInput(settings) } });
            setSaved(true);
          } catch (error) {
            setRefusal(errorMessage(error, t`We couldn't save the settings. Please try again.`));
          }
        }
        return (
          <div className="stack-lg builder">
            <header className="page-head">
              <p className="eyebrow">
                <Trans>Manage</Trans>
              </p>
              <h1>{game.title}</h1>
              <p className="lead">
                <Trans>
                  Changes apply to sessions started from now on; a session in progress keeps its homes.{' '}
                  <Link to={paths.gameStart(game.slug)}>Back to the game</Link>
                </Trans>
              </p>
            </header>
            <section className="card card--raised stack" aria-labelledby="superbee-settings">
              <h2 id="superbee-settings">
                <Trans>Settings</Trans>
              </h2>
              <GameSettingsForm
                game={game}
                defaultVariant={variantOf(game.variant)}
                submitLabel={t`Save the settings`}
                busy={loading}
                hydrated={hydrated}
                refusal={refusal}
                onSubmit={(settings) => void save(settings)}
              />
              {saved && (
                <p role="status" className="muted">
                  <Trans>Saved.</Trans>
                </p>
              )}
            </section>
            <HomesStep game={game} hydrated={hydrated} />
          </div>
        );
      }}
    </ManagedGame>
  );
}

/** A home's superbee page: its game's managers edit it (display title, shown or hidden; facts and price in a draft). */
function PropertySuperbee() {
  const { t } = useLingui();
  usePageTitle(t`Edit this home`);
  const params = useParams();
  const gameHomeId = params.gameHomeId;
  const hydrated = useHydrated();
  return (
    <ManagedGame slug={params.gameSlug ?? ''}>
      {(game) => {
        const home = game.homes.find((candidate) => candidate.id === gameHomeId);
        const gameTitle = game.title;
        if (!home) return <AccessErrorPage />;
        return (
          <div className="stack-lg builder">
            <header className="page-head">
              <p className="eyebrow">
                <Trans>Manage {gameTitle}</Trans>
              </p>
              <h1>
                <Trans>Edit this home</Trans>
              </h1>
              <p className="lead">
                <Link to={gamePagePath(variantOf(game.variant), 'superbee', { gameSlug: game.slug })}>
                  <Trans>All the homes of this game</Trans>
                </Link>
              </p>
            </header>
            <HomeCard game={game} home={home} hydrated={hydrated} startEditing />
          </div>
        );
      }}
    </ManagedGame>
  );
}
