import {
  BUILDABLE_VARIANTS,
  DESCRIPTION_MAX_LENGTH,
  MAX_ROUNDS,
  MIN_ROUNDS,
  ROUND_CHOICES,
  settingsProblems,
  TITLE_MAX_LENGTH,
  type GameSettings,
} from '@ballpark/common/game-builder';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { GameVariant } from '@ballpark/common/game-variants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { GameSettingsInput } from '../../graphql/generated/graphql';
import { VARIANT_NAMES } from '../catalogue/variant-words';
import { apiVariantOf, variantOf } from '../game/variant-rules';
import { FormSubmit } from '../ui/FormSubmit';
import { TextField } from '../ui/TextField';
import type { BuilderGame } from './builder-types';
import './locales';

/** The settings as the form holds them: text as typed, turned into GameSettings on submit. */
interface Draft {
  title: string;
  description: string;
  variant: GameVariant;
  rounds: string;
  poolSize: string;
  regions: string;
  scoringMode: 'bands' | 'log';
  leaderboardEnabled: boolean;
  startsAt: string;
  endsAt: string;
  visibility: 'public' | 'unlisted';
}

function draftOf(game: BuilderGame | null, variant: GameVariant): Draft {
  return {
    title: game?.title ?? '',
    description: game?.description ?? '',
    variant: game ? variantOf(game.variant) : variant,
    rounds: String(game?.roundCount ?? 5),
    poolSize: game?.poolSize ? String(game.poolSize) : '',
    regions: game?.regions.join(', ') ?? '',
    scoringMode: game?.scoringMode === 'LOG' ? 'log' : 'bands',
    leaderboardEnabled: game?.leaderboardEnabled ?? true,
    startsAt: localInput(game?.startsAt ?? null),
    endsAt: localInput(game?.endsAt ?? null),
    visibility: game?.visibility === 'UNLISTED' ? 'unlisted' : 'public',
  };
}

/** An ISO time as a datetime-local input shows it (the browser's time zone). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function settingsOf(draft: Draft): GameSettings {
  return {
    title: draft.title,
    description: draft.description,
    variant: draft.variant,
    roundCount: Number(draft.rounds),
    poolSize: draft.poolSize.trim() ? Number(draft.poolSize) : null,
    regions: draft.regions
      .split(',')
      .map((region) => region.trim())
      .filter(Boolean),
    scoringMode: draft.scoringMode,
    leaderboardEnabled: draft.leaderboardEnabled,
    startsAt: draft.startsAt ? new Date(draft.startsAt) : null,
    endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
    visibility: draft.visibility,
  };
}

export function toSettingsInput(settings: GameSettings): GameSettingsInput {
  return {
    ...settings,
    variant: apiVariantOf(settings.variant),
    scoringMode: settings.scoringMode === 'log' ? 'LOG' : 'BANDS',
    visibility: settings.visibility === 'unlisted' ? 'UNLISTED' : 'PUBLIC',
    startsAt: settings.startsAt?.toISOString() ?? null,
    endsAt: settings.endsAt?.toISOString() ?? null,
  };
}

/**
 * A game's settings: the one form for a new game (the builder's first step) and for editing one (superbee). The
 * rules are common/src/game-builder.ts, checked here as the server checks them.
 */
