import { propertyTypeLabel, tenureLabel } from '@ballpark/common/listing-vocabulary';
import { useBrand } from '../brand/brand-context';
import type { PlayHome } from './play-queries';
import { guessedPriceText } from './price-words';
import { formatInteger, squareFeetToSquareMetres } from '../ui/format';

// No-break spaces keep each measure whole when a narrow column wraps it.
function area(squareFeet: number): string {
  return `${formatInteger(squareFeet)}\u00a0sq\u00a0ft (${formatInteger(squareFeetToSquareMetres(squareFeet))}\u00a0m²)`;
}

/**
 * The few facts a price turns on, shown with the guess box so a phone has them on the same screen: floor area,
 * tenure (where the market has one) and whether the price is a sale or an asking price.
 */
export function GuessFacts({ home }: { home: PlayHome }) {
  const { language } = useBrand();
  return (
    <dl className="guess-facts">
      {home.floorAreaSqft !== null && (
        <div>
          <dt>Floor area</dt>
          <dd>{area(home.floorAreaSqft)}</dd>
        </div>
      )}
      {home.tenure && (
        <div>
          <dt>Tenure</dt>
          <dd>{tenureLabel(home.tenure)}</dd>
        </div>
      )}
      <div className="guess-facts__wide">
        <dt>You are guessing</dt>
        <dd>{guessedPriceText(home, language)}</dd>
      </div>
    </dl>
  );
}

/**
 * All the facts of a home, where it is and which price is guessed. Where the game shows pictures and place only
 * (its variant's `showsFacts`), the facts give way to a line saying so.
 */
export function HomeFacts({ home, showsFacts = true }: { home: PlayHome; showsFacts?: boolean }) {
  const { language } = useBrand();
  const facts: { label: string; value: string; icon: string }[] = [];
  if (home.bedrooms !== null) facts.push({ label: 'Bedrooms', value: String(home.bedrooms), icon: '🛏️' });
  if (home.bathrooms !== null) facts.push({ label: 'Bathrooms', value: String(home.bathrooms), icon: '🛁' });
  if (home.floorAreaSqft !== null) facts.push({ label: 'Floor area', value: area(home.floorAreaSqft), icon: '📐' });
  if (home.propertyType) facts.push({ label: 'Type', value: propertyTypeLabel(home.propertyType), icon: '🏠' });
  if (home.lotAreaSqft) facts.push({ label: 'Plot', value: area(home.lotAreaSqft), icon: '🌳' });
  if (home.tenure) facts.push({ label: 'Tenure', value: tenureLabel(home.tenure), icon: '📜' });
  if (home.yearBuilt) facts.push({ label: 'Year built', value: String(home.yearBuilt), icon: '🧱' });

  return (
    <div className="stack">
      {showsFacts ? (
        <dl className="home-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="home-facts__item">
              <dt>
                <span aria-hidden="true">{fact.icon}</span> {fact.label}
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="place-only">
          <strong>Pictures and place only.</strong> This game shows no bedrooms, bathrooms, floor area or description:
          the pictures and where the home is are all you have to go on.
        </p>
      )}
      <p className="home-location">
        <span aria-hidden="true">📍</span> {home.addressLine ? `${home.addressLine}, ` : ''}
        {home.city}, {home.region} {home.postalCode}
      </p>
      <p className="price-kind">
        <strong>The price to guess:</strong> {guessedPriceText(home, language)}.
      </p>
    </div>
  );
}
