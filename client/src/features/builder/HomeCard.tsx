import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRIES, countryName, CURRENCIES, PROPERTY_TYPES } from '@ballpark/common/listing-vocabulary';
import { currencySymbol, formatPrice } from '@ballpark/common/price-format';
import { gamePagePath } from '@ballpark/common/page-routes';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BuilderHomeInput } from '../../graphql/generated/graphql';
import { useBrand } from '../brand/brand-context';
import { variantOf } from '../game/variant-rules';
import { propertyTypeWords } from '../play/round/listing-words';
import { formatInteger } from '../ui/format';
import { fieldValue, NUMBER_FIELDS } from './home-fields';
import { errorMessage } from '../ui/errors';
import { FormSubmit } from '../ui/FormSubmit';
import { TextField } from '../ui/TextField';
import { updateBuilderHomeMutation } from './builder-queries';
import type { BuilderGame, BuilderHome } from './builder-types';
import { BUILDER_WORDS, maskedPricesText } from './builder-words';
import './locales';

/**
 * One home as its game's manager sees it: facts, photos, the price (to the account that imported it; others see its
 * band), what is missing and what was masked; and a form to edit it. Imported text is shown as text, never as HTML.
 */
export function HomeCard({
  game,
  home,
  hydrated,
  startEditing = false,
  children,
}: {
  game: BuilderGame;
  home: BuilderHome;
  hydrated: boolean;
  /** Open the edit form at once (a home's own page); it opens by itself on a home with facts missing. */
  startEditing?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { language } = useBrand();
  const [editing, setEditing] = useState(startEditing || home.missingFacts.length > 0);
  const { bedrooms, bathrooms, floorAreaSqft } = home;
  const area = floorAreaSqft === null ? '' : formatInteger(floorAreaSqft, language);
  const facts = [
    home.propertyType && propertyTypeWords(home.propertyType, i18n),
    bedrooms !== null && t`${bedrooms} bed`,
    bathrooms !== null && t`${bathrooms} bath`,
    floorAreaSqft !== null && t`${area} sq ft`,
  ].filter(Boolean);
  const price =
    home.price !== null && home.currency
      ? formatPrice(home.price, home.currency, language)
      : (home.priceBand ?? i18n._(BUILDER_WORDS.priceBandHidden));
  return (
    <article
      className={`card builder-home${home.visible ? '' : ' is-hidden'}`}
      aria-label={home.displayTitle ?? (home.title || t({ message: 'Home', context: 'a house' }))}
    >
      <div className="builder-home__head">
        {home.photoUrls[0] && (
          <img src={home.photoUrls[0]} alt="" width={96} height={72} className="builder-home__photo" />
        )}
        <div className="stack builder-home__text">
          <h3>{home.displayTitle ?? (home.title || t`Untitled home`)}</h3>
          <p className="muted">
            {[home.addressLine, home.city].filter(Boolean).join(', ')}
            {facts.length > 0 && ` · ${facts.join(' · ')}`}
          </p>
          <p>
            <span className="eyebrow">{home.importedByYou ? t`Price` : t`Price band`}</span> {price}
            {!home.visible && <span className="muted"> · {t`hidden from players`}</span>}
          </p>
        </div>
        {children}
      </div>
      {home.missingMessage && (
        <p className="field-error" role="status">
          {home.missingMessage}
        </p>
      )}
      {home.maskedPrices.length > 0 && <p className="muted">{maskedPricesText(home.maskedPrices, i18n)}</p>}
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={editing}
        onClick={() => setEditing(!editing)}
        disabled={!hydrated}
      >
        {editing ? t`Close` : t`Edit this home`}
      </button>
      {game.status === 'PUBLISHED' && (
        // Every guess on it: its managers review them, hide a player's name, keep a session off the boards.
        <Link
          className="button button--ghost"
          to={gamePagePath(variantOf(game.variant), 'guesstimatesManage', { gameSlug: game.slug, gameHomeId: home.id })}
        >
          <Trans>Manage the guesses on this home</Trans>
        </Link>
      )}
      {editing && <HomeEditForm game={game} home={home} hydrated={hydrated} onDone={() => setEditing(false)} />}
    </article>
  );
}

/** The text of each field as typed; only the changed ones are sent. */
type FieldValues = Record<string, string>;

function valuesOf(home: BuilderHome): FieldValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    displayTitle: home.displayTitle ?? '',
    title: home.title,
    addressLine: home.addressLine,
    city: home.city,
    postalCode: home.postalCode,
    country: home.country ?? '',
    latitude: text(home.latitude),
    longitude: text(home.longitude),
    propertyType: home.propertyType ?? '',
    bedrooms: text(home.bedrooms),
    bathrooms: text(home.bathrooms),
    floorAreaSqft: text(home.floorAreaSqft),
    price: text(home.price),
    currency: home.currency ?? '',
    priceKind: home.priceKind ?? '',
    description: home.description,
  };
}

