/**
 * Equirectangular projection for the built-in map: longitude scaled by the cosine of the middle latitude, fitted to
 * the bounding box of the points (padded, never smaller than a minimum span so one home still shows its region).
 */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Viewport {
  centerLatitude: number;
  centerLongitude: number;
  /** Width in projected degrees (longitude degrees times cos of the centre latitude). */
  spanX: number;
  /** Height in degrees of latitude. */
  spanY: number;
  cosLatitude: number;
}

export interface FitOptions {
  /** Share of the span added on each side. */
  padding?: number;
  /** Smallest height (and width) in degrees. */
  minSpan?: number;
  /** Width over height, clamped into [minAspect, maxAspect] when not fixed. */
  aspect?: number;
  minAspect?: number;
  maxAspect?: number;
}

export function fitViewport(points: readonly GeoPoint[], options: FitOptions = {}): Viewport {
  const { padding = 0.18, minSpan = 3, minAspect = 0.8, maxAspect = 1.6 } = options;
  if (points.length === 0) throw new Error('fitViewport needs at least one point');
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const minLat = Math.min(...latitudes);
  const maxLat = Math.max(...latitudes);
  const minLon = Math.min(...longitudes);
  const maxLon = Math.max(...longitudes);
  const centerLatitude = (minLat + maxLat) / 2;
  const centerLongitude = (minLon + maxLon) / 2;
  const cosLatitude = Math.cos((centerLatitude * Math.PI) / 180);

  let spanX = Math.max((maxLon - minLon) * cosLatitude * (1 + 2 * padding), minSpan);
  let spanY = Math.max((maxLat - minLat) * (1 + 2 * padding), minSpan);
  const aspect = options.aspect ?? clamp(spanX / spanY, minAspect, maxAspect);
  if (spanX / spanY < aspect) spanX = spanY * aspect;
  else spanY = spanX / aspect;
  return { centerLatitude, centerLongitude, spanX, spanY, cosLatitude };
}

export function aspectOf(viewport: Viewport): number {
  return viewport.spanX / viewport.spanY;
}

/** Maps a point to SVG coordinates in a width × height box (y grows downwards). */
export function projector(viewport: Viewport, width: number, height: number) {
  return (latitude: number, longitude: number) => ({
    x: (((longitude - viewport.centerLongitude) * viewport.cosLatitude) / viewport.spanX + 0.5) * width,
    y: (0.5 - (latitude - viewport.centerLatitude) / viewport.spanY) * height,
  });
}

/** Splits points into one group per country, biggest group first (a UK + US game gets two panels). */
export function groupByCountry<T extends { country: string }>(
  points: readonly T[],
): { country: string; points: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const point of points) {
    const group = groups.get(point.country);
    if (group) group.push(point);
    else groups.set(point.country, [point]);
  }
  return [...groups.entries()]
    .map(([country, members]) => ({ country, points: members }))
    .sort((a, b) => b.points.length - a.points.length);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export interface LabelRequest {
  key: string;
  text: string;
  x: number;
  y: number;
}

export interface PlacedLabel extends LabelRequest {
  textX: number;
  textY: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * Places each label beside its anchor point (right, left, above, below, in that order), avoiding the labels already
 * placed, the markers and the edges; the first position inside the box wins when every position collides.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  markers: readonly Box[],
  size: { width: number; height: number },
  metrics: { fontSize: number; offset: number },
): PlacedLabel[] {
  const { fontSize, offset } = metrics;
  const placed: Box[] = [];
  const result: PlacedLabel[] = [];
  for (const request of requests) {
    const width = request.text.length * fontSize * 0.6;
    const height = fontSize * 1.1;
    const candidates: { box: Box; textX: number; textY: number; anchor: PlacedLabel['anchor'] }[] = [
      {
        box: { x: request.x + offset, y: request.y - height / 2, width, height },
        textX: request.x + offset,
        textY: request.y + fontSize * 0.35,
        anchor: 'start',
      },
      {
        box: { x: request.x - offset - width, y: request.y - height / 2, width, height },
        textX: request.x - offset,
        textY: request.y + fontSize * 0.35,
        anchor: 'end',
      },
      {
        box: { x: request.x - width / 2, y: request.y - offset - height, width, height },
        textX: request.x,
        textY: request.y - offset - fontSize * 0.25,
        anchor: 'middle',
      },
      {
        box: { x: request.x - width / 2, y: request.y + offset, width, height },
        textX: request.x,
        textY: request.y + offset + fontSize * 0.85,
        anchor: 'middle',
      },
    ];
    const inside = candidates.filter(
      ({ box }) =>
        box.x >= 2 && box.y >= 2 && box.x + box.width <= size.width - 2 && box.y + box.height <= size.height - 2,
    );
    const free = inside.find(
      ({ box }) => !placed.some((other) => overlaps(box, other)) && !markers.some((marker) => overlaps(box, marker)),
    );
    const chosen = free ?? inside[0] ?? candidates[0]!;
    placed.push(chosen.box);
    result.push({ ...request, textX: chosen.textX, textY: chosen.textY, anchor: chosen.anchor });
  }
  return result;
}

/** Spreads markers that would sit on top of each other around their common centre. */
export function spreadOverlapping<T extends { x: number; y: number }>(points: readonly T[], minDistance: number): T[] {
  const result = points.map((point) => ({ ...point }));
  const visited = new Set<number>();
  for (let i = 0; i < result.length; i++) {
    if (visited.has(i)) continue;
    const cluster = [i];
    for (let j = i + 1; j < result.length; j++) {
      if (!visited.has(j) && Math.hypot(result[i]!.x - result[j]!.x, result[i]!.y - result[j]!.y) < minDistance)
        cluster.push(j);
    }
    if (cluster.length < 2) continue;
    const cx = cluster.reduce((sum, k) => sum + result[k]!.x, 0) / cluster.length;
    const cy = cluster.reduce((sum, k) => sum + result[k]!.y, 0) / cluster.length;
    const radius = minDistance / (2 * Math.sin(Math.PI / Math.max(cluster.length, 2)));
    cluster.forEach((k, index) => {
      visited.add(k);
      const angle = (cluster.length === 2 ? 0 : -Math.PI / 2) + (2 * Math.PI * index) / cluster.length;
      result[k]!.x = cx + radius * Math.cos(angle);
      result[k]!.y = cy + radius * Math.sin(angle);
    });
  }
  return result;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
