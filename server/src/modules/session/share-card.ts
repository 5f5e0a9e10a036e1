import { Resvg } from '@resvg/resvg-js';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import { PRACTICE_LABEL, type ShareableResult } from './share.service';

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Tile colours by points, the same tiers as the emojis (90+, 70+, 50+, 30+, below), grey for an unplayed round. */
function tileColour(points: number | null): string {
  if (points === null) return '#5b6b63';
  if (points >= 90) return '#2fbf71';
  if (points >= 70) return '#8fd14f';
  if (points >= 50) return '#f2c14e';
  if (points >= 30) return '#f08a4b';
  return '#e05d5d';
}

/**
 * The Open Graph card of a shared result (1200x630): what the share text says, drawn as tiles rather than emojis so
 * it needs no emoji font. Built only from a ShareableResult, which has no price fields.
 */
export function renderShareCardSvg(result: ShareableResult, siteName: string): string {
  const tiles = result.rounds.length;
  const size = Math.min(96, Math.floor((WIDTH - 160 - (tiles - 1) * 16) / tiles));
  const left = (WIDTH - (tiles * size + (tiles - 1) * 16)) / 2;
  const tileMarkup = result.rounds
    .map((round, index) => {
      const x = left + index * (size + 16);
      const label = round.points === null ? '–' : String(round.points);
      return `<rect x="${x}" y="300" width="${size}" height="${size}" rx="14" fill="${tileColour(round.points)}"/>
<text x="${x + size / 2}" y="${300 + size / 2 + 10}" font-size="${Math.round(size / 3.2)}" font-weight="700" fill="#0b2e1d" text-anchor="middle">${label}</text>`;
    })
    .join('\n');
  const standing = !result.ranked
    ? `${capitalise(result.rating)} · ${capitalise(PRACTICE_LABEL)}`
    : result.rank !== null
      ? `#${result.rank} of ${result.playerCount} · ${capitalise(result.rating)}`
      : capitalise(result.rating);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14623f"/><stop offset="1" stop-color="#0b3d26"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<text x="600" y="92" font-size="30" font-weight="700" fill="#f6c89f" text-anchor="middle" letter-spacing="3">${escapeMarkup(result.gameTitle.toUpperCase())}</text>
<text x="600" y="190" font-size="64" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeMarkup(truncate(result.playerName, 22))} scored ${result.totalPoints}/${result.maxPoints}</text>
<text x="600" y="256" font-size="34" fill="#d7eadf" text-anchor="middle">${escapeMarkup(standing)}</text>
${tileMarkup}
<text x="600" y="540" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">Can you beat that? Play on ${escapeMarkup(siteName)}</text>
<text x="600" y="588" font-size="24" fill="#a9cdb8" text-anchor="middle">Prices stay hidden until you guess</text>
</svg>`;
}

export function renderShareCardPng(result: ShareableResult, siteName: string): Buffer {
  const svg = renderShareCardSvg(result, siteName);
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Cuts by code points, so an emoji is never split in half. */
function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}
