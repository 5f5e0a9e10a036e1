import { Resvg } from '@resvg/resvg-js';
import { HEADLINE_BOX, headlineMarkup, layoutHeadline, renderShareCardPng, renderShareCardSvg } from './share-card';
import type { ShareableResult } from './share.service';

const result: ShareableResult = {
  sessionId: '00000000-0000-0000-0000-000000000001',
  playerName: '<b>Ada</b> & "friends"',
  gameSlug: 'house-prices-game',
  gameTitle: 'The House Prices Game',
  totalPoints: 280,
  maxPoints: 500,
  rating: 'intermediate',
  ratingWords: 'intermediate',
  isComplete: true,
  ranked: true,
  rank: 4,
  playerCount: 12,
  percentile: 34,
  standing: '#4 of 12 · top 34%',
  rounds: [
    { round: 1, points: 100, emoji: '🎉' },
    { round: 2, points: 70, emoji: '👏' },
    { round: 3, points: 50, emoji: '👍' },
    { round: 4, points: 30, emoji: '🤔' },
    { round: 5, points: 30, emoji: '🤔' },
  ],
  shareText: '',
  playUrl: 'https://ballpark.example/game/house-prices-game',
};

const FONT_OPTIONS = { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } };

// Names at the 40-character limit (UTF-16 units, as the server counts), in several scripts.
const LONG_NAMES: [string, string][] = [
  ['Latin', 'Alexandra Catherine Montgomery-Thompson'],
  ['wide Latin letters', 'W'.repeat(40)],
  ['one unbroken word', 'Wolfeschlegelsteinhausenbergerdorffvoral'],
  ['CJK', '李小龍'.repeat(13) + '李'],
  ['Arabic', 'عبد الرحمن بن محمد بن عبد العزيز الخطيب'],
  ['emoji', '👩‍👩‍👧' + '🏡🎉'.repeat(7) + '🙂'],
  ['mixed', 'Zoë 张伟 محمد 🏡 Ødegård-Ñúñez'],
];

