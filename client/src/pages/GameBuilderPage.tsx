import { useMutation, useQuery } from '@apollo/client/react';
import type { GameSettings } from '@ballpark/common/game-builder';
import type { GameVariant } from '@ballpark/common/game-variants';
import { liveRoute } from '@ballpark/common/page-routes';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  builderGameQuery,
  builderMeQuery,
  createGameMutation,
  gameBuilderAccessQuery,
  myBuiltGamesQuery,
  publishGameMutation,
  updateGameSettingsMutation,
} from '../features/builder/builder-queries';
import type { BuilderGame } from '../features/builder/builder-types';
import { GameSettingsForm, toSettingsInput } from '../features/builder/GameSettingsForm';
import { HomesStep } from '../features/builder/HomesStep';
import { JoinQrCode } from '../features/party/JoinQrCode';
import { useBrand } from '../features/brand/brand-context';
import { usePageTitle } from '../features/page-title';
import { errorMessage } from '../features/ui/errors';
import { useHydrated } from '../features/ui/hydration';
import { Redirect } from '../features/ui/Redirect';
import { paths } from '../paths';
import { AccessErrorPage } from './site/AccessErrorPage';
import { useRouteName } from './route-name';
import { BUILDER_WORDS } from '../features/builder/builder-words';

type Step = 'settings' | 'homes' | 'review';
const STEPS: readonly (readonly [Step, string])[] = [
  ['settings', '1. Settings'],
  ['homes', '2. Homes'],
  ['review', '3. Review and publish'],
];

/**
 * The game builder (create-game, and each variant's creat-*-game path with that variant chosen): settings, then
 * homes, then review and publish, with the share link and its QR code. The draft's id is in the address (`?game=`),
 * so a reload or a later visit continues it. A logged-out visitor is sent to log in and brought back.
 */
export function GameBuilderPage() {
  usePageTitle('Create a game');
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const gameId = search.get('game');
  const defaultVariant = liveRoute(useRouteName())?.builds ?? 'public';
  const me = useQuery(builderMeQuery, { fetchPolicy: 'network-only' });
  const game = useQuery(builderGameQuery, { variables: { id: gameId ?? '' }, skip: !gameId });
  // Asked once logged in: the server decides who builds on this site (BRAND_POLICY.publishGames).
  const access = useQuery(gameBuilderAccessQuery, { fetchPolicy: 'network-only', skip: !me.data?.me });
  const hydrated = useHydrated();

  if (me.loading || access.loading || (gameId && game.loading && !game.data))
    return <p className="muted">Loading the game builder…</p>;
  if (me.data && !me.data.me) return <Redirect to={paths.login(location.pathname + location.search)} />;
  const failed = me.error ?? access.error;
  if (failed) return <p className="field-error">{errorMessage(failed, "We couldn't load the game builder.")}</p>;
  if (gameId && game.error) {
    // Not this account's game: the page says so as every admin page does, never showing the game.
    return <AccessErrorPage />;
  }
  if (!gameId && access.data && !access.data.gameBuilderAccess.buildsHere)
    return <BuildOnMainSite builderUrl={access.data.gameBuilderAccess.mainSiteBuilderUrl} />;
  return (
    <Builder
      key={gameId ?? 'new'}
      game={game.data?.builderGame ?? null}
      defaultVariant={defaultVariant}
      hydrated={hydrated}
      onCreated={(id) => setSearch({ game: id }, { replace: true })}
    />
  );
}

