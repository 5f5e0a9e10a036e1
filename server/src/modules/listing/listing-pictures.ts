// Pictures of homes, drawn as SVG from a listing's public facts (the product has no internet access for photos).
// The price is never an input, so a picture cannot leak it. Colours and small variations come from a hash of the id.

import type { PropertyType } from '@ballpark/common/listing-vocabulary';
import type { ListingFacts } from './listing-facts';
import { hashString, mulberry32 } from '../../platform/seeded-random';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { wordsIn, type ServerWords } from '../../i18n';

/** The words a drawing writes, in the locale of the site that shows it. */
type PictureWords = ServerWords['pictures'];

export const PICTURE_KINDS = ['front', 'street', 'plan'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The floor plan labels rooms and area: facts, which a variant showing pictures and place only must not show. */
export const FACT_PICTURES: readonly PictureKind[] = ['plan'];

export type PictureListing = { id: string } & Pick<
  ListingFacts,
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'floorAreaSqft'
  | 'yearBuilt'
  | 'country'
  | 'city'
  | 'title'
  | 'floors'
  | 'waterfront'
  | 'viewRating'
  | 'condition'
  | 'illustrative'
>;

type Rng = () => number;
type Era = 'period' | 'mid' | 'modern';
type RoofKind = 'side' | 'hip' | 'front';

interface Home {
  type: PropertyType;
  era: Era;
  uk: boolean;
  storeys: number;
  bays: number;
  beds: number;
  baths: number;
  area: number;
  /** Condition 1 or 2 of 5: a worn home, drawn as one. */
  worn: boolean;
}

interface Palette {
  wall: string;
  trim: string;
  roof: string;
  door: string;
  frame: string;
  accent: string;
}

interface Scene {
  sky: readonly [string, string];
  grass: string;
  leaf: readonly [string, string];
}

/** A drawn home: its markup, size and where its front door is (for garden paths). */
interface Drawn {
  svg: string;
  width: number;
  height: number;
  doorX: number;
}

const W = 800;
const H = 600;
const STOREY = 88;
const GLASS = '#9cc4d8';
const GLASS_LIGHT = '#c9e1ec';
const LIT = '#ffd98a';
const WHITE = '#fbfaf6';
const STONE = '#efe7d6';
const DARK = '#3a4048';
const PAVEMENT = '#d9d5cd';
const KERB = '#bdb8ae';
const ROAD = '#6f737a';
const INK = '#2d3138';

const SKIES = [
  ['#8fc3e6', '#e4f2fa'],
  ['#a9c8ec', '#f6e7d8'],
  ['#9ad0e2', '#eef7f2'],
  ['#b7c3e8', '#f7e3d6'],
] as const;
const GRASSES = ['#9cc27a', '#8fbb78', '#a5c783'];
const LEAVES = [
  ['#5f9a5a', '#4a8249'],
  ['#6ea35c', '#558a4a'],
  ['#5b9470', '#467a5b'],
] as const;
const DOORS = ['#b8372e', '#1f3a5f', '#2e6b4f', '#d9a62e', '#23272e', '#2a7f8a', '#7d3a5c', '#4b6a8c'];
const BRICKS = ['#b1543b', '#a24a34', '#bd6e4c', '#d2ab76', '#9a5b41', '#b8664a'];
const RENDERS = ['#f3f0e9', '#ebe5d8', '#e1e5e7', '#f2e6cd', '#e9ddd0'];
const SIDINGS = ['#8fa8a0', '#5f7b95', '#efe6d2', '#c9b48c', '#a9bccb', '#f1efe9', '#7f9270', '#b5c4b1'];
const BROWNSTONES = ['#8b5b45', '#7b4f3c', '#9a6a4f', '#a85e46'];
const LIMESTONES = ['#d8c9ae', '#c9b69a', '#b98f72', '#c7a48a'];
const SLATES = ['#4c5562', '#575d66', '#3f454e'];
const TILES = ['#a65a3e', '#8d4f3a', '#6e5546'];
const SHINGLES = ['#5a5a5e', '#6b5a4c', '#474b52', '#7a6a5a'];
const CARS = ['#c0392b', '#2e5e8c', '#e9e6df', '#3d4a3d', '#f0c24b', '#6c7a89', '#8e3b5d'];

const n = Math.round;
const r1 = (v: number) => Math.round(v * 10) / 10;
const clamp = (v: number, lo: number, hi: number) => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : lo);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const seeded = (text: string) => mulberry32(hashString(text));

function mix(a: string, b: string, t: number): string {
  const ca = parseInt(a.slice(1), 16);
  const cb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((ca >> shift) & 255) * (1 - t) + ((cb >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
const dark = (c: string, t = 0.18) => mix(c, '#000000', t);
const light = (c: string, t = 0.25) => mix(c, '#ffffff', t);

// Plain rectangles are emitted as paths: they are a fifth smaller than <rect>, and size matters (pictures are many).
const rect = (x: number, y: number, w: number, h: number, fill: string, more = '') =>
  `<path d="M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${-n(w)}z" fill="${fill}"${more}/>`;
const roundRect = (x: number, y: number, w: number, h: number, r: number, fill: string, more = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r1(r)}" fill="${fill}"${more}/>`;
const poly = (points: readonly number[], fill: string, more = '') =>
  `<path d="M${points.map(n).join(' ')}Z" fill="${fill}"${more}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, more = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r1(r)}" fill="${fill}"${more}/>`;
const line = (d: string, stroke: string, width: number, more = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r1(width)}"${more}/>`;
/** Several same-coloured rectangles as one path, which is much smaller than one <rect> each. */
const boxes = (list: readonly (readonly [number, number, number, number])[], fill: string, more = '') =>
  `<path d="${list.map(([x, y, w, h]) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`).join('')}" fill="${fill}"${more}/>`;
const use = (id: string, x: number, y: number) => `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;

/** Shared <defs>: windows, textures and window grids are defined once and reused. */
class Defs {
  private readonly items = new Map<string, { id: string; svg: string }>();

  define(key: string, body: (id: string) => string): string {
    let item = this.items.get(key);
    if (!item) {
      const id = `d${this.items.size + 1}`;
      item = { id, svg: body(id) };
      this.items.set(key, item);
    }
    return item.id;
  }

  toString(): string {
    return this.items.size ? `<defs>${[...this.items.values()].map((item) => item.svg).join('')}</defs>` : '';
  }
}

type WindowStyle = 'sash' | 'casement' | 'pane';

/** A window drawn once at the origin, with an optional stone lintel and sill; returns its id for <use>. */
function windowDef(defs: Defs, style: WindowStyle, w: number, h: number, frame: string, lintel?: string): string {
  const [ww, wh] = [r1(w), r1(h)];
  return defs.define(`w:${style}:${ww}:${wh}:${frame}:${lintel ?? ''}`, (id) => {
    const f = r1(style === 'pane' ? Math.max(1, w * 0.06) : Math.max(1.5, w * 0.09));
    const g = (x: number, y: number, w2: number, h2: number, fill: string, more = '') =>
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w2)}" height="${r1(h2)}" fill="${fill}"${more}/>`;
    const parts = [
      g(0, 0, ww, wh, frame),
      g(f, f, ww - 2 * f, wh - 2 * f, GLASS),
      `<path d="M${f} ${r1(wh * 0.62)}L${r1(ww * 0.62)} ${f}H${r1(ww * 0.86)}L${f} ${r1(wh * 0.92)}Z" fill="${GLASS_LIGHT}" opacity=".7"/>`,
    ];
    if (style === 'sash') parts.push(g(0, wh / 2 - f / 2, ww, f, frame));
    if (style === 'casement' && w > h * 0.9) parts.push(g(ww / 2 - f / 2, 0, f, wh, frame));
    if (lintel)
      parts.push(g(-w * 0.08, -h * 0.12, w * 1.16, h * 0.12, lintel), g(-w * 0.06, h, w * 1.12, h * 0.06, lintel));
    return `<g id="${id}">${parts.join('')}</g>`;
  });
}

