import { useMutation, useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import './locales';

type Step = 'settings' | 'homes' | 'review';
const STEPS: readonly (readonly [Step, MessageDescriptor])[] = [
  ['settings', msg`1. Settings`],
  ['homes', msg`2. Homes`],
  ['review', msg`3. Review and publish`],
];

/**
 * The game builder (create-game, and each variant's creat-*-game path with that variant chosen): settings, then
 * homes, then review and publish, with the share link and its QR code. The draft's id is in the address (`?game=`),
 * so a reload or a later visit continues it. A logged-out visitor is sent to log in and brought back.
 */
export function GameBuilderPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Create a game`);
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
    return (
      <p className="muted">
        <Trans>Loading the game builder…</Trans>
      </p>
    );
  if (me.data && !me.data.me) return <Redirect to={paths.login(location.pathname + location.search)} />;
  const failed = me.error ?? access.error;
  if (failed) return <p className="field-error">{errorMessage(failed, t`We couldn't load the game builder.`, i18n)}</p>;
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
  const { t, i18n } = useLingui();
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
      setRefusal(errorMessage(error, t`We couldn't save the settings. Please try again.`, i18n));
    }
  }

  return (
    <div className="stack-lg builder">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Game builder</Trans>
        </p>
        <h1>{game ? game.title : t`Create a game`}</h1>
        <p className="lead">
          <Trans>Paste listing links, set the rounds and regions, and share it.</Trans>
          {game?.status === 'DRAFT' && ` ${t`This game is a draft: only you can see it until you publish it.`}`}
        </p>
      </header>
      <nav aria-label={t`Builder steps`}>
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
                {i18n._(label)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {!game && <OwnGames />}
      {step === 'settings' && (
        <section className="card card--raised" aria-label={t`Settings`}>
          <GameSettingsForm
            game={game}
            defaultVariant={defaultVariant}
            submitLabel={game ? t`Save and go on to homes` : t`Create the draft`}
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
            <Trans>Go on to review</Trans>
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
  const { brand } = useBrand();
  const { i18n } = useLingui();
  return (
    <div className="stack-lg builder">
      <section className="card card--raised stack" aria-labelledby="build-on-main-site-title">
        <h1 id="build-on-main-site-title">{i18n._(BUILDER_WORDS.buildOnMainSiteTitle)}</h1>
        <p className="lead">{i18n._(BUILDER_WORDS.buildOnMainSiteLead(brand.displayName))}</p>
        <p>
          <a href={builderUrl} className="button button--accent button--large">
            {i18n._(BUILDER_WORDS.buildOnMainSiteLink)}
          </a>
        </p>
        <p className="muted">{i18n._(BUILDER_WORDS.buildOnMainSiteLogIn)}</p>
      </section>
      <OwnGames />
    </div>
  );
}

/** The games this account built here, to go on with a draft or manage a published one. */
function OwnGames() {
  const { t } = useLingui();
  const { data } = useQuery(myBuiltGamesQuery, { fetchPolicy: 'cache-and-network' });
  const games = data?.myBuiltGames ?? [];
  if (!games.length) return null;
  return (
    <section className="card stack" aria-labelledby="own-games-title">
      <h2 id="own-games-title">
        <Trans>Your games</Trans>
      </h2>
      <ul className="builder-results">
        {games.map((built) => (
          <li key={built.id}>
            <Link to={`?game=${built.id}`}>{built.title}</Link>{' '}
            <span className="muted">{built.status === 'DRAFT' ? t`draft` : t`published`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewStep({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const [publish, { loading }] = useMutation(publishGameMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = game.homes.filter((home) => home.visible);
  const { roundCount } = game;
  const homeCount = shown.length;
  const regions = game.regions.join(', ');

  async function submit() {
    setRefusal(null);
    try {
      await publish({ variables: { gameId: game.id } });
    } catch (error) {
      setRefusal(errorMessage(error, t`We couldn't publish the game. Please try again.`, i18n));
    }
  }

  return (
    <section className="card card--raised stack" aria-labelledby="builder-review-title">
      <h2 id="builder-review-title">{game.status === 'PUBLISHED' ? t`Published` : t`Review and publish`}</h2>
      <p>
        {regions
          ? t`${plural(roundCount, { one: '# round', other: '# rounds' })} from ${plural(homeCount, { one: '# home', other: '# homes' })} in ${regions}`
          : t`${plural(roundCount, { one: '# round', other: '# rounds' })} from ${plural(homeCount, { one: '# home', other: '# homes' })}`}{' '}
        · {game.visibility === 'UNLISTED' ? t`only with the link` : t`listed on the site`} ·{' '}
        {game.leaderboardEnabled ? t`with a leaderboard` : t`no leaderboard`}
      </p>
      <ol className="builder-review-homes">
        {shown.map((home) => (
          <li key={home.id}>
            {home.displayTitle ?? (home.title || t`Untitled home`)}
            {home.missingFacts.length > 0 && <span className="field-error"> · {t`details missing`}</span>}
          </li>
        ))}
      </ol>
      {game.status === 'DRAFT' ? (
        <>
          {game.publishProblems.length > 0 && (
            <ul className="field-error" aria-label={t`Before publishing`}>
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
            {loading ? t`Publishing…` : t`Publish the game`}
          </button>
        </>
      ) : (
        <div className="builder-share stack" aria-live="polite">
          <p>
            <Trans>Your game is live. Share its link:</Trans>
          </p>
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
            <Trans>Copy the link</Trans>
          </button>
          <div className="builder-qr">
            <JoinQrCode url={game.shareUrl} label={t`QR code of the game's link`} />
          </div>
        </div>
      )}
    </section>
  );
}
