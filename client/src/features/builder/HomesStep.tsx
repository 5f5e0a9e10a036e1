import { useLazyQuery, useMutation } from '@apollo/client/react';
import { CSV_MAX_BYTES, MAX_URLS_PER_PASTE } from '@ballpark/common/game-builder';
import { PROPERTY_TYPES, propertyTypeLabel } from '@ballpark/common/listing-vocabulary';
import { useId, useState, type FormEvent } from 'react';
import { useBrand } from '../brand/brand-context';
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
import { BUILDER_WORDS } from './builder-words';

const STATUS_WORDS = {
  ADDED: 'Added',
  REUSED: 'Added (already known: reused)',
  ALREADY_IN_GAME: 'Already in this game',
  FAILED: 'Not added',
} as const;

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
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [addUrls, { data, loading }] = useMutation(addHomesFromUrlsMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const urls = text.split(/\s+/).filter(Boolean);
    if (!urls.length) return setRefusal('Paste at least one listing address.');
    if (urls.length > MAX_URLS_PER_PASTE) return setRefusal(`Paste at most ${MAX_URLS_PER_PASTE} addresses at a time.`);
    try {
      await addUrls({ variables: { gameId: game.id, urls } });
      setText('');
    } catch (error) {
      setRefusal(errorMessage(error, "We couldn't add those homes. Please try again."));
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Paste listing links</h2>
      <form className="start-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-urls`}>Listing addresses, one a line</label>
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
            We read each page once: its facts, photos (copied here) and price. Prices written in the texts are hidden
            from players.
          </span>
        </div>
        <FormSubmit
          label="Add these homes"
          busyLabel="Reading the pages…"
          busy={loading}
          hydrated={hydrated}
          refusal={refusal}
        />
      </form>
      {data && (
        <ul className="builder-results" aria-live="polite">
          {data.addHomesFromUrls.results.map((result) => (
            <li key={result.url}>
              <strong>{STATUS_WORDS[result.status]}:</strong> <span className="builder-url">{result.url}</span>
              {result.message && (
                <p className={result.status === 'FAILED' ? 'field-error' : 'muted'}>{result.message}</p>
              )}
              {result.maskedPrices.length > 0 && (
                <p className="muted">
                  Hidden from players:{' '}
                  {result.maskedPrices.map((masked) => `“${masked.original}” (${masked.field})`).join(', ')}
                </p>
              )}
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
  const id = useId();
  const { language } = useBrand();
  const words = BUILDER_WORDS[language];
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
      setRefusal(errorMessage(failure, "We couldn't add that home. Please try again."));
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pick from the catalogue</h2>
      <form className="start-form" onSubmit={submit} role="search" aria-label="Search the catalogue">
        <TextField
          label="Place"
          hint="A city, region or postcode."
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          error={null}
          disabled={!hydrated}
        />
        <div className="grid-2">
          <div className="field">
            <label htmlFor={`${id}-type`}>Type</label>
            <select
              id={`${id}-type`}
              value={propertyType}
              onChange={(event) => setPropertyType(event.target.value)}
              disabled={!hydrated}
            >
              <option value="">Any type</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-band`}>Price band</label>
            <select
              id={`${id}-band`}
              value={priceBand}
              onChange={(event) => setPriceBand(event.target.value)}
              aria-describedby={`${id}-band-hint`}
              disabled={!hydrated}
            >
              <option value="">Any price</option>
              {(data?.priceBands ?? DEFAULT_BANDS).map((band) => (
                <option key={band.id} value={band.id}>
                  {band.label}
                </option>
              ))}
            </select>
            <span id={`${id}-band-hint`} className="field-hint">
              {words.priceBandSearchHint}
            </span>
          </div>
        </div>
        <button type="submit" className="button" disabled={!hydrated || loading}>
          {loading ? 'Searching…' : 'Search'}
        </button>
      </form>
      {error && <p className="field-error">{errorMessage(error)}</p>}
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {data && data.catalogueHomes.length === 0 && <p className="muted">No homes match: try another place or band.</p>}
      {data && data.catalogueHomes.length > 0 && (
        <ul className="builder-catalogue" aria-label="Catalogue homes">
          {data.catalogueHomes.map((home) => (
            <li key={home.id}>
              <div>
                <strong>{home.title}</strong>
                <span className="muted">
                  {' '}
                  {home.city} · {propertyTypeLabel(home.propertyType)} · {home.bedrooms} bed ·{' '}
                  {home.priceBand ?? words.priceBandHidden}
                </span>
              </div>
              <button
                type="button"
                className="button button--small"
                onClick={() => void pick(home.id)}
                disabled={!hydrated || added.loading || inGame.has(home.id)}
                aria-label={`Add ${home.title}`}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The bands before the first search answers (the server's list comes with every search). */
const DEFAULT_BANDS = [
  { id: 'under-250k', label: 'Under 250k' },
  { id: '250k-500k', label: '250k–500k' },
  { id: '500k-1m', label: '500k–1m' },
  { id: '1m-2m', label: '1m–2m' },
  { id: 'over-2m', label: 'Over 2m' },
];

function CsvUpload({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const id = useId();
  const words = BUILDER_WORDS[useBrand().language];
  const [addCsv, { data, loading }] = useMutation(addHomesFromCsvMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    setRefusal(null);
    if (!file) return;
    // The server's limit (CSV_MAX_BYTES), checked here before the file is sent.
    if (file.size > CSV_MAX_BYTES) return setRefusal(words.csvTooLarge);
    try {
      await addCsv({ variables: { gameId: game.id, csv: await file.text() } });
    } catch (error) {
      setRefusal(errorMessage(error, "We couldn't read that CSV. Please try again."));
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import a CSV</h2>
      <div className="field">
        <label htmlFor={`${id}-file`}>CSV of sold homes</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={!hydrated || loading}
          onChange={(event) => void upload(event.target.files?.[0])}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="field-hint">
          The King County sales columns (id, date, price, bedrooms, bathrooms, sqft_living, zipcode, lat, long…).{' '}
          {words.csvLimits}
        </span>
      </div>
      {loading && <p className="muted">Importing…</p>}
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {data && (
        <p className="muted" aria-live="polite">
          Done. {data.addHomesFromCsv.problems.length > 0 && `Not added: ${data.addHomesFromCsv.problems.join('; ')}.`}
        </p>
      )}
    </section>
  );
}

function HomeList({ game, hydrated }: { game: BuilderGame; hydrated: boolean }) {
  const [reorder, reordering] = useMutation(reorderBuilderHomesMutation);
  const [remove, removing] = useMutation(removeBuilderHomeMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = game.homes.map((home) => home.id);

  async function act(action: () => Promise<unknown>) {
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(errorMessage(error, "We couldn't change the homes. Please try again."));
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
        Homes in this game ({game.homes.length} of the {Math.max(game.roundCount, game.poolSize ?? 0)} needed)
      </h2>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {game.homes.length === 0 && (
        <p className="muted">No homes yet: paste links, pick from the catalogue or import a CSV.</p>
      )}
      <ol className="builder-homes">
        {game.homes.map((home, index) => (
          <li key={home.id}>
            <HomeCard game={game} home={home} hydrated={hydrated}>
              <div className="builder-home__actions">
                <button
                  type="button"
                  className="button button--small"
                  disabled={!hydrated || index === 0 || reordering.loading}
                  onClick={() => void move(index, -1)}
                  aria-label={`Move ${home.title || 'this home'} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={!hydrated || index === game.homes.length - 1 || reordering.loading}
                  onClick={() => void move(index, 1)}
                  aria-label={`Move ${home.title || 'this home'} down`}
                >
                  ↓
                </button>
                {game.status === 'DRAFT' && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={!hydrated || removing.loading}
                    onClick={() => void act(() => remove({ variables: { gameId: game.id, homeId: home.id } }))}
                    aria-label={`Remove ${home.title || 'this home'}`}
                  >
                    Remove
                  </button>
                )}
              </div>
            </HomeCard>
          </li>
        ))}
      </ol>
    </section>
  );
}
