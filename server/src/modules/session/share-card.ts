import { Resvg } from '@resvg/resvg-js';
import { textColorOn } from '@ballpark/common/brand-colors';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { wordsIn } from '../../i18n';
import type { ShareableResult } from './share.service';

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const FONT_OPTIONS = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };

/** The band the headline ("NAME scored 280/500") is laid out in: its width and its top and bottom edges. */
export const HEADLINE_BOX = Object.freeze({ width: 1080, top: 104, bottom: 252 });
const LINE_HEIGHT = 1.2;
// Each layout with the font sizes it may use, largest first: the whole headline on one line, then the name above
// "scored ...", then the name itself wrapped onto two lines.
const ONE_LINE = { max: 64, min: 48 };
const TWO_LINES = { max: 56, min: 40 };
const WRAPPED_SIZES = [40, 36, 32, 28];
const STANDING_MAX_SIZE = 34;
const REFERENCE_SIZE = 100;
// Text is fitted to a little less than the band's width: glyph outlines do not scale exactly with the font size.
const FIT_WIDTH = HEADLINE_BOX.width * 0.97;
// Scripts the card's own fonts may lack (CJK, emoji) are not measured but reserved at this many ems each, a little
// more than those glyphs take in the fonts that have them, so a name fits whichever fonts a server has.
const WIDE_EM = 1.2;
const WIDE =
  /[\p{Extended_Pictographic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Tile colours by points, the same tiers as the emojis (90+, 70+, 50+, 30+, below), grey for an unplayed round. */
function tileColour(points: number | null): string {
  if (points === null) return '#5b6b63';
  if (points >= 90) return '#2fbf71';
  if (points >= 70) return '#8fd14f';
  if (points >= 50) return '#f2c14e';
  if (points >= 30) return '#f08a4b';
  return '#e05d5d';
}

/** Whose card it is: the brand whose site the result was played on, in its name and colours. */
export interface ShareCardBrand {
  displayName: string;
  locale: BrandLocale;
  brandColors: { primary: string; accent: string };
}

/**
 * The Open Graph card of a shared result (1200x630): what the share text says, drawn as tiles rather than emojis so
 * it needs no emoji font, on the brand's main colour. Built only from a ShareableResult, which has no price fields.
 */
export function renderShareCardSvg(result: ShareableResult, brand: ShareCardBrand): string {
  const background = brand.brandColors.primary;
  // Text in the colour that reads on the brand's (white or near-black); the quieter lines in the same, fainter.
  const ink = textColorOn(background);
  const tiles = result.rounds.length;
  const size = Math.min(96, Math.floor((WIDTH - 160 - (tiles - 1) * 16) / tiles));
  const left = (WIDTH - (tiles * size + (tiles - 1) * 16)) / 2;
  const tileMarkup = result.rounds
    .map((round, index) => {
      const x = left + index * (size + 16);
      const label = round.points === null ? '–' : String(round.points);
      return `<rect x="${x}" y="336" width="${size}" height="${size}" rx="14" fill="${tileColour(round.points)}"/>
<text x="${x + size / 2}" y="${336 + size / 2 + 10}" font-size="${Math.round(size / 3.2)}" font-weight="700" fill="#0b2e1d" text-anchor="middle">${label}</text>`;
    })
    .join('\n');
  const words = wordsIn(brand.locale).share;
  const standing = [capitalise(result.ratingWords), result.ranked ? result.standing : capitalise(words.practice)]
    .filter(Boolean)
    .join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#000000" fill-opacity="0.12"/>
<text x="600" y="80" font-size="30" font-weight="700" fill="${ink}" fill-opacity="0.85" text-anchor="middle" letter-spacing="3">${escapeMarkup(result.gameTitle.toUpperCase())}</text>
${headlineMarkup(layoutHeadline(result.playerName, `${result.totalPoints}/${result.maxPoints}`), ink)}
<text x="600" y="298" font-size="${fitSize(standing, STANDING_MAX_SIZE)}" fill="${ink}" fill-opacity="0.85" text-anchor="middle">${escapeMarkup(standing)}</text>
${tileMarkup}
<text x="600" y="540" font-size="34" font-weight="700" fill="${ink}" text-anchor="middle">${escapeMarkup(words.card.invitation(brand.displayName))}</text>
<text x="600" y="588" font-size="24" fill="${ink}" fill-opacity="0.75" text-anchor="middle">${escapeMarkup(words.card.pricesHidden)}</text>
</svg>`;
}

export function renderShareCardPng(result: ShareableResult, brand: ShareCardBrand): Buffer {
  const svg = renderShareCardSvg(result, brand);
  return new Resvg(svg, { font: FONT_OPTIONS }).render().asPng();
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export interface HeadlineLayout {
  fontSize: number;
  /** Lines top to bottom, each with its baseline. */
  lines: { text: string; y: number }[];
}

/**
 * Lays out "NAME scored SCORE" to fit HEADLINE_BOX: any name up to the 40-character limit, in any script, shrinks
 * and then wraps rather than running off the card.
 */
export function layoutHeadline(name: string, score: string): HeadlineLayout {
  const scored = `scored ${score}`;
  const fitted = fit([`${name} ${scored}`], ONE_LINE) ?? fit([name, scored], TWO_LINES);
  if (fitted) return fitted;
  for (const size of WRAPPED_SIZES) {
    const nameLines = wrap(name, (FIT_WIDTH * REFERENCE_SIZE) / size);
    if (nameLines.length <= 2) return place([...nameLines, scored], size);
  }
  // Not reached by a 40-character name: wrapped at the smallest size, it takes at most two lines.
  return place([...wrap(name, (FIT_WIDTH * REFERENCE_SIZE) / 28), scored], 28);
}

/** The headline's text elements, as drawn on the card. */
export function headlineMarkup({ fontSize, lines }: HeadlineLayout, ink: string): string {
  return lines
    .map(
      (line) =>
        `<text x="600" y="${line.y}" font-size="${fontSize}" font-weight="700" fill="${ink}" text-anchor="middle">${escapeMarkup(line.text)}</text>`,
    )
    .join('\n');
}

/** The lines at the largest size in range that fits them, or null when even the smallest is too big. */
function fit(lines: string[], sizes: { max: number; min: number }): HeadlineLayout | null {
  const size = Math.min(...lines.map((line) => fitSize(line, sizes.max)));
  return size >= sizes.min ? place(lines, size) : null;
}

/** The largest font size up to `max` at which a line fits the card's text width. */
function fitSize(line: string, max: number): number {
  return Math.min(max, Math.floor((FIT_WIDTH * REFERENCE_SIZE) / inkWidth(line)));
}

/** Centres the lines vertically in the headline band. */
function place(lines: string[], fontSize: number): HeadlineLayout {
  const lineHeight = fontSize * LINE_HEIGHT;
  const middle = (HEADLINE_BOX.top + HEADLINE_BOX.bottom) / 2;
  // A baseline sits about 0.35em below the middle of its line's capitals.
  const firstBaseline = middle - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  return { fontSize, lines: lines.map((text, index) => ({ text, y: Math.round(firstBaseline + index * lineHeight) })) };
}

/**
 * Greedy line breaking at spaces, and between characters inside a word too long for a line (CJK names have no
 * spaces to break at).
 */
function wrap(text: string, maxWidth: number): string[] {
  const tokens = text.split(' ').flatMap((word, index) => {
    const space = index === 0 ? '' : ' ';
    if (inkWidth(word) <= maxWidth) return [{ space, text: word }];
    return splitGraphemes(word).map((part, partIndex) => ({ space: partIndex === 0 ? space : '', text: part }));
  });
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line === '' ? token.text : `${line}${token.space}${token.text}`;
    if (line !== '' && inkWidth(candidate) > maxWidth) {
      lines.push(line);
      line = token.text;
    } else {
      line = candidate;
    }
  }
  return line === '' ? lines : [...lines, line];
}

function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

const widths = new Map<string, number>();

/** Width of text drawn bold at REFERENCE_SIZE: measured by resvg with the fonts it will draw with. */
function inkWidth(text: string): number {
  let width = widths.get(text);
  if (width === undefined) {
    const parts = splitGraphemes(text);
    const drawn = parts.filter((part) => !WIDE.test(part)).join('');
    const wide = parts.length - Array.from(graphemes.segment(drawn)).length;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" font-family="${FONT}"><text x="0" y="${REFERENCE_SIZE}" font-size="${REFERENCE_SIZE}" font-weight="700">${escapeMarkup(drawn)}</text></svg>`;
    const measured = drawn.trim() === '' ? 0 : (new Resvg(svg, { font: FONT_OPTIONS }).getBBox()?.width ?? 0);
    width = measured + wide * WIDE_EM * REFERENCE_SIZE;
    if (widths.size > 5_000) widths.clear();
    widths.set(text, width);
  }
  return width;
}
