import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { PlayHome } from '../play-queries';
import { propertyTypeWords, tenureWords } from './listing-words';
import { guessedPriceText } from './price-words';
import { formatInteger, squareFeetToSquareMetres } from '../../ui/format';
import './locales';

/**
 * An area in the units the language reads first: "977 sq ft (91 m²)" in English, "91 m² (977 pies²)" in Spanish.
 * No-break spaces keep each measure whole when a narrow column wraps it.
 */
function area(squareFeet: number, i18n: I18n): string {
  const language = i18n.locale as BrandLocale;
  const feet = formatInteger(squareFeet, language);
  const metres = formatInteger(squareFeetToSquareMetres(squareFeet), language);
  return i18n._(msg`${feet}\u00a0sq\u00a0ft (${metres}\u00a0m²)`);
}

/**
 * The few facts a price turns on, shown with the guess box so a phone has them on the same screen: floor area,
 * tenure (where the market has one) and whether the price is a sale or an asking price.
 */
export function GuessFacts({ home }: { home: PlayHome }) {
  const { i18n } = useLingui();
  return (
    <dl className="guess-facts">
      {home.floorAreaSqft !== null && (
        <div>
          <dt>
            <Trans>Floor area</Trans>
          </dt>
          <dd>{area(home.floorAreaSqft, i18n)}</dd>
        </div>
      )}
      {home.tenure && (
        <div>
          <dt>
            <Trans>Tenure</Trans>
          </dt>
          <dd>{tenureWords(home.tenure, i18n)}</dd>
        </div>
      )}
      <div className="guess-facts__wide">
        <dt>
          <Trans>You are guessing</Trans>
        </dt>
        <dd>{guessedPriceText(home, i18n)}</dd>
      </div>
    </dl>
  );
}

/**
 * All the facts of a home, where it is and which price is guessed. Where the game shows pictures and place only
 * (its variant's `showsFacts`), the facts give way to a line saying so.
 */
export function HomeFacts({ home, showsFacts = true }: { home: PlayHome; showsFacts?: boolean }) {
  const { i18n, t } = useLingui();
  const language = i18n.locale as BrandLocale;
  const facts: { key: string; label: string; value: string; icon: string }[] = [];
  if (home.bedrooms !== null)
    facts.push({ key: 'beds', label: t`Bedrooms`, value: formatInteger(home.bedrooms, language), icon: '🛏️' });
  if (home.bathrooms !== null)
    facts.push({ key: 'baths', label: t`Bathrooms`, value: formatInteger(home.bathrooms, language), icon: '🛁' });
  if (home.floorAreaSqft !== null)
    facts.push({ key: 'area', label: t`Floor area`, value: area(home.floorAreaSqft, i18n), icon: '📐' });
  if (home.propertyType)
    facts.push({ key: 'type', label: t`Type`, value: propertyTypeWords(home.propertyType, i18n), icon: '🏠' });
  if (home.lotAreaSqft) facts.push({ key: 'plot', label: t`Plot`, value: area(home.lotAreaSqft, i18n), icon: '🌳' });
  if (home.tenure) facts.push({ key: 'tenure', label: t`Tenure`, value: tenureWords(home.tenure, i18n), icon: '📜' });
  // A year is not grouped: "1962", never "1.962".
  if (home.yearBuilt) facts.push({ key: 'year', label: t`Year built`, value: String(home.yearBuilt), icon: '🧱' });

  const guessedPrice = guessedPriceText(home, i18n);
  return (
    <div className="stack">
      {showsFacts ? (
        <dl className="home-facts">
          {facts.map((fact) => (
            <div key={fact.key} className="home-facts__item">
              <dt>
                <span aria-hidden="true">{fact.icon}</span> {fact.label}
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="place-only">
          <Trans>
            <strong>Pictures and place only.</strong> This game shows no bedrooms, bathrooms, floor area or description:
            the pictures and where the home is are all you have to go on.
          </Trans>
        </p>
      )}
      <p className="home-location">
        <span aria-hidden="true">📍</span> {home.addressLine ? `${home.addressLine}, ` : ''}
        {home.city}, {home.region} {home.postalCode}
      </p>
      <p className="price-kind">
        <Trans>
          <strong>The price to guess:</strong> {guessedPrice}.
        </Trans>
      </p>
    </div>
  );
}