/** A grid of identical cells (a window plus optional extras) as a single pattern-filled rect. */
function grid(defs: Defs, cell: string, cw: number, ch: number, x: number, y: number, w: number, h: number) {
  const id = defs.define(`g:${cell}:${r1(cw)}:${r1(ch)}`, (key) => {
    return `<pattern id="${key}" width="${r1(cw)}" height="${r1(ch)}" patternUnits="userSpaceOnUse">${cell}</pattern>`;
  });
  return `<rect width="${r1(w)}" height="${r1(h)}" fill="url(#${id})" transform="translate(${n(x)} ${n(y)})"/>`;
}

/** Subtle texture (brick courses, siding boards, roof tiles, cladding panels) laid over a shape. */
function texture(defs: Defs, kind: 'brick' | 'siding' | 'tiles' | 'panels', s: number): string {
  const [pw, ph] = { brick: [22, 9], siding: [40, 9], tiles: [14, 8], panels: [60, 30] }[kind].map((v) => r1(v * s));
  const id = defs.define(`t:${kind}:${r1(s)}`, (key) => {
    const d =
      kind === 'brick'
        ? `M0 ${ph}H${pw}M${r1(pw / 2)} 0V${r1(ph / 2)}M0 ${r1(ph / 2)}H${pw}M${pw} ${r1(ph / 2)}V${ph}`
        : kind === 'panels'
          ? `M0 ${ph}H${pw}V0`
          : `M0 ${ph}H${pw}`;
    const width = kind === 'siding' ? 1.5 : 1;
    return `<pattern id="${key}" width="${pw}" height="${ph}" patternUnits="userSpaceOnUse"><path d="${d}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="${width}"/></pattern>`;
  });
  return `url(#${id})`;
}

function eraOf(yearBuilt: number | null): Era {
  if (yearBuilt === null) return 'mid';
  return yearBuilt < 1919 ? 'period' : yearBuilt < 1985 ? 'mid' : 'modern';
}

function homeOf(listing: PictureListing, rng: Rng): Home {
  const type = listing.propertyType;
  const beds = n(clamp(listing.bedrooms, 0, 8));
  const area = n(clamp(listing.floorAreaSqft, 250, 9000));
  const era = eraOf(listing.yearBuilt);
  const houseStoreys = area > 2800 ? 3 : 2;
  const storeys: Record<PropertyType, number> = {
    flat: era === 'period' ? 4 + Math.floor(rng() * 2) : 5 + Math.floor(rng() * 2),
    condo: era === 'period' ? 6 + Math.floor(rng() * 2) : 11 + Math.floor(rng() * 5),
    terraced: beds >= 4 || area > 1500 ? 3 : 2,
    'semi-detached': houseStoreys,
    detached: houseStoreys,
    bungalow: 1,
    townhouse: area < 1300 ? 2 : 3,
    'single-family': area < 1500 || (era === 'mid' && area < 2000) ? 1 : houseStoreys,
  };
  const bays: Record<PropertyType, number> = {
    flat: 5 + Math.floor(rng() * 2),
    condo: 5 + Math.floor(rng() * 2),
    terraced: 2,
    'semi-detached': 2,
    detached: beds >= 5 || area > 2600 ? 4 : 3,
    bungalow: beds >= 3 ? 4 : 3,
    townhouse: 2,
    'single-family': clamp(n(area / 700), 3, 4),
  };
  // A house's recorded levels decide its storeys (a half level under the roof does not add one); a flat's or a
  // condo's are of its block, which the record does not give.
  const recorded =
    listing.floors && type !== 'flat' && type !== 'condo' ? Math.floor(clamp(listing.floors, 1, 4)) : null;
  return {
    type,
    era,
    uk: listing.country === 'GB',
    storeys: recorded ?? storeys[type],
    bays: bays[type],
    beds,
    baths: clamp(listing.bathrooms, 0, 6),
    area,
    worn: listing.condition !== null && listing.condition <= 2,
  };
}

function paletteOf(home: Home, rng: Rng): Palette {
  const { type, era, uk } = home;
  const door = pick(rng, DOORS);
  const brick = pick(rng, BRICKS);
  if (type === 'condo') {
    if (era === 'period')
      return { wall: pick(rng, LIMESTONES), trim: STONE, roof: DARK, door, frame: WHITE, accent: brick };
    const wall = pick(rng, [DARK, '#dfe3e6', '#7c8894', '#b9a58c']);
    return { wall, trim: STONE, roof: DARK, door, frame: wall === DARK ? '#4a5560' : dark(wall, 0.12), accent: brick };
  }
  if (type === 'flat' && era === 'modern') {
    return {
      wall: pick(rng, RENDERS),
      trim: WHITE,
      roof: DARK,
      door,
      frame: DARK,
      accent: pick(rng, ['#c7a27c', '#8a99a6', '#b56b4f']),
    };
  }
  if (type === 'townhouse') {
    const wall = era === 'period' ? pick(rng, BROWNSTONES) : pick(rng, [...SIDINGS, '#5d6268']);
    return {
      wall,
      trim: era === 'period' ? '#d9c8ae' : WHITE,
      roof: DARK,
      door,
      frame: era === 'period' ? WHITE : DARK,
      accent: '#b98a5e',
    };
  }
  const wall = uk
    ? era === 'period' || type === 'flat' || (era === 'mid' && rng() < 0.5)
      ? brick
      : pick(rng, RENDERS)
    : era === 'modern'
      ? pick(rng, ['#f3f1ec', '#e9e6df', '#5d6268'])
      : pick(rng, SIDINGS);
  const roof = uk ? (era === 'mid' && rng() < 0.5 ? pick(rng, TILES) : pick(rng, SLATES)) : pick(rng, SHINGLES);
  return {
    wall,
    trim: era === 'period' && uk ? STONE : WHITE,
    roof,
    door,
    frame: era === 'modern' ? DARK : WHITE,
    accent: brick,
  };
}

// ---- Parts -------------------------------------------------------------------------------------------------------

function door(x: number, base: number, w: number, h: number, p: Palette, era: Era): string {
  const parts = [
    rect(x - w * 0.12, base - h - w * 0.12, w * 1.24, h + w * 0.12, p.trim),
    rect(x, base - h, w, h, p.door),
  ];
  if (era === 'period') {
    parts.push(rect(x, base - h - w * 0.1, w, w * 0.1, GLASS));
    parts.push(
      boxes(
        [
          [x + w * 0.15, base - h * 0.85, w * 0.7, h * 0.32],
          [x + w * 0.15, base - h * 0.45, w * 0.7, h * 0.32],
        ],
        dark(p.door, 0.12),
      ),
    );
  } else {
    parts.push(
      era === 'modern'
        ? rect(x + w * 0.62, base - h * 0.9, w * 0.18, h * 0.8, GLASS)
        : rect(x + w * 0.2, base - h * 0.85, w * 0.6, h * 0.3, GLASS),
    );
  }
  parts.push(circle(x + w * 0.2, base - h * 0.45, Math.max(1, w * 0.05), '#e8c66a'));
  return parts.join('');
}

/** Height of a roof at fraction f of its width, as a fraction of its full height. */
function roofProfile(kind: RoofKind, f: number, w: number, rh: number): number {
  if (kind === 'front') return 1 - Math.abs(f - 0.5) * 2;
  return kind === 'hip' ? Math.min(1, (Math.min(f, 1 - f) * w) / (rh * 0.9)) : 1;
}

