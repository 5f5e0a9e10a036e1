import { useLazyQuery, useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CSV_MAX_BYTES, MAX_URLS_PER_PASTE } from '@ballpark/common/game-builder';
import { PROPERTY_TYPES } from '@ballpark/common/listing-vocabulary';
import { useId, useState, type FormEvent } from 'react';
import { propertyTypeWords } from '../play/round/listing-words';
import { errorMessage } from '../ui/errors';
import { FormSubmit } from '../ui/FormSubmit';
import { TextField } from '../ui/TextField';
import {
  addCatalogueHomeMutation,
  addHomesFromCsvMutation,
  addHomesFromUrlsMutation,
  catalogueHomesQuery,
  removeBuilderHomeMutation,
  reorderBuilderHomesMutation,
} from './builder-queries';
import type { BuilderGame } from './builder-types';
import { HomeCard } from './HomeCard';
import { BUILDER_WORDS, maskedPricesText } from './builder-words';
import './locales';

const STATUS_WORDS: Record<'ADDED' | 'REUSED' | 'ALREADY_IN_GAME' | 'FAILED', MessageDescriptor> = {
  ADDED: msg`Added`,
  REUSED: msg`Added (already known: reused)`,
  ALREADY_IN_GAME: msg`Already in this game`,
  FAILED: msg`Not added`,
};

