import type { PlayHome } from './play-queries';
import { formatDate, formatInteger, squareFeetToSquareMetres } from '../ui/format';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function area(squareFeet: number): string {
  return `${formatInteger(squareFeet)} sq ft (${formatInteger(squareFeetToSquareMetres(squareFeet))} m²)`;
}

/** The facts a guess is based on. */
export function HomeFacts({ home }: { home: PlayHome }) {
  const facts: { label: string; value: string; icon: string }[] = [
    { label: 'Bedrooms', value: String(home.bedrooms), icon: '🛏️' },
    { label: 'Bathrooms', value: String(home.bathrooms), icon: '🛁' },
    { label: 'Floor area', value: area(home.floorAreaSqft), icon: '📐' },
    { label: 'Type', value: capitalise(home.propertyType), icon: '🏠' },
  ];
  if (home.lotAreaSqft) facts.push({ label: 'Plot', value: area(home.lotAreaSqft), icon: '🌳' });
  if (home.tenure) facts.push({ label: 'Tenure', value: capitalise(home.tenure), icon: '📜' });
  if (home.yearBuilt) facts.push({ label: 'Year built', value: String(home.yearBuilt), icon: '🧱' });

  return (
    <div className="stack">
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
      <p className="home-location">
        <span aria-hidden="true">📍</span> {home.addressLine ? `${home.addressLine}, ` : ''}
        {home.city}, {home.region} {home.postalCode}
      </p>
      <p className="price-kind">
        You are guessing the <strong>{home.priceKind === 'SOLD' ? 'sold price' : 'asking price'}</strong> (
        {home.priceKind === 'SOLD' ? 'sold' : 'listed'} {formatDate(home.priceDate)}).
      </p>
    </div>
  );
}