/** A pitched roof seen from the front: side gable (ridge along the street), hip or front gable. */
function roof(
  defs: Defs,
  kind: RoofKind,
  x: number,
  top: number,
  w: number,
  rh: number,
  colour: string,
  s: number,
): string {
  const ov = 10 * s;
  const pts =
    kind === 'front'
      ? [x - ov, top + ov * 0.4, x + w / 2, top - rh, x + w + ov, top + ov * 0.4]
      : kind === 'hip'
        ? [x - ov, top, x + rh * 0.9, top - rh, x + w - rh * 0.9, top - rh, x + w + ov, top]
        : [x - ov, top, x - ov * 0.2, top - rh, x + w + ov * 0.2, top - rh, x + w + ov, top];
  return (
    poly(pts, colour) +
    poly(pts, texture(defs, 'tiles', s)) +
    rect(x - ov, top - 3 * s, w + 2 * ov, 3 * s, dark(colour, 0.25)) +
    rect(x, top, w, 7 * s, '#000', ' opacity=".12"')
  );
}

function chimney(cx: number, roofY: number, s: number, colour: string): string {
  const x = cx - 10 * s;
  const top = roofY - 30 * s;
  return (
    rect(x, top, 20 * s, 40 * s, colour) +
    rect(x - 2 * s, top - 4 * s, 24 * s, 5 * s, dark(colour, 0.2)) +
    boxes(
      [
        [x + 4 * s, top - 10 * s, 5 * s, 7 * s],
        [x + 11 * s, top - 10 * s, 5 * s, 7 * s],
      ],
      '#a0674c',
    )
  );
}

/** A tree standing at (x, base); defined once per size and shape. */
function tree(defs: Defs, x: number, base: number, s: number, scene: Scene, rng: Rng, tall = false): string {
  const [a, b] = scene.leaf;
  const big = rng() < 0.5;
  const id = defs.define(`tree:${r1(s)}:${tall}:${big}`, (key) => {
    const trunk = rect(-4 * s, -60 * s, 8 * s, 60 * s, '#7a5a44');
    if (tall) {
      return (
        `<g id="${key}">${trunk}<ellipse cy="${n(-110 * s)}" rx="${n(30 * s)}" ry="${n(80 * s)}" fill="${b}"/>` +
        `<ellipse cx="${n(-6 * s)}" cy="${n(-120 * s)}" rx="${n(20 * s)}" ry="${n(60 * s)}" fill="${a}"/></g>`
      );
    }
    const r = (big ? 46 : 38) * s;
    return (
      `<g id="${key}">${trunk}` +
      circle(-r * 0.55, -70 * s - r * 0.3, r * 0.75, b) +
      circle(r * 0.6, -72 * s - r * 0.2, r * 0.7, b) +
      circle(0, -80 * s - r * 0.7, r, a) +
      circle(-r * 0.35, -86 * s - r * 0.9, r * 0.45, light(a, 0.15)) +
      '</g>'
    );
  });
  return use(id, x, base);
}

function hedge(x: number, base: number, w: number, scene: Scene): string {
  if (w <= 0) return '';
  return roundRect(x, base - 26, w, 30, 13, scene.leaf[1]) + roundRect(x + 6, base - 24, w - 12, 9, 4.5, scene.leaf[0]);
}

function railings(x: number, base: number, w: number, s: number): string {
  const d = [`M${n(x)} ${n(base - 24 * s)}H${n(x + w)}`];
  for (let rx = x; rx <= x + w; rx += 9 * s) d.push(`M${n(rx)} ${n(base)}V${n(base - 28 * s)}`);
  return line(d.join(''), '#2f3338', 2 * s);
}

// ---- Homes -------------------------------------------------------------------------------------------------------

interface FacadeOptions {
  bays: number;
  doorBay: number;
  roofKind: RoofKind;
  bayWindow: boolean;
  porch: boolean;
  chimneys: number[];
}

const bayWidth = (home: Home) => (home.type === 'bungalow' ? 84 : 80);
const houseWidth = (home: Home, bays: number) => bays * bayWidth(home) + 40;

/** Houses (detached, semi halves, terraced, bungalows, single-family) share one facade builder. */
function houseFacade(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number, o: FacadeOptions): Drawn {
  const bay = bayWidth(home) * s;
  const pad = 20 * s;
  const w = houseWidth(home, o.bays) * s;
  const storeyH = STOREY * s;
  const wallTop = base - home.storeys * storeyH;
  const period = home.era === 'period';
  const [ww, wh] = period ? [36 * s, 56 * s] : home.era === 'modern' ? [50 * s, 50 * s] : [46 * s, 44 * s];
  const win = windowDef(defs, period ? 'sash' : 'casement', ww, wh, p.frame, period && home.uk ? p.trim : undefined);
  const rh = o.roofKind === 'front' ? w * 0.36 : 62 * s;
  const parts = o.chimneys.map((f) =>
    chimney(x + f * w, wallTop - rh * roofProfile(o.roofKind, f, w, rh), s, p.accent),
  );
  parts.push(rect(x, wallTop, w, base - wallTop, p.wall));
  const masonry = BRICKS.includes(p.wall);
  const tex = masonry ? 'brick' : home.uk ? null : home.era === 'modern' ? 'panels' : 'siding';
  if (tex) parts.push(rect(x, wallTop, w, base - wallTop, texture(defs, tex, s)));
  if (home.uk && home.era === 'mid' && !masonry && home.storeys > 1) {
    // Inter- and post-war houses: brick ground floor under a rendered first floor.
    parts.push(
      rect(x, base - storeyH, w, storeyH, p.accent),
      rect(x, base - storeyH, w, storeyH, texture(defs, 'brick', s)),
    );
  }
  if (home.era === 'modern' && home.storeys > 1) {
    parts.push(rect(x + pad / 2 + o.doorBay * bay, wallTop, bay, base - wallTop, '#b98a5e'));
    parts.push(rect(x + pad / 2 + o.doorBay * bay, wallTop, bay, base - wallTop, texture(defs, 'siding', s * 0.5)));
  }
  parts.push(roof(defs, o.roofKind, x, wallTop, w, rh, p.roof, s));
  if (o.roofKind === 'front') parts.push(use(win, x + w / 2 - ww / 2, wallTop - rh * 0.5));
  for (let f = 0; f < home.storeys; f++) {
    const floorBase = base - f * storeyH;
    for (let b = 0; b < o.bays; b++) {
      if (f === 0 && b === o.doorBay) continue;
      const cx = x + pad + b * bay + bay / 2;
      if (f === 0 && o.bayWindow) {
        const bw = ww * 1.9;
        parts.push(
          rect(cx - bw / 2 - 5 * s, floorBase - storeyH * 0.84, bw + 10 * s, storeyH * 0.84, light(p.wall, 0.1)),
        );
        parts.push(rect(cx - bw / 2 - 8 * s, floorBase - storeyH * 0.9, bw + 16 * s, 8 * s, dark(p.roof, 0.05)));
        const pane = windowDef(defs, 'sash', bw / 3 - 2 * s, wh, p.frame);
        for (let i = 0; i < 3; i++) parts.push(use(pane, cx - bw / 2 + i * (bw / 3) + s, floorBase - storeyH * 0.76));
        continue;
      }
      parts.push(use(win, cx - ww / 2, floorBase - storeyH * 0.5 - wh / 2 - 4 * s));
    }
  }
  const dw = 30 * s;
  const dh = 58 * s;
  const dx = x + pad + o.doorBay * bay + bay / 2 - dw / 2;
  parts.push(door(dx, base, dw, dh, p, home.era));
  if (o.porch) {
    const px = x + pad * 0.4;
    const pw = w - pad * 0.8;
    const py = base - storeyH * 0.86;
    parts.push(rect(px - 6 * s, py - 14 * s, pw + 12 * s, 14 * s, p.roof), rect(px, py, pw, 6 * s, p.trim));
    const columns = Array.from(
      { length: o.bays + 1 },
      (_, i) => [px + (i * (pw - 8 * s)) / o.bays, py, 8 * s, storeyH * 0.86 - 8 * s] as const,
    );
    parts.push(boxes(columns, p.trim));
    parts.push(rect(px, base - 8 * s, pw, 8 * s, dark(p.trim, 0.12)));
    parts.push(line(`M${n(px)} ${n(base - 26 * s)}H${n(px + pw)}`, p.trim, 3 * s));
  } else if (!period) {
    parts.push(rect(dx - 10 * s, base - dh - 18 * s, dw + 20 * s, 6 * s, dark(p.roof, 0.1)));
  }
  return { svg: parts.join(''), width: w, height: base - wallTop + rh + 40 * s, doorX: dx + dw / 2 };
}

