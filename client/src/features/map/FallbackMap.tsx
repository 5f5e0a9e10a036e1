import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { GREAT_LAKES, LAND, type Ring } from './outlines';
import {
  aspectOf,
  fitViewport,
  groupByCountry,
  placeLabels,
  projector,
  spreadOverlapping,
  type Box,
} from './projection';
import { useBrand } from '../brand/brand-context';
import { countryName } from '@ballpark/common/listing-vocabulary';
import { describeHomes, type MapHome } from './map-types';

const PANEL_WIDTH = 480;
const COMPACT_PANEL_WIDTH = 380;
const FONT_SIZE = 15;
const MARKER_RADIUS = 12;

interface FallbackMapProps {
  homes: readonly MapHome[];
  /** A single home's small map: a wider view around it. */
  compact?: boolean;
}

/**
 * The built-in map: no tiles, no network. Homes are projected over the bounding box of their points, one panel per
 * country when a game spans the UK and the US.
 */
export function FallbackMap({ homes, compact = false }: FallbackMapProps) {
  const groups = useMemo(() => groupByCountry(homes), [homes]);
  if (homes.length === 0) return null;
  return (
    <div className={`fallback-map${groups.length > 1 ? ' fallback-map--multi' : ''}`}>
      {groups.map((group) => (
        <MapPanel
          key={group.country}
          country={group.country}
          homes={group.points}
          compact={compact}
          showCountry={groups.length > 1}
        />
      ))}
    </div>
  );
}

function MapPanel({
  country,
  homes,
  compact,
  showCountry,
}: {
  country: string;
  homes: readonly MapHome[];
  compact: boolean;
  showCountry: boolean;
}) {
  const { i18n } = useLingui();
  const { language } = useBrand();
  const clipId = `map-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const layout = useMemo(() => {
    // A lone home gets its region around it (wider in the US, where cities are further apart).
    const viewport = fitViewport(
      homes,
      compact ? { minSpan: country === 'US' ? 9 : 4, aspect: 1.6 } : { minSpan: 5, padding: 0.2 },
    );
    // Compact maps are drawn on a narrower canvas so their labels stay legible when shown small.
    const width = compact ? COMPACT_PANEL_WIDTH : PANEL_WIDTH;
    const height = Math.round(width / aspectOf(viewport));
    const project = projector(viewport, width, height);
    const toPath = (ring: Ring) =>
      ring
        .map(([longitude, latitude], index) => {
          const { x, y } = project(latitude, longitude);
          return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
        })
        .join('') + 'Z';

    const land = LAND.map((shape) => ({
      home: shape.country === country,
      d: shape.rings.map(toPath).join(''),
    }));
    const lakes = country === 'US' ? GREAT_LAKES.map(toPath).join('') : '';

    const step = niceStep(viewport.spanY / 4);
    const grid: string[] = [];
    const south = viewport.centerLatitude - viewport.spanY / 2;
    const north = viewport.centerLatitude + viewport.spanY / 2;
    const halfLon = viewport.spanX / viewport.cosLatitude / 2;
    for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
      const { y } = project(lat, viewport.centerLongitude);
      grid.push(`M0,${y.toFixed(1)}H${width}`);
    }
    for (
      let lon = Math.ceil((viewport.centerLongitude - halfLon) / step) * step;
      lon <= viewport.centerLongitude + halfLon;
      lon += step
    ) {
      const { x } = project(viewport.centerLatitude, lon);
      grid.push(`M${x.toFixed(1)},0V${height}`);
    }

    const projected = homes.map((home) => ({ home, ...project(home.latitude, home.longitude) }));
    const markers = spreadOverlapping(projected, MARKER_RADIUS * 2.1);
    const markerBoxes: Box[] = markers.map(({ x, y }) => ({
      x: x - MARKER_RADIUS,
      y: y - MARKER_RADIUS,
      width: MARKER_RADIUS * 2,
      height: MARKER_RADIUS * 2,
    }));
    const byCity = new Map<string, { x: number; y: number; count: number }>();
    for (const marker of markers) {
      const entry = byCity.get(marker.home.city) ?? { x: 0, y: 0, count: 0 };
      entry.x += marker.x;
      entry.y += marker.y;
      entry.count += 1;
      byCity.set(marker.home.city, entry);
    }
    const labels = placeLabels(
      [...byCity.entries()].map(([city, { x, y, count }]) => ({ key: city, text: city, x: x / count, y: y / count })),
      markerBoxes,
      { width, height },
      { fontSize: FONT_SIZE, offset: MARKER_RADIUS + 6 },
    );
    return { width, height, land, lakes, grid: grid.join(''), markers, labels };
  }, [homes, compact, country]);

  const single = homes.length === 1;
  return (
    <svg
      className="fallback-map__panel"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={`${describeHomes(homes, i18n, language)}${showCountry ? ` (${countryName(country, language)})` : ''}`}
    >
      <defs>
        <clipPath id={clipId}>
          <rect width={layout.width} height={layout.height} rx="12" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect className="map-sea" width={layout.width} height={layout.height} />
        <path className="map-grid" d={layout.grid} />
        {layout.land.map((shape, index) => (
          <path key={index} className={shape.home ? 'map-land map-land--home' : 'map-land'} d={shape.d} />
        ))}
        {layout.lakes && <path className="map-lake" d={layout.lakes} />}
        {layout.markers.map(({ home, x, y }) =>
          single ? (
            <g key={home.id} className="map-marker map-marker--single">
              <circle cx={x} cy={y} r={MARKER_RADIUS * 1.9} className="map-marker__halo" />
              <circle cx={x} cy={y} r={MARKER_RADIUS * 0.8} className="map-marker__dot" />
            </g>
          ) : (
            <g key={home.id} className="map-marker">
              <circle cx={x} cy={y} r={MARKER_RADIUS} className="map-marker__dot" />
              {home.round !== undefined && (
                <text x={x} y={y + 4.5} textAnchor="middle" className="map-marker__number">
                  {home.round}
                </text>
              )}
            </g>
          ),
        )}
        {layout.labels.map((label) => (
          <text key={label.key} x={label.textX} y={label.textY} textAnchor={label.anchor} className="map-label">
            {label.text}
          </text>
        ))}
        {showCountry && (
          <text x={14} y={layout.height - 14} className="map-country">
            {countryName(country, language)}
          </text>
        )}
      </g>
    </svg>
  );
}

function niceStep(raw: number): number {
  const steps = [0.25, 0.5, 1, 2, 5, 10, 20];
  return steps.find((step) => step >= raw) ?? 20;
}