export function GameSettingsForm({
  game,
  defaultVariant,
  submitLabel,
  busy,
  hydrated,
  refusal,
  onSubmit,
}: {
  game: BuilderGame | null;
  defaultVariant: GameVariant;
  submitLabel: string;
  busy: boolean;
  hydrated: boolean;
  refusal: string | null;
  onSubmit(settings: GameSettings): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(game, defaultVariant));
  const [problems, setProblems] = useState<string[]>([]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const custom = !ROUND_CHOICES.map(String).includes(draft.rounds);
  const published = game?.status === 'PUBLISHED';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const settings = settingsOf(draft);
    const found = settingsProblems(settings, i18n.locale as BrandLocale);
    setProblems(found);
    if (!found.length) onSubmit(settings);
  }

  return (
    <form className="start-form builder-form" onSubmit={submit} noValidate aria-label={t`Game settings`}>
      <TextField
        label={t`Title`}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        maxLength={TITLE_MAX_LENGTH + 10}
        error={null}
        disabled={!hydrated}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>
          <Trans>Description</Trans>
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={draft.description}
          maxLength={DESCRIPTION_MAX_LENGTH}
          onChange={(event) => set('description', event.target.value)}
          disabled={!hydrated}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-variant`}>
          <Trans>Kind of game</Trans>
        </label>
        <select
          id={`${id}-variant`}
          value={draft.variant}
          onChange={(event) => set('variant', event.target.value as GameVariant)}
          disabled={!hydrated || published}
          aria-describedby={published ? `${id}-variant-hint` : undefined}
        >
          {BUILDABLE_VARIANTS.map((variant) => (
            <option key={variant} value={variant}>
              {i18n._(VARIANT_NAMES[variant])}
            </option>
          ))}
        </select>
        {published && (
          <span id={`${id}-variant-hint`} className="field-hint">
            <Trans>A published game keeps its kind: its links and results depend on it.</Trans>
          </span>
        )}
      </div>
      <fieldset className="party-fieldset">
        <legend>
          <Trans>Rounds</Trans>
        </legend>
        <div className="segmented">
          {[...ROUND_CHOICES.map(String), 'custom'].map((choice) => {
            const checked = choice === 'custom' ? custom : draft.rounds === choice;
            return (
              <label key={choice} className={`segmented__option${checked ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-rounds`}
                  value={choice}
                  checked={checked}
                  disabled={!hydrated}
                  onChange={() => set('rounds', choice === 'custom' ? '7' : choice)}
                />
                <span>
                  {choice === 'custom' ? t`Custom` : t`${plural(Number(choice), { one: '# home', other: '# homes' })}`}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {custom && (
        <TextField
          label={t`Number of rounds`}
          hint={t`From ${MIN_ROUNDS} to ${MAX_ROUNDS}.`}
          inputMode="numeric"
          value={draft.rounds}
          onChange={(event) => set('rounds', event.target.value)}
          error={null}
          disabled={!hydrated}
        />
      )}
      <TextField
        label={t`Pool size (optional)`}
        hint={t`How many homes sessions draw from; more than the rounds means replays bring new homes. Empty: the rounds.`}
        inputMode="numeric"
        value={draft.poolSize}
        onChange={(event) => set('poolSize', event.target.value)}
        error={null}
        disabled={!hydrated}
      />
      <TextField
        label={t`Regions (optional)`}
        hint={t`Where the homes are, separated by commas.`}
        value={draft.regions}
        onChange={(event) => set('regions', event.target.value)}
        error={null}
        disabled={!hydrated}
      />
      <div className="field">
        <label htmlFor={`${id}-scoring`}>
          <Trans>Scoring</Trans>
        </label>
        <select
          id={`${id}-scoring`}
          value={draft.scoringMode}
          onChange={(event) => set('scoringMode', event.target.value as Draft['scoringMode'])}
          disabled={!hydrated}
        >
          <option value="bands">{t`Bands: points by how close, in percent`}</option>
          <option value="log">{t`Log: half and double cost the same`}</option>
        </select>
      </div>
      <div className="party-check">
        <input
          id={`${id}-leaderboard`}
          type="checkbox"
          checked={draft.leaderboardEnabled}
          onChange={(event) => set('leaderboardEnabled', event.target.checked)}
          disabled={!hydrated}
        />
        <label htmlFor={`${id}-leaderboard`}>
          <Trans>Show a leaderboard</Trans>
        </label>
      </div>
      <div className="grid-2">
        <TextField
          label={t`Opens (optional)`}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
          error={null}
          disabled={!hydrated}
        />
        <TextField
          label={t`Closes (optional)`}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
          error={null}
          disabled={!hydrated}
        />
      </div>
      <fieldset className="party-fieldset">
        <legend>
          <Trans>Who can find it</Trans>
        </legend>
        <div className="segmented">
          {(
            [
              ['public', t`Listed on the site`],
              ['unlisted', t`Only with the link`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={`segmented__option${draft.visibility === value ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name={`${id}-visibility`}
                value={value}
                checked={draft.visibility === value}
                disabled={!hydrated}
                onChange={() => set('visibility', value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {problems.length > 0 && (
        <ul className="field-error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <FormSubmit label={submitLabel} busyLabel={t`Saving…`} busy={busy} hydrated={hydrated} refusal={refusal} />
    </form>
  );
}