/** The bounding box of what resvg draws for an SVG fragment on a card-sized canvas. */
function drawnBox(markup: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${markup}</svg>`;
  const box = new Resvg(svg, FONT_OPTIONS).getBBox();
  if (!box) throw new Error('nothing drawn');
  return box;
}

/** Light pixels (text, tiles) in a band of columns of the rendered card; the background is dark green. */
function lightPixelsInColumns(svg: string, from: number, to: number): number {
  const image = new Resvg(svg, FONT_OPTIONS).render();
  const { pixels } = image; // a getter that copies the whole image: read it once
  let light = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = from; x < to; x += 1) {
      const offset = (y * image.width + x) * 4;
      if (pixels[offset]! + pixels[offset + 1]! + pixels[offset + 2]! > 360) light += 1;
    }
  }
  return light;
}

const BALLPARK = {
  displayName: 'Ballpark',
  locale: 'en' as const,
  brandColors: { primary: '#1d6b45', accent: '#c2410c' },
};

describe('share card', () => {
  it("is the brand's: its name and main colour, with text in the colour that reads on it", () => {
    const agent = {
      displayName: 'Thames & Finch',
      locale: 'en' as const,
      brandColors: { primary: '#312e81', accent: '#854d0e' },
    };
    const svg = renderShareCardSvg(result, agent);
    expect(svg).toContain('<rect width="1200" height="630" fill="#312e81"/>');
    expect(svg).toContain('Play on Thames &amp; Finch');
    expect(svg).not.toContain('Ballpark');
    const light = {
      displayName: 'Sunny Homes',
      locale: 'en' as const,
      brandColors: { primary: '#fde68a', accent: '#854d0e' },
    };
    expect(renderShareCardSvg(result, light)).toContain('fill="#1c2321" text-anchor="middle">Can you beat that?');
  });

  it("speaks a Spanish brand's language: rating, practice and invitation", () => {
    const spanish = { displayName: 'Casas del Sol', locale: 'es' as const, brandColors: BALLPARK.brandColors };
    const svg = renderShareCardSvg({ ...result, ratingWords: 'intermedio', ranked: false }, spanish);
    expect(svg).toContain('Intermedio · Práctica (sin clasificación)');
    expect(svg).toContain('¿Lo superas? Juega en Casas del Sol');
    expect(svg).toContain('Los precios siguen ocultos hasta que estimas');
    expect(svg).not.toContain('Can you beat');
  });

  it('says the score, the rating and the standing and every round, with the player name escaped', () => {
    const svg = renderShareCardSvg(result, BALLPARK);
    expect(svg).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;friends&quot;');
    expect(svg).toContain('scored 280/500');
    expect(svg).toContain('Intermediate · #4 of 12 · top 34%');
    expect(svg.match(/<rect x=/g)).toHaveLength(5);
    expect(svg).not.toContain('<b>');
  });

  it('labels a practice session as practice, with no rank', () => {
    const svg = renderShareCardSvg({ ...result, ranked: false, rank: null, percentile: null }, BALLPARK);
    expect(svg).toContain('Intermediate · Practice (not ranked)');
    expect(svg).not.toMatch(/#\d+ of/);
  });

  it('renders a 1200x630 PNG', () => {
    const png = renderShareCardPng(result, BALLPARK);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('keeps a short headline on one line at full size', () => {
    expect(layoutHeadline('Ada', '280/500')).toMatchObject({ fontSize: 64, lines: [{ text: 'Ada scored 280/500' }] });
  });

  it.each(LONG_NAMES)('fits a 40-character %s name inside its band, whole', (_, name) => {
    expect(name.length).toBeLessThanOrEqual(40);
    const layout = layoutHeadline(name, '1000/1000');
    // Nothing cut: the lines hold the whole name and the score.
    expect(layout.lines.map((line) => line.text).join(' ')).toMatch(/scored 1000\/1000$/);
    expect(layout.lines.map((line) => line.text.replace(/ /g, '')).join('')).toBe(
      `${name}scored1000/1000`.replace(/ /g, ''),
    );

    const box = drawnBox(headlineMarkup(layout, '#ffffff'));
    expect(box.x).toBeGreaterThanOrEqual((1200 - HEADLINE_BOX.width) / 2);
    expect(box.x + box.width).toBeLessThanOrEqual((1200 + HEADLINE_BOX.width) / 2);
    expect(box.y).toBeGreaterThanOrEqual(HEADLINE_BOX.top);
    expect(box.y + box.height).toBeLessThanOrEqual(HEADLINE_BOX.bottom);

    const card = renderShareCardSvg({ ...result, playerName: name, totalPoints: 1000, maxPoints: 1000 }, BALLPARK);
    expect(lightPixelsInColumns(card, 0, 40)).toBe(0);
    expect(lightPixelsInColumns(card, 1160, 1200)).toBe(0);
  });

  it('leaves room for CJK and emoji glyphs even where the fonts to draw them are missing', () => {
    // Such glyphs are at most about 1.2 em wide in the fonts that have them (1 em for CJK).
    for (const name of ['李小龍'.repeat(13) + '李', '🏡'.repeat(20)]) {
      const { fontSize, lines } = layoutHeadline(name, '500/500');
      for (const line of lines.slice(0, -1)) {
        expect(Array.from(new Intl.Segmenter().segment(line.text)).length * 1.2 * fontSize).toBeLessThanOrEqual(
          HEADLINE_BOX.width,
        );
      }
    }
  });

  it('shrinks a long standing line to the card width', () => {
    const svg = renderShareCardSvg(
      { ...result, rating: 'intermediate', standing: "Not on the board: only each player's best run counts" },
      BALLPARK,
    );
    expect(lightPixelsInColumns(svg, 0, 40)).toBe(0);
    expect(lightPixelsInColumns(svg, 1160, 1200)).toBe(0);
  });
});