function HomeEditForm({
  game,
  home,
  hydrated,
  onDone,
}: {
  game: BuilderGame;
  home: BuilderHome;
  hydrated: boolean;
  onDone(): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { language } = useBrand();
  const initial = valuesOf(home);
  const [values, setValues] = useState(initial);
  const [visible, setVisible] = useState(home.visible);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [update, { loading }] = useMutation(updateBuilderHomeMutation);
  // Facts and price are the importer's own, and fixed once the game is published (players have guessed them).
  const editsFacts = home.importedByYou && game.status === 'DRAFT';
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const input: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (value === initial[name]) continue;
      if (name !== 'displayTitle' && !editsFacts) continue;
      input[name] = fieldValue(name, value, language);
    }
    if (visible !== home.visible) input.visible = visible;
    if (Object.entries(input).some(([name, value]) => NUMBER_FIELDS.has(name) && Number.isNaN(value)))
      return setRefusal(
        t`Use numbers only for the map position, rooms, floor area and price (a price as this site writes one).`,
      );
    try {
      await update({ variables: { gameId: game.id, homeId: home.id, input: input as BuilderHomeInput } });
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error, t`We couldn't save this home. Please try again.`, i18n));
    }
  }

  const field = (name: string, label: string, options: { inputMode?: 'numeric' | 'decimal'; hint?: string } = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      inputMode={options.inputMode}
      hint={options.hint}
      error={home.missingFacts.includes(FACT_OF_FIELD[name] ?? name) ? t`Missing: please fill this in.` : null}
      disabled={!hydrated}
    />
  );
  const select = (name: string, label: string, choices: readonly (readonly [string, string])[]) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={values[name]} onChange={set(name)} disabled={!hydrated}>
        <option value="">{t`Choose…`}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="start-form builder-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Edit this home`}
    >
      {field('displayTitle', t`Title shown in this game (optional)`)}
      <div className="party-check">
        <input
          id={`${id}-visible`}
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
          disabled={!hydrated}
        />
        <label htmlFor={`${id}-visible`}>
          <Trans>Shown to players</Trans>
        </label>
      </div>
      {editsFacts ? (
        <>
          {field('title', t`Listing title`)}
          {field('addressLine', t`Address`)}
          <div className="grid-2">
            {field('city', t`City`)}
            {field('postalCode', t`Postcode`)}
          </div>
          {select(
            'country',
            t`Country`,
            COUNTRIES.map((country) => [country, countryName(country, language)] as const),
          )}
          <div className="grid-2">
            {field('latitude', t`Latitude`, { inputMode: 'decimal' })}
            {field('longitude', t`Longitude`, { inputMode: 'decimal' })}
          </div>
          {select(
            'propertyType',
            t`Property type`,
            PROPERTY_TYPES.map((type) => [type, propertyTypeWords(type, i18n)] as const),
          )}
          <div className="grid-2">
            {field('bedrooms', t`Bedrooms`, { inputMode: 'numeric' })}
            {field('bathrooms', t`Bathrooms`, { inputMode: 'decimal' })}
          </div>
          {field('floorAreaSqft', t`Floor area (sq ft)`, { inputMode: 'numeric' })}
          <div className="grid-2">
            {field('price', t`Price`, {
              hint: t`Written as this site writes prices; secret until each player guesses.`,
            })}
            {select(
              'currency',
              t`Currency`,
              CURRENCIES.map((currency) => [currency, `${currency} (${currencySymbol(currency, language)})`] as const),
            )}
          </div>
          {select('priceKind', t`The price is`, [
            ['asking', t`an asking price`],
            ['sold', t`a sold price`],
          ])}
          <div className="field">
            <label htmlFor={`${id}-description`}>
              <Trans>Description</Trans>
            </label>
            <textarea
              id={`${id}-description`}
              rows={4}
              value={values.description}
              onChange={set('description')}
              disabled={!hydrated}
            />
          </div>
        </>
      ) : (
        <p className="muted">
          {home.importedByYou
            ? t`This game is published: its homes' facts and price stay as players guessed them.`
            : t`This home comes from the catalogue: its facts and price are shared with other games.`}
        </p>
      )}
      <FormSubmit
        label={t`Save this home`}
        busyLabel={t`Saving…`}
        busy={loading}
        hydrated={hydrated}
        refusal={refusal}
      />
    </form>
  );
}

/** The missing-fact name of a form field, where they differ. */
const FACT_OF_FIELD: Record<string, string> = {
  addressLine: 'address',
  floorAreaSqft: 'area',
  priceKind: 'forSale',
};