function garageDoor(x: number, base: number, w: number, h: number, s: number): string {
  const slats = [1, 2, 3, 4].map((i) => [x, base - h + (i * h) / 5, w, 1.5 * s] as const);
  return rect(x, base - h, w, h, '#e4e2dc') + boxes(slats, '#000', ' opacity=".18"');
}

function detachedHouse(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number): Drawn {
  const us = !home.uk;
  const ranch = home.type === 'single-family' && home.storeys === 1;
  const roofKind =
    home.type === 'bungalow' || ranch
      ? 'hip'
      : us && home.era !== 'mid'
        ? 'front'
        : home.era === 'modern'
          ? 'side'
          : 'hip';
  const house = houseFacade(defs, home, p, x, base, s, {
    bays: home.bays,
    doorBay: Math.floor(home.bays / 2),
    roofKind,
    bayWindow: home.uk && home.era !== 'modern',
    porch: us && home.era !== 'modern' && !ranch,
    chimneys: home.uk && home.era !== 'modern' ? [0.12, 0.88] : us && home.era === 'period' ? [0.78] : [],
  });
  if (!ranch) return house;
  // Ranch houses get an attached garage on the side.
  const gw = 120 * s;
  const gh = STOREY * s * 0.85;
  const gx = x + house.width - 10 * s;
  const garage =
    rect(gx, base - gh, gw, gh, p.wall) +
    rect(gx, base - gh, gw, gh, texture(defs, 'siding', s)) +
    roof(defs, 'hip', gx, base - gh, gw, 40 * s, p.roof, s) +
    garageDoor(gx + 18 * s, base, gw - 36 * s, gh - 22 * s, s);
  return { ...house, svg: garage + house.svg, width: house.width + gw - 10 * s };
}

/** A semi-detached pair under one hipped roof; the other half is hazed back when this is the featured home. */
function semiPair(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number, featured: boolean): Drawn {
  const half = houseWidth(home, 2) * s;
  const o = { bays: 2, roofKind: 'hip' as const, bayWindow: home.era !== 'modern', porch: false, chimneys: [] };
  const left = houseFacade(defs, home, p, x, base, s, { ...o, doorBay: 0 });
  const otherDoor = DOORS[(DOORS.indexOf(p.door) + 3) % DOORS.length];
  const right = houseFacade(defs, home, { ...p, door: otherDoor }, x + half, base, s, { ...o, doorBay: 1 });
  const top = base - home.storeys * STOREY * s;
  const rh = 66 * s;
  const parts = [
    left.svg,
    right.svg,
    chimney(x + half, top - rh, s, p.accent),
    roof(defs, 'hip', x, top, 2 * half, rh, p.roof, s),
  ];
  if (featured) {
    const [l, r, ridge] = [x + half, x + 2 * half, top - rh];
    parts.push(
      poly([l, base, l, ridge, r - rh * 0.9, ridge, r + 10 * s, top, r, top, r, base], '#fff', ' opacity=".35"'),
    );
  }
  return { svg: parts.join(''), width: 2 * half, height: left.height + 6 * s, doorX: left.doorX };
}

function terracedHouse(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number): Drawn {
  return houseFacade(defs, home, p, x, base, s, {
    bays: 2,
    doorBay: 0,
    roofKind: 'side',
    bayWindow: home.era === 'period',
    porch: false,
    chimneys: [0],
  });
}

/** Brownstone (period, raised stoop) or modern townhouse with a garage. */
function townhouse(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number): Drawn {
  const w = 132 * s;
  const storeyH = STOREY * s;
  const period = home.era === 'period';
  const raised = period ? 42 * s : 0;
  const top = base - raised - home.storeys * storeyH;
  const parts = [
    rect(x, top, w, base - top, p.wall),
    rect(x, top, w, base - top, texture(defs, period ? 'brick' : 'panels', s)),
  ];
  if (!period)
    parts.push(
      rect(x + w * 0.55, top, w * 0.45, base - top, p.accent),
      rect(x + w * 0.55, top, w * 0.45, base - top, texture(defs, 'siding', s * 0.5)),
    );
  parts.push(rect(x - 4 * s, top - 16 * s, w + 8 * s, 16 * s, period ? dark(p.wall, 0.3) : DARK));
  if (period) parts.push(rect(x, top, w, 7 * s, dark(p.wall, 0.18)));
  const [ww, wh] = period ? [34 * s, 58 * s] : [48 * s, 56 * s];
  const win = windowDef(defs, period ? 'sash' : 'casement', ww, wh, p.frame, period ? p.trim : undefined);
  for (let f = 0; f < home.storeys; f++) {
    const fb = base - raised - f * storeyH;
    for (let b = 0; b < 2; b++) {
      if (f === 0 && (b === 0 || !period)) continue;
      parts.push(use(win, x + 20 * s + b * 58 * s + (58 * s - ww) / 2, fb - storeyH / 2 - wh / 2));
    }
  }
  const dw = 30 * s;
  const dx = x + 20 * s + (58 * s - dw) / 2;
  parts.push(door(dx, base - raised, dw, 62 * s, p, home.era));
  if (period) {
    // Stoop: steps down to the pavement between iron railings, with a garden-level window beside it.
    const step = raised / 6;
    parts.push(rect(dx - 10 * s, base - raised, dw + 20 * s, raised, light(p.wall, 0.12)));
    parts.push(
      boxes(
        [0, 2, 4].map((i) => [dx - 10 * s, base - raised + (i + 1) * step, dw + 20 * s, step] as const),
        light(p.wall, 0.2),
      ),
    );
    parts.push(
      line(
        `M${n(dx - 10 * s)} ${n(base - raised - 16 * s)}V${n(base)}M${n(dx + dw + 10 * s)} ${n(base - raised - 16 * s)}V${n(base)}`,
        '#2f3338',
        2.5 * s,
      ),
    );
    parts.push(use(windowDef(defs, 'casement', 40 * s, 26 * s, p.frame), x + 78 * s, base - 34 * s));
  } else {
    parts.push(garageDoor(x + 72 * s, base, 52 * s, 58 * s, s));
  }
  return { svg: parts.join(''), width: w, height: base - top + 20 * s, doorX: dx + dw / 2 };
}