/** The builder's second step: homes by pasted URLs, from the catalogue, or from a CSV; then their order and facts. */
export function HomesStep({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  return (
    <div className="stack-lg">
      <div className="grid-2 builder-sources">
        <PasteUrls game={game} hydrated={hydrated} />
        <CatalogueSearch game={game} hydrated={hydrated} />
      </div>
      <CsvUpload game={game} hydrated={hydrated} />
      <HomeList game={game} hydrated={hydrated} />
    </div>
  );
}

function PasteUrls({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [addUrls, { data, loading }] = useMutation(addHomesFromUrlsMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const urls = text.split(/\s+/).filter(Boolean);
    if (!urls.length) return setRefusal(t`Paste at least one listing address.`);
    if (urls.length > MAX_URLS_PER_PASTE)
      return setRefusal(t`Paste at most ${MAX_URLS_PER_PASTE} addresses at a time.`);
    try {
      await addUrls({ variables: { gameId: game.id, urls } });
      setText('');
    } catch (error) {
      setRefusal(errorMessage(error, t`We couldn't add those homes. Please try again.`, i18n));
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Paste listing links</Trans>
      </h2>
      <form className="start-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-urls`}>
            <Trans>Listing addresses, one a line</Trans>
          </label>
          <textarea
            id={`${id}-urls`}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="https://…"
            autoCapitalize="none"
            spellCheck={false}
            disabled={!hydrated}
            aria-describedby={`${id}-hint`}
          />
          <span id={`${id}-hint`} className="field-hint">
            <Trans>
              We read each page once: its facts, photos (copied here) and price. Prices written in the texts are hidden
              from players.
            </Trans>
          </span>
        </div>
        <FormSubmit
          label={t`Add these homes`}
          busyLabel={t`Reading the pages…`}
          busy={loading}
          hydrated={hydrated}
          refusal={refusal}
        />
      </form>
      {data && (
        <ul className="builder-results" aria-live="polite">
          {data.addHomesFromUrls.results.map((result) => (
            <li key={result.url}>
              <strong>{i18n._(STATUS_WORDS[result.status])}:</strong> <span className="builder-url">{result.url}</span>
              {result.message && (
                <p className={result.status === 'FAILED' ? 'field-error' : 'muted'}>{result.message}</p>
              )}
              {result.maskedPrices.length > 0 && <p className="muted">{maskedPricesText(result.maskedPrices, i18n)}</p>}
              {result.photoProblems.map((problem) => (
                <p key={problem} className="muted">
                  {problem}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CatalogueSearch({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [place, setPlace] = useState('');
  const [propertyType, setPropertyType] = useState('');
  const [priceBand, setPriceBand] = useState('');
  const [search, { data, loading, error }] = useLazyQuery(catalogueHomesQuery, { fetchPolicy: 'network-only' });
  const [add, added] = useMutation(addCatalogueHomeMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inGame = new Set(game.homes.map((home) => home.listingId));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search({
      variables: { place: place.trim() || null, propertyType: propertyType || null, priceBand: priceBand || null },
    });
  }

  async function pick(listingId: string) {
    setRefusal(null);
    try {
      await add({ variables: { gameId: game.id, listingId } });
    } catch (failure) {
      setRefusal(errorMessage(failure, t`We couldn't add that home. Please try again.`, i18n));
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Pick from the catalogue</Trans>
      </h2>
      <form className="start-form" onSubmit={submit} role="search" aria-label={t`Search the catalogue`}>
        <TextField
          label={t({ message: 'Place', context: 'where a home is' })}
          hint={t`A city, region or postcode.`}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          error={null}
          disabled={!hydrated}
        />
        <div className="grid-2">
          <div className="field">
            <label htmlFor={`${id}-type`}>
              <Trans>Type</Trans>
            </label>
            <select
              id={`${id}-type`}
              value={propertyType}
              onChange={(event) => setPropertyType(event.target.value)}
              disabled={!hydrated}
            >
              <option value="">{t`Any type`}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeWords(type, i18n)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-band`}>
              <Trans>Price band</Trans>
            </label>
            <select
              id={`${id}-band`}
              value={priceBand}
              onChange={(event) => setPriceBand(event.target.value)}
              aria-describedby={`${id}-band-hint`}
              disabled={!hydrated}
            >
              <option value="">{t`Any price`}</option>
              {data
                ? data.priceBands.map((band) => (
                    <option key={band.id} value={band.id}>
                      {band.label}
                    </option>
                  ))
                : DEFAULT_BANDS.map((band) => (
                    <option key={band.id} value={band.id}>
                      {i18n._(band.label)}
                    </option>
                  ))}
            </select>
            <span id={`${id}-band-hint`} className="field-hint">
              {i18n._(BUILDER_WORDS.priceBandSearchHint)}
            </span>
          </div>
        </div>
        <button type="submit" className="button" disabled={!hydrated || loading}>
          {loading ? t`Searching…` : t`Search`}
        </button>
      </form>
      {error && <p className="field-error">{errorMessage(error, undefined, i18n)}</p>}
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {data && data.catalogueHomes.length === 0 && (
        <p className="muted">
          <Trans>No homes match: try another place or band.</Trans>
        </p>
      )}
      {data && data.catalogueHomes.length > 0 && (
        <ul className="builder-catalogue" aria-label={t`Catalogue homes`}>
          {data.catalogueHomes.map((home) => {
            const { bedrooms, title } = home;
            return (
              <li key={home.id}>
                <div>
                  <strong>{title}</strong>
                  <span className="muted">
                    {' '}
                    {home.city} · {propertyTypeWords(home.propertyType, i18n)} · {t`${bedrooms} bed`} ·{' '}
                    {home.priceBand ?? i18n._(BUILDER_WORDS.priceBandHidden)}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void pick(home.id)}
                  disabled={!hydrated || added.loading || inGame.has(home.id)}
                  aria-label={t`Add ${title}`}
                >
                  <Trans>Add</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The bands before the first search answers (the server's list comes with every search). */
const DEFAULT_BANDS: readonly { id: string; label: MessageDescriptor }[] = [
  { id: 'under-250k', label: msg`Under 250k` },
  { id: '250k-500k', label: msg`250k–500k` },
  { id: '500k-1m', label: msg`500k–1m` },
  { id: '1m-2m', label: msg`1m–2m` },
  { id: 'over-2m', label: msg`Over 2m` },
];

function CsvUpload({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [addCsv, { data, loading }] = useMutation(addHomesFromCsvMutation);
  const problems = data?.addHomesFromCsv.problems ?? [];
  const notAdded = problems.join('; ');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    setRefusal(null);
    if (!file) return;
    // The server's limit (CSV_MAX_BYTES), checked here before the file is sent.
    if (file.size > CSV_MAX_BYTES) return setRefusal(i18n._(BUILDER_WORDS.csvTooLarge));
    try {
      await addCsv({ variables: { gameId: game.id, csv: await file.text() } });
    } catch (error) {
      setRefusal(errorMessage(error, t`We couldn't read that CSV. Please try again.`, i18n));
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Import a CSV</Trans>
      </h2>
      <div className="field">
        <label htmlFor={`${id}-file`}>
          <Trans>CSV of sold homes</Trans>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={!hydrated || loading}
          onChange={(event) => void upload(event.target.files?.[0])}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="field-hint">
          <Trans>
            The King County sales columns (id, date, price, bedrooms, bathrooms, sqft_living, zipcode, lat, long…).
          </Trans>{' '}
          {i18n._(BUILDER_WORDS.csvLimits)}
        </span>
      </div>
      {loading && (
        <p className="muted">
          <Trans>Importing…</Trans>
        </p>
      )}
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {data && (
        <p className="muted" aria-live="polite">
          {problems.length > 0 ? t`Done. Not added: ${notAdded}.` : t`Done.`}
        </p>
      )}
    </section>
  );
}

function HomeList({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const [reorder, reordering] = useMutation(reorderBuilderHomesMutation);
  const [remove, removing] = useMutation(removeBuilderHomeMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = game.homes.map((home) => home.id);
  const homeCount = game.homes.length;
  const neededCount = Math.max(game.roundCount, game.poolSize ?? 0);

  async function act(action: () => Promise<unknown>) {
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(errorMessage(error, t`We couldn't change the homes. Please try again.`, i18n));
    }
  }
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    return act(() => reorder({ variables: { gameId: game.id, homeIds: order } }));
  };

  return (
    <section className="stack" aria-labelledby="builder-homes-title">
      <h2 id="builder-homes-title">
        <Trans>
          Homes in this game ({homeCount} of the {neededCount} needed)
        </Trans>
      </h2>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {game.homes.length === 0 && (
        <p className="muted">
          <Trans>No homes yet: paste links, pick from the catalogue or import a CSV.</Trans>
        </p>
      )}
      <ol className="builder-homes">
        {game.homes.map((home, index) => {
          const name = home.title || t`this home`;
          return (
            <li key={home.id}>
              <HomeCard game={game} home={home} hydrated={hydrated}>
                <div className="builder-home__actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={!hydrated || index === 0 || reordering.loading}
                    onClick={() => void move(index, -1)}
                    aria-label={t`Move ${name} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={!hydrated || index === game.homes.length - 1 || reordering.loading}
                    onClick={() => void move(index, 1)}
                    aria-label={t`Move ${name} down`}
                  >
                    ↓
                  </button>
                  {game.status === 'DRAFT' && (
                    <button
                      type="button"
                      className="button button--small"
                      disabled={!hydrated || removing.loading}
                      onClick={() => void act(() => remove({ variables: { gameId: game.id, homeId: home.id } }))}
                      aria-label={t({ message: `Remove ${name}`, context: 'a home from the game' })}
                    >
                      {t({ message: 'Remove', context: 'a home from the game' })}
                    </button>
                  )}
                </div>
              </HomeCard>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