function Builder({
  game,
  defaultVariant,
  hydrated,
  onCreated,
}: {
  game: BuilderGame | null;
  defaultVariant: GameVariant;
  hydrated: boolean;
  onCreated(id: string): void;
}) {
  const [step, setStep] = useState<Step>(game ? (game.homes.length ? 'review' : 'homes') : 'settings');
  const [create, created] = useMutation(createGameMutation);
  const [update, updated] = useMutation(updateGameSettingsMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function saveSettings(settings: GameSettings) {
    setRefusal(null);
    try {
      if (game) await update({ variables: { gameId: game.id, settings: toSettingsInput(settings) } });
      else {
        const { data } = await create({ variables: { settings: toSettingsInput(settings) } });
        if (data) onCreated(data.createGame.id);
      }
      setStep('homes');
    } catch (error) {
      setRefusal(errorMessage(error, "We couldn't save the settings. Please try again."));
    }
  }

  return (
    <div className="stack-lg builder">
      <header className="page-head">
        <p className="eyebrow">Game builder</p>
        <h1>{game ? game.title : 'Create a game'}</h1>
        <p className="lead">
          Paste listing links, set the rounds and regions, and share it.
          {game?.status === 'DRAFT' && ' This game is a draft: only you can see it until you publish it.'}
        </p>
      </header>
      <nav aria-label="Builder steps">
        <ol className="segmented builder-steps">
          {STEPS.map(([name, label]) => (
            <li key={name}>
              <button
                type="button"
                className={`segmented__option${step === name ? ' is-checked' : ''}`}
                aria-current={step === name ? 'step' : undefined}
                disabled={!hydrated || (!game && name !== 'settings')}
                onClick={() => setStep(name)}
              >
                {label}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {!game && <OwnGames />}
      {step === 'settings' && (
        <section className="card card--raised" aria-label="Settings">
          <GameSettingsForm
            game={game}
            defaultVariant={defaultVariant}
            submitLabel={game ? 'Save and go on to homes' : 'Create the draft'}
            busy={created.loading || updated.loading}
            hydrated={hydrated}
            refusal={refusal}
            onSubmit={(settings) => void saveSettings(settings)}
          />
        </section>
      )}
      {step === 'homes' && game && (
        <>
          <HomesStep game={game} hydrated={hydrated} />
          <button type="button" className="button button--accent button--large" onClick={() => setStep('review')}>
            Go on to review
          </button>
        </>
      )}
      {step === 'review' && game && <ReviewStep game={game} hydrated={hydrated} />}
    </div>
  );
}

/**
 * A brand's site is its owner's voice (GAME-RULES "Publishing on a brand"): an account it has not invited is sent to
 * the main site's builder, with the games it built here before, if any.
 */
function BuildOnMainSite({ builderUrl }: { builderUrl: string }) {
  const { brand, language } = useBrand();
  const words = BUILDER_WORDS[language];
  return (
    <div className="stack-lg builder">
      <section className="card card--raised stack" aria-labelledby="build-on-main-site-title">
        <h1 id="build-on-main-site-title">{words.buildOnMainSiteTitle}</h1>
        <p className="lead">{words.buildOnMainSiteLead(brand.displayName)}</p>
        <p>
          <a href={builderUrl} className="button button--accent button--large">
            {words.buildOnMainSiteLink}
          </a>
        </p>
        <p className="muted">{words.buildOnMainSiteLogIn}</p>
      </section>
      <OwnGames />
    </div>
  );
}

/** The games this account built here, to go on with a draft or manage a published one. */
function OwnGames() {
  const { data } = useQuery(myBuiltGamesQuery, { fetchPolicy: 'cache-and-network' });
  const games = data?.myBuiltGames ?? [];
  if (!games.length) return null;
  return (
    <section className="card stack" aria-labelledby="own-games-title">
      <h2 id="own-games-title">Your games</h2>
      <ul className="builder-results">
        {games.map((built) => (
          <li key={built.id}>
            <Link to={`?game=${built.id}`}>{built.title}</Link>{' '}
            <span className="muted">{built.status === 'DRAFT' ? 'draft' : 'published'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewStep({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const [publish, { loading }] = useMutation(publishGameMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = game.homes.filter((home) => home.visible);

  async function submit() {
    setRefusal(null);
    try {
      await publish({ variables: { gameId: game.id } });
    } catch (error) {
      setRefusal(errorMessage(error, "We couldn't publish the game. Please try again."));
    }
  }

  return (
    <section className="card card--raised stack" aria-labelledby="builder-review-title">
      <h2 id="builder-review-title">{game.status === 'PUBLISHED' ? 'Published' : 'Review and publish'}</h2>
      <p>
        {game.roundCount} rounds from {shown.length} home{shown.length === 1 ? '' : 's'}
        {game.regions.length > 0 && ` in ${game.regions.join(', ')}`} ·{' '}
        {game.visibility === 'UNLISTED' ? 'only with the link' : 'listed on the site'} ·{' '}
        {game.leaderboardEnabled ? 'with a leaderboard' : 'no leaderboard'}
      </p>
      <ol className="builder-review-homes">
        {shown.map((home) => (
          <li key={home.id}>
            {home.displayTitle ?? (home.title || 'Untitled home')}
            {home.missingFacts.length > 0 && <span className="field-error"> · details missing</span>}
          </li>
        ))}
      </ol>
      {game.status === 'DRAFT' ? (
        <>
          {game.publishProblems.length > 0 && (
            <ul className="field-error" aria-label="Before publishing">
              {game.publishProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          {refusal && (
            <p className="field-error" role="alert">
              {refusal}
            </p>
          )}
          <button
            type="button"
            className="button button--accent button--large"
            disabled={!hydrated || loading || game.publishProblems.length > 0}
            onClick={() => void submit()}
          >
            {loading ? 'Publishing…' : 'Publish the game'}
          </button>
        </>
      ) : (
        <div className="builder-share stack" aria-live="polite">
          <p>Your game is live. Share its link:</p>
          <p>
            <a href={game.shareUrl} className="builder-url" data-testid="share-link">
              {game.shareUrl}
            </a>
          </p>
          <button
            type="button"
            className="button"
            disabled={!hydrated}
            onClick={() => void navigator.clipboard?.writeText(game.shareUrl)}
          >
            Copy the link
          </button>
          <div className="builder-qr">
            <JoinQrCode url={game.shareUrl} label="QR code of the game's link" />
          </div>
        </div>
      )}
    </section>
  );
}