/** UK block of flats: mansion block (period), brick slab (mid-century) or rendered block with balconies (modern). */
function flatBlock(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number, lit: number | null): Drawn {
  const cols = home.bays;
  const floorH = 72 * s;
  const colW = 72 * s;
  const pad = 24 * s;
  const w = cols * colW + 2 * pad;
  const top = base - home.storeys * floorH - 14 * s;
  const era = home.era;
  const parts = [rect(x, top, w, base - top, p.wall)];
  if (era !== 'modern') parts.push(rect(x, top, w, base - top, texture(defs, 'brick', s)));
  if (era === 'modern') parts.push(rect(x + pad + colW * (cols - 2), top, colW * 2, base - top, p.accent));
  const [ww, wh] = era === 'period' ? [32 * s, 50 * s] : era === 'modern' ? [52 * s, 50 * s] : [50 * s, 36 * s];
  const win = windowDef(
    defs,
    era === 'period' ? 'sash' : 'casement',
    ww,
    wh,
    p.frame,
    era === 'period' ? STONE : undefined,
  );
  const wx = (colW - ww) / 2;
  const wy = (floorH - wh) / 2;
  const band = era === 'modern' ? '' : rect(0, -3 * s, colW, 5 * s, era === 'period' ? STONE : '#c9c3b8');
  const balcony =
    era === 'modern'
      ? rect(wx - 6 * s, floorH * 0.8 - 18 * s, ww + 12 * s, 18 * s, '#cfe6ee', ' opacity=".6"') +
        rect(wx - 6 * s, floorH * 0.8, ww + 12 * s, 4 * s, '#8c959e')
      : '';
  const cell = band + use(win, wx, wy);
  // Upper floors as one pattern; modern blocks get a balcony on every other column.
  const [pattern, patternW] =
    era === 'modern'
      ? [`${cell}<g transform="translate(${r1(colW)} 0)">${cell + balcony}</g>`, 2 * colW]
      : [cell, colW];
  const upperTop = base - home.storeys * floorH;
  parts.push(grid(defs, pattern, patternW, floorH, x + pad, upperTop, cols * colW, (home.storeys - 1) * floorH));
  const doorCol = Math.floor(cols / 2);
  for (let c = 0; c < cols; c++) if (c !== doorCol) parts.push(use(win, x + pad + c * colW + wx, base - floorH + wy));
  if (era !== 'modern') parts.push(rect(x, base - floorH - 3 * s, w, 5 * s, era === 'period' ? STONE : '#c9c3b8'));
  if (lit !== null) {
    const lx = x + pad + ((doorCol + 1) % cols) * colW + wx;
    parts.push(rect(lx + 3 * s, base - (lit + 1) * floorH + wy + 3 * s, ww - 6 * s, wh - 6 * s, LIT, ' opacity=".9"'));
  }
  parts.push(rect(x - 6 * s, top - 8 * s, w + 12 * s, 12 * s, era === 'period' ? STONE : dark(p.wall, 0.25)));
  if (era === 'period') {
    for (const gx of [x + w * 0.18, x + w * 0.82]) {
      parts.push(
        poly([gx - 34 * s, top - 8 * s, gx, top - 44 * s, gx + 34 * s, top - 8 * s], p.wall),
        rect(gx - 4 * s, top - 30 * s, 8 * s, 14 * s, GLASS),
      );
    }
  }
  const dw = 44 * s;
  const dx = x + pad + doorCol * colW + (colW - dw) / 2;
  parts.push(rect(dx - 8 * s, base - 76 * s, dw + 16 * s, 76 * s, era === 'period' ? STONE : DARK));
  parts.push(rect(dx, base - 66 * s, dw, 66 * s, era === 'modern' ? GLASS : p.door));
  if (era === 'modern') parts.push(rect(dx + dw / 2 - s, base - 66 * s, 2 * s, 66 * s, DARK));
  return { svg: parts.join(''), width: w, height: base - top + 44 * s, doorX: dx + dw / 2 };
}

/** US condo building: pre-war mid-rise with a cornice and canopy, or a glass tower. */
function condoTower(defs: Defs, home: Home, p: Palette, x: number, base: number, s: number, lit: number | null): Drawn {
  const period = home.era === 'period';
  const cols = home.bays;
  const floorH = (period ? 58 : 34) * s;
  const colW = (period ? 56 : 46) * s;
  const pad = (period ? 24 : 14) * s;
  const w = cols * colW + 2 * pad;
  const podium = (period ? 70 : 56) * s;
  const top = base - podium - home.storeys * floorH;
  const parts = [rect(x, top, w, base - top, p.wall)];
  if (period) parts.push(rect(x, top, w, base - top, texture(defs, 'brick', s * 0.8)));
  const [ww, wh] = period ? [30 * s, 42 * s] : [colW - 4 * s, floorH - 4 * s];
  const win = windowDef(defs, period ? 'sash' : 'pane', ww, wh, p.frame, period ? STONE : undefined);
  const wx = (colW - ww) / 2;
  const wy = (floorH - wh) / 2;
  const slab = period ? '' : rect(-1, floorH - 2 * s, colW + 2, 3 * s, '#dfe5ea');
  parts.push(grid(defs, use(win, wx, wy) + slab, colW, floorH, x + pad, top, cols * colW, home.storeys * floorH));
  if (lit !== null) {
    const lx = x + pad + colW + wx;
    parts.push(
      rect(lx + 3 * s, base - podium - (lit + 1) * floorH + wy + 3 * s, ww - 6 * s, wh - 6 * s, LIT, ' opacity=".9"'),
    );
  }
  parts.push(rect(x - 8 * s, top - 14 * s, w + 16 * s, 14 * s, period ? STONE : DARK));
  if (period) parts.push(rect(x - 4 * s, top - 22 * s, w + 8 * s, 8 * s, dark(p.wall, 0.2)));
  parts.push(rect(x, base - podium, w, podium, period ? STONE : DARK));
  const dw = 70 * s;
  const cx = x + w / 2;
  parts.push(
    rect(cx - dw / 2, base - podium + 16 * s, dw, podium - 16 * s, GLASS),
    rect(cx - 1.5 * s, base - podium + 16 * s, 3 * s, podium - 16 * s, DARK),
  );
  parts.push(rect(cx - dw / 2 - 14 * s, base - podium + 6 * s, dw + 28 * s, 10 * s, p.door));
  for (const sx of [x + pad, x + w - pad - 60 * s])
    parts.push(rect(sx, base - podium + 16 * s, 60 * s, podium - 30 * s, light(GLASS, 0.1)));
  return { svg: parts.join(''), width: w, height: base - top + 22 * s, doorX: cx };
}

function drawHome(
  defs: Defs,
  home: Home,
  p: Palette,
  x: number,
  base: number,
  s: number,
  featured: boolean,
  lit: number | null,
): Drawn {
  switch (home.type) {
    case 'semi-detached':
      return semiPair(defs, home, p, x, base, s, featured);
    case 'terraced':
      return terracedHouse(defs, home, p, x, base, s);
    case 'townhouse':
      return townhouse(defs, home, p, x, base, s);
    case 'flat':
      return flatBlock(defs, home, p, x, base, s, lit);
    case 'condo':
      return condoTower(defs, home, p, x, base, s, lit);
    default:
      return detachedHouse(defs, home, p, x, base, s);
  }
}

// ---- Scenes ------------------------------------------------------------------------------------------------------

function sky(defs: Defs, scene: Scene, rng: Rng, horizon: number): string {
  const id = defs.define('sky', (key) => {
    const [a, b] = scene.sky;
    return `<linearGradient id="${key}" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  });
  const cloud = (cx: number, cy: number, k: number) =>
    `<g fill="#fff" opacity=".85"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(22 * k)}"/><circle cx="${n(cx + 26 * k)}" cy="${n(cy - 10 * k)}" r="${n(28 * k)}"/><circle cx="${n(cx + 56 * k)}" cy="${n(cy)}" r="${n(20 * k)}"/>${roundRect(cx - 4 * k, cy, 66 * k, 20 * k, 10 * k, '#fff')}</g>`;
  const ridge = [0, 60, 120, 85, 260, 55, 420, 95, 600, 60, 800, 80];
  const hills = [0, horizon, ...ridge.map((v, i) => (i % 2 ? horizon - v : v)), W, horizon];
  return (
    rect(0, 0, W, H, `url(#${id})`) +
    circle(620 + rng() * 100, 90 + rng() * 30, 34, '#fff4cf', ' opacity=".9"') +
    cloud(80 + rng() * 120, 90 + rng() * 40, 0.9) +
    cloud(440 + rng() * 120, 60 + rng() * 40, 0.7) +
    poly(hills, light(scene.leaf[1], 0.55))
  );
}

interface Row {
  svg: string;
  home: Drawn & { x: number };
}

/** The home among its neighbours: the home is drawn last, on top, and the neighbours are hazed back. */
function streetRow(
  defs: Defs,
  listing: PictureListing,
  home: Home,
  p: Palette,
  scene: Scene,
  rng: Rng,
  base: number,
  s: number,
  gap: number,
): Row {
  const tall = home.type === 'flat' || home.type === 'condo';
  const lit = tall ? 1 + Math.floor(rng() * Math.max(1, home.storeys - 1)) : null;
  const measured = drawHome(new Defs(), home, p, 0, base, s, true, lit);
  const homeX = W / 2 - measured.width / 2;
  const back: string[] = [];
  const trees: string[] = [];
  for (const dir of [-1, 1]) {
    let edge = dir < 0 ? homeX - gap : homeX + measured.width + gap;
    for (let i = 1; i <= 5 && edge > 0 && edge < W; i++) {
      const r = seeded(`${listing.id}:${dir * i}`);
      const np = paletteOf(home, r);
      // Terraces share one roof line and, usually, one brick.
      const neighbourPalette =
        home.type === 'terraced' ? { ...np, roof: p.roof, wall: r() < 0.5 ? p.wall : np.wall } : np;
      const nh = tall ? { ...home, storeys: clamp(home.storeys + pick(r, [-2, -1, 1, 2]), 3, 16) } : home;
      const width = drawHome(new Defs(), nh, neighbourPalette, 0, base, s, false, null).width;
      const nx = dir < 0 ? edge - width : edge;
      back.push(drawHome(defs, nh, neighbourPalette, nx, base, s, false, null).svg);
      if (gap > 40 * s)
        trees.push(tree(defs, dir < 0 ? nx + width + gap / 2 : nx - gap / 2, base + 6 * s, s * 0.9, scene, rng));
      edge = dir < 0 ? nx - gap : nx + width + gap;
    }
  }
  const haze = rect(0, 0, W, base, '#fff', ' opacity=".3"');
  const drawn = drawHome(defs, home, p, homeX, base, s, true, lit);
  return { svg: back.join('') + haze + trees.join('') + drawn.svg, home: { ...drawn, x: homeX } };
}

function fitScale(home: Home, maxW: number, maxH: number, maxScale: number): number {
  const p: Palette = { wall: WHITE, trim: WHITE, roof: WHITE, door: WHITE, frame: WHITE, accent: WHITE };
  const d = drawHome(new Defs(), home, p, 0, 0, 1, false, null);
  return Math.min(maxScale, maxW / d.width, maxH / d.height);
}

const hasGarden = (home: Home) => ['detached', 'bungalow', 'semi-detached', 'single-family'].includes(home.type);

function front(listing: PictureListing, home: Home, p: Palette, scene: Scene, rng: Rng, defs: Defs): string {
  const tall = home.type === 'flat' || home.type === 'condo';
  const garden = hasGarden(home);
  const base = garden ? 470 : 505;
  const s = tall
    ? fitScale(home, 560, 480, 1.4)
    : garden
      ? fitScale(home, 560, 400, 1.7)
      : fitScale(home, 300, 400, 1.8);
  const row = streetRow(defs, listing, home, p, scene, rng, base, s, garden ? 90 * s : tall ? 24 * s : 0);
  const depth = garden ? 62 : 22;
  const pave = base + depth;
  const parts = [
    sky(defs, scene, rng, base),
    (listing.viewRating ?? 0) >= 3 ? mountains(base) : '',
    rect(0, base, W, depth, scene.grass),
    rect(0, pave, W, 34, PAVEMENT),
    rect(0, pave + 34, W, 6, KERB),
  ];
  parts.push(listing.waterfront ? water(pave + 40) : rect(0, pave + 40, W, H - pave - 40, ROAD));
  const { x, width, doorX } = row.home;
  if (garden)
    parts.push(poly([doorX - 16 * s, base, doorX + 16 * s, base, doorX + 30, pave, doorX - 30, pave], '#e6ddcd'));
  parts.push(row.svg);
  if (home.worn) parts.push(weeds(x, base, width));
  if (garden) {
    parts.push(hedge(-10, pave, doorX - 36, scene), hedge(doorX + 46, pave, W - doorX - 36, scene));
    parts.push(
      tree(defs, x - 40, base + 24, 1, scene, rng),
      tree(defs, x + width + 44, base + 30, 1.1, scene, rng, true),
    );
  } else if (tall) {
    parts.push(tree(defs, x - 50, pave + 20, 1, scene, rng), tree(defs, x + width + 50, pave + 20, 0.9, scene, rng));
  } else {
    parts.push(railings(0, pave, W, 1));
  }
  return parts.join('');
}

/** Open water from y to the bottom, with a few waves: a waterfront home faces it. */
function water(y: number): string {
  const waves = [0.25, 0.55, 0.8].map((t) => `M0 ${n(y + (H - y) * t)}H${W}`).join('');
  return rect(0, y, W, H - y, '#4f8fb5') + line(waves, '#a9d2e6', 2, ' stroke-dasharray="26 18" opacity=".7"');
}

/** Tufts of weeds along a worn home's front. */
function weeds(x: number, base: number, width: number): string {
  const tufts: string[] = [];
  for (let tx = x + 10; tx < x + width - 10; tx += 70)
    tufts.push(`M${n(tx)} ${n(base)}l4-16 3 14 5-20 3 22 5-12 2 12z`);
  return `<path d="${tufts.join('')}" fill="#6f8a3a" opacity=".85"/>`;
}

/** Snow-capped mountains on the horizon, for a home whose view is rated good or better. */
function mountains(horizon: number): string {
  const peaks = [
    0,
    horizon - 40,
    140,
    horizon - 150,
    260,
    horizon - 70,
    420,
    horizon - 190,
    560,
    horizon - 80,
    700,
    horizon - 160,
    W,
    horizon - 60,
  ];
  const snow = (px: number, py: number) => poly([px - 30, py + 34, px, py, px + 30, py + 34], '#f4f6f8');
  return (
    poly([0, horizon, ...peaks, W, horizon], '#8ea3b8') +
    snow(140, horizon - 150) +
    snow(420, horizon - 190) +
    snow(700, horizon - 160)
  );
}

function car(x: number, y: number, colour: string): string {
  return (
    roundRect(x, y + 18, 110, 26, 8, colour) +
    poly([x + 22, y + 18, x + 34, y, x + 78, y, x + 92, y + 18], colour) +
    poly([x + 30, y + 17, x + 38, y + 4, x + 54, y + 4, x + 54, y + 17], GLASS) +
    poly([x + 58, y + 17, x + 58, y + 4, x + 74, y + 4, x + 84, y + 17], GLASS) +
    circle(x + 24, y + 44, 11, '#2b2e33') +
    circle(x + 86, y + 44, 11, '#2b2e33') +
    circle(x + 24, y + 44, 4, '#aaaabb') +
    circle(x + 86, y + 44, 4, '#aaaabb')
  );
}

function street(listing: PictureListing, home: Home, p: Palette, scene: Scene, rng: Rng, defs: Defs): string {
  const tall = home.type === 'flat' || home.type === 'condo';
  const garden = hasGarden(home);
  const base = 420;
  const s = tall ? fitScale(home, 300, 330, 1) : fitScale(home, garden ? 300 : 180, 260, 1.1);
  const row = streetRow(defs, listing, home, p, scene, rng, base, s, garden ? 70 * s : tall ? 24 * s : 0);
  const pave = base + 18;
  const parts = [
    sky(defs, scene, rng, base),
    (listing.viewRating ?? 0) >= 3 ? mountains(base) : '',
    rect(0, base, W, 18, scene.grass),
    row.svg,
  ];
  parts.push(rect(0, pave, W, 44, PAVEMENT), rect(0, pave + 44, W, 8, KERB));
  if (listing.waterfront) parts.push(water(pave + 52));
  else {
    parts.push(rect(0, pave + 52, W, H - pave - 52, ROAD));
    parts.push(line(`M0 ${pave + 106}H${W}`, '#f3f1ea', 4, ' stroke-dasharray="34 26"'));
  }
  // Street trees and lamps stand clear of the home so it stays in view.
  const { x, width } = row.home;
  const clear = (px: number) => px < x - 30 || px > x + width + 30;
  for (const tx of [40, 150, 260, 540, 650, 760].filter(clear)) parts.push(tree(defs, tx, pave + 30, 0.7, scene, rng));
  const lamp = defs.define(
    'lamp',
    (id) =>
      `<g id="${id}">${rect(0, 0, 4, 124, DARK)}${roundRect(-10, -6, 24, 8, 3, DARK)}${rect(-6, 2, 16, 4, LIT)}</g>`,
  );
  for (const lx of [95, 205, 595, 705].filter(clear)) parts.push(use(lamp, lx, pave - 90));
  // A marker pin above the home, so it stands out among its neighbours.
  const mx = x + width / 2;
  const my = Math.max(40, base - row.home.height - 30);
  parts.push(
    `<path d="M${n(mx)} ${n(my + 26)}c-4-9-16-15-16-27a16 16 0 1 1 32 0c0 12-12 18-16 27z" fill="#e4572e" stroke="#fff" stroke-width="2"/>`,
  );
  parts.push(circle(mx, my - 1, 6, '#fff'));
  if (home.worn) parts.push(weeds(x, base, width));
  if (!listing.waterfront)
    parts.push(car(60 + rng() * 80, pave + 62, pick(rng, CARS)), car(560 + rng() * 80, pave + 62, pick(rng, CARS)));
  return parts.join('');
}

// ---- Floor plan --------------------------------------------------------------------------------------------------

type RoomKind = 'living' | 'kitchen' | 'bed' | 'bath' | 'wc';

interface Room {
  name: string;
  short: string;
  kind: RoomKind;
  weight: number;
}

const ROOM_FILL: Record<RoomKind, string> = {
  living: '#f4ead6',
  kitchen: '#e6efdf',
  bed: '#e3ebf4',
  bath: '#dcefef',
  wc: '#dcefef',
};

function floorsOf(home: Home, words: PictureWords): Room[][] {
  const fullBaths = Math.max(1, Math.floor(home.baths));
  const bedrooms: Room[] = Array.from({ length: home.beds }, (_, i) => ({
    name: words.bedroom(i + 1),
    short: words.bedroomShort(i + 1),
    kind: 'bed',
    weight: i === 0 ? 1.3 : 0.95,
  }));
  const baths: Room[] = Array.from({ length: fullBaths }, (_, i) => {
    if (i === 0) return { name: words.bathroom, short: words.bathShort, kind: 'bath', weight: 0.55 };
    if (i === 1 && home.uk) return { name: words.enSuite, short: words.enSuiteShort, kind: 'bath', weight: 0.55 };
    return { name: words.bath(i + 1), short: words.bathShort, kind: 'bath', weight: 0.55 };
  });
  const wc: Room[] = home.baths % 1 ? [{ name: words.wc(home.uk), short: words.wcShort, kind: 'wc', weight: 0.3 }] : [];
  const living: Room = { name: words.living(home.uk), short: words.livingShort, kind: 'living', weight: 1.7 };
  const kitchen: Room = { name: words.kitchen(home.uk), short: words.kitchenShort, kind: 'kitchen', weight: 1.2 };
  if (home.beds === 0)
    return [[{ ...living, name: words.studio, short: words.studio, weight: 2.4 }, kitchen, ...baths]];
  const floors = ['flat', 'condo', 'bungalow'].includes(home.type) ? 1 : Math.min(3, home.storeys);
  if (floors === 1) return [[living, kitchen, ...bedrooms, ...baths, ...wc]];
  const upper: Room[][] = Array.from({ length: floors - 1 }, () => []);
  bedrooms.forEach((room, i) => upper[i % upper.length].push(room));
  baths.forEach((room, i) => upper[upper.length - 1 - (i % upper.length)].push(room));
  return [[living, kitchen, ...wc], ...upper];
}

function formatFeet(ft: number): string {
  const inches = Math.round(ft * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** A simple furniture symbol against the room's far wall; returns the depth it takes. */
function fixture(
  kind: RoomKind,
  x: number,
  wallY: number,
  w: number,
  dir: 1 | -1,
  ftPx: number,
): { svg: string; depth: number } {
  const at = (dx: number, dy: number, fw: number, fd: number, r: number) =>
    roundRect(
      x + dx,
      dir > 0 ? wallY + dy : wallY - dy - fd,
      fw,
      fd,
      r,
      '#fff',
      ' stroke="#9aa0a8" stroke-width="1.2"',
    );
  switch (kind) {
    case 'bed': {
      const bw = Math.min(w * 0.55, 5 * ftPx);
      const bx = (w - bw) / 2;
      const pillow = at(bx + 4, 4, bw / 2 - 6, 1.2 * ftPx, 3) + at(bx + bw / 2 + 2, 4, bw / 2 - 6, 1.2 * ftPx, 3);
      return { svg: at(bx, 0, bw, 6.6 * ftPx, 2) + pillow, depth: 6.6 * ftPx };
    }
    case 'bath':
      return { svg: at(4, 2, Math.min(w - 8, 5.2 * ftPx), 2.5 * ftPx, 6), depth: 2.5 * ftPx };
    case 'wc':
      return { svg: at(w / 2 - 0.8 * ftPx, 2, 1.6 * ftPx, 2.2 * ftPx, 7), depth: 2.2 * ftPx };
    case 'kitchen': {
      const hob = [0.3, 0.7].map((f) =>
        circle(
          x + w * 0.62 + f * 2 * ftPx,
          dir > 0 ? wallY + ftPx : wallY - ftPx,
          0.35 * ftPx,
          'none',
          ' stroke="#9aa0a8"',
        ),
      );
      return { svg: at(2, 0, w - 4, 2 * ftPx, 0) + hob.join(''), depth: 2 * ftPx };
    }
    case 'living': {
      const sw = Math.min(w * 0.6, 7 * ftPx);
      return { svg: at((w - sw) / 2, 2, sw, 3 * ftPx, 5) + at((w - sw) / 2, 2, sw, 0.9 * ftPx, 3), depth: 3 * ftPx };
    }
  }
}

function roomLabel(room: Room, cx: number, cy: number, rw: number, rd: number, dims: string): string {
  const size = (text: string, span: number) => Math.min(15, span / (text.length * 0.62));
  let text = room.name;
  let fs = size(text, rw - 8);
  if (fs < 10) [text, fs] = [room.short, size(room.short, rw - 8)];
  const rotate = fs < 9 && rd > rw * 1.5;
  if (rotate) fs = Math.min(13, size(text, rd - 16));
  fs = Math.max(fs, 8);
  const attrs = rotate ? ` transform="rotate(-90 ${n(cx)} ${n(cy)})"` : '';
  const main = `<text x="${n(cx)}" y="${n(cy)}" font-size="${r1(fs)}" font-weight="600" fill="#3a3f47"${attrs}>${escapeMarkup(text)}</text>`;
  const fitsDims = !rotate && rd > fs * 3.2 && rw > dims.length * fs * 0.5;
  return (
    main +
    (fitsDims
      ? `<text x="${n(cx)}" y="${n(cy + fs * 1.25)}" font-size="${r1(fs * 0.8)}" fill="#7a808a">${dims}</text>`
      : '')
  );
}

function plan(home: Home, rng: Rng, words: PictureWords, locale: BrandLocale): string {
  const floors = floorsOf(home, words);
  const mirrored = rng() < 0.5;
  const narrow = ['terraced', 'townhouse', 'semi-detached'].includes(home.type);
  const gap = 48;
  const [maxW, maxD] = [(W - 80 - gap * (floors.length - 1)) / floors.length, 440];
  // Width / depth: as close to the space available as the kind of home allows (terraces are narrow and deep).
  const aspect = clamp(maxW / maxD, 0.5, narrow ? 0.7 : 1.4);
  const perFloor = home.area / floors.length;
  const depthFt = Math.sqrt(perFloor / aspect);
  const widthFt = perFloor / depthFt;
  const scale = Math.min(maxD / depthFt, maxW / widthFt);
  const fw = widthFt * scale;
  const fd = depthFt * scale;
  const x0 = (W - floors.length * fw - (floors.length - 1) * gap) / 2;
  const y0 = 290 - fd / 2;
  const labels = words.floors(home.uk);
  const hallD = Math.max(20, Math.min(fd * 0.12, 4 * scale));
  const parts = [rect(0, 0, W, H, WHITE)];
  floors.forEach((rooms, fi) => {
    const fx = x0 + fi * (fw + gap);
    // Two rows of rooms either side of a hall; the living room faces the street (bottom), the kitchen the garden.
    const rows: Room[][] = [[], []];
    const weight = (row: Room[]) => row.reduce((sum, r) => sum + r.weight, 0);
    for (const room of [...rooms].sort((a, b) => b.weight - a.weight)) {
      const target =
        room.kind === 'living' ? 1 : room.kind === 'kitchen' ? 0 : weight(rows[0]) <= weight(rows[1]) ? 0 : 1;
      rows[target].push(room);
    }
    const used = rows.filter((row) => row.length);
    const roomsD = fd - (used.length > 1 ? hallD : 0);
    const total = weight(rooms);
    const fills: string[] = [];
    const walls: string[] = [];
    const over: string[] = [];
    let y = y0;
    used.forEach((row, ri) => {
      const rd = (roomsD * weight(row)) / total;
      const hallSide = ri === 0 ? y + rd : y;
      const farWall = ri === 0 ? y : y + rd;
      let x = fx;
      for (const room of mirrored ? [...row].reverse() : row) {
        const rw = (fw * room.weight) / weight(row);
        fills.push(rect(x, y, rw, rd, ROOM_FILL[room.kind]));
        walls.push(`M${n(x)} ${n(y)}h${n(rw)}v${n(rd)}h${n(-rw)}z`);
        const leaf = Math.min(24, rw * 0.3, rd * 0.3);
        if (used.length > 1) {
          const dx = x + Math.min(rw * 0.4, 8 + rw * 0.1);
          const dy = ri === 0 ? -leaf : leaf;
          over.push(rect(dx, hallSide - 2, leaf, 4, ROOM_FILL[room.kind]));
          over.push(
            line(
              `M${n(dx)} ${n(hallSide)}v${n(dy)}a${n(leaf)} ${n(leaf)} 0 0 ${ri === 0 ? 1 : 0} ${n(leaf)} ${n(-dy)}`,
              '#8a8f96',
              1,
            ),
          );
        }
        const item =
          rd > 70 && rw > 50 ? fixture(room.kind, x, farWall, rw, ri === 0 ? 1 : -1, scale) : { svg: '', depth: 0 };
        fills.push(item.svg);
        const cy = (ri === 0 ? y + item.depth : y) + (rd - item.depth) / 2;
        const [wFt, dFt] = [rw / scale, rd / scale];
        const dims = home.uk
          ? `${(wFt * 0.3048).toFixed(1)} × ${(dFt * 0.3048).toFixed(1)} m`
          : `${formatFeet(wFt)} × ${formatFeet(dFt)}`;
        over.push(roomLabel(room, x + rw / 2, cy - (rd > 60 ? 6 : 0), rw, rd - item.depth, dims));
        x += rw;
      }
      y += rd + (ri === 0 ? hallD : 0);
    });
    parts.push(...fills);
    if (used.length > 1) {
      const hy = y0 + (roomsD * weight(used[0])) / total;
      parts.push(rect(fx, hy, fw, hallD, '#efede7'));
      if (floors.length > 1) {
        const sw = Math.min(96, fw * 0.4);
        const sx = fx + fw - 6 - sw;
        const treads = Array.from(
          { length: 10 },
          (_, i) => `M${n(sx + (i * sw) / 10)} ${n(hy + 3)}v${n(hallD - 6)}`,
        ).join('');
        parts.push(line(`${treads}M${n(sx)} ${n(hy + 3)}h${n(sw)}v${n(hallD - 6)}h${n(-sw)}z`, '#9aa0a8', 1));
      }
    }
    parts.push(line(walls.join(''), '#3a3f47', 2.5), ...over);
    parts.push(rect(fx, y0, fw, fd, 'none', ` stroke="${INK}" stroke-width="7"`));
    for (let wx = fx + fw * 0.15; wx < fx + fw - 36; wx += Math.max(80, fw * 0.3)) {
      for (const wy of [y0, y0 + fd])
        parts.push(rect(wx, wy - 3.5, 34, 7, '#fff', ` stroke="${INK}" stroke-width="1.5"`));
    }
    if (fi === 0)
      parts.push(
        poly([fx + fw / 2 - 9, y0 + fd + 24, fx + fw / 2 + 9, y0 + fd + 24, fx + fw / 2, y0 + fd + 11], '#e4572e'),
      );
    const heading = floors.length > 1 ? labels[fi] : words.floorPlan;
    parts.push(
      `<text x="${n(fx + fw / 2)}" y="${n(y0 - 22)}" font-size="16" font-weight="700" fill="${INK}">${heading}</text>`,
    );
  });
  const numbers = new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US');
  const area = words.area(numbers.format(Math.round(home.area * 0.092903)), numbers.format(home.area), home.uk);
  parts.push(`<text x="${W / 2}" y="${n(y0 + fd + 50)}" font-size="14" fill="#5d636c">${area}</text>`);
  return `<g font-family="Helvetica, Arial, sans-serif" text-anchor="middle" dominant-baseline="middle">${parts.join('')}</g>`;
}

// ---- Entry point -------------------------------------------------------------------------------------------------

/** A drawing of the home, in the words of the locale of the site that shows it. */
export function renderListingPicture(kind: PictureKind, listing: PictureListing, locale: BrandLocale = 'en'): string {
  const words = wordsIn(locale).pictures;
  const rng = seeded(listing.id);
  const home = homeOf(listing, rng);
  const fresh = paletteOf(home, rng);
  // A worn home's paint has faded towards grey.
  const p = home.worn
    ? {
        ...fresh,
        wall: mix(fresh.wall, '#8c8a80', 0.35),
        trim: mix(fresh.trim, '#8c8a80', 0.4),
        door: mix(fresh.door, '#6b6b66', 0.5),
      }
    : fresh;
  const scene: Scene = { sky: pick(rng, SKIES), grass: pick(rng, GRASSES), leaf: pick(rng, LEAVES) };
  const defs = new Defs();
  const body =
    kind === 'plan'
      ? plan(home, rng, words, locale)
      : kind === 'front'
        ? front(listing, home, p, scene, rng, defs)
        : street(listing, home, p, scene, rng, defs);
  // An invented home says so on every picture of it, wherever the picture is shown.
  const badge = listing.illustrative
    ? `${rect(16, 16, 132, 30, '#1f2328', ' opacity=".8"')}<text x="82" y="36" font-family="Arial" font-size="15" fill="#fff" text-anchor="middle">${words.illustrative}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img"><title>${escapeMarkup(pictureAlt(kind, listing, locale))}</title>${defs}${body}${badge}</svg>`;
}

/**
 * The text alternative of a picture: its SVG <title> and the alt text the API gives with its URL. A game that keeps a
 * home's facts hidden (`factsHidden`) has it named only as a home in its city.
 */
export function pictureAlt(
  kind: PictureKind,
  listing: Pick<PictureListing, 'title' | 'city'> & Partial<Pick<PictureListing, 'waterfront' | 'illustrative'>>,
  locale: BrandLocale = 'en',
  factsHidden = false,
): string {
  const words = wordsIn(locale).pictures;
  return words.alt(kind, {
    title: factsHidden ? words.aHome : listing.title,
    city: listing.city,
    waterfront: !factsHidden && Boolean(listing.waterfront),
    illustrative: Boolean(listing.illustrative),
  });
}
