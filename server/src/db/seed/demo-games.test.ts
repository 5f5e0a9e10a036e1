import type { PropertyType } from '@ballpark/common/listing-vocabulary';
import { ratingFor, scoreGuess, type ScoringMode } from '@ballpark/common/scoring';
import type { NewListing } from '../../modules/importer/new-listing';
import { KING_COUNTY_CITIES } from '../../modules/listing/king-county-zips';
import { buildCityQuizGames, cityQuizSlug } from './city-quiz-games';
import { buildDemoCatalogue } from './demo-catalogue';
import { buildDemoGames, DEMO_GAME_SPECS } from './demo-games';
import { ILLUSTRATIVE_CITIES } from './illustrative-homes';
import { variantRules } from '@ballpark/common/game-variants';
import { ARIZONA_GAME_SLUG, buildVariantGames, VARIANT_GAME_SPECS } from './variant-games';

/** Plural nouns of the property types: the words a description would use to claim a type. */
const TYPE_PLURALS: Record<PropertyType, string> = {
  flat: 'flats',
  condo: 'condos',
  terraced: 'terraced houses',
  'semi-detached': 'semi-detached houses',
  detached: 'detached houses',
  bungalow: 'bungalows',
  townhouse: 'townhouses',
  'single-family': 'houses',
};

const catalogue = buildDemoCatalogue();
const games = buildDemoGames(catalogue);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * GAME-RULES' naive strategy: the median price per sq ft of the home's city (of its county for a record with no
 * city) over the whole demo catalogue, which is all a player could learn from playing, times the home's area.
 */
function naiveGuess(home: NewListing): number {
  const place = (h: NewListing) => (h.city === 'King County' ? `county:${h.region}` : `city:${h.city}`);
  const peers = catalogue.filter((other) => place(other) === place(home));
  return median(peers.map((other) => other.actualPrice / other.floorAreaSqft)) * home.floorAreaSqft;
}

describe('the demo games', () => {
  it('keep the naive strategy below "advanced" on every game, scored as the game scores', () => {
    const ratio = (homes: readonly NewListing[], mode: ScoringMode) =>
      homes.reduce((sum, home) => sum + scoreGuess(naiveGuess(home), home.actualPrice, mode), 0) / (homes.length * 100);
    const figures = games.map((game) => {
      const [real, invented] = [game.homes.filter((h) => !h.illustrative), game.homes.filter((h) => h.illustrative)];
      return {
        game: game.slug,
        ratio: ratio(game.homes, game.scoringMode),
        detail:
          `${game.homes.length} homes, ${game.scoringMode}` +
          (real.length ? `; real ${ratio(real, game.scoringMode).toFixed(3)}` : '') +
          (invented.length ? `; illustrative ${ratio(invented, game.scoringMode).toFixed(3)}` : ''),
      };
    });
    const [real, invented] = [catalogue.filter((h) => !h.illustrative), catalogue.filter((h) => h.illustrative)];
    // The figures the release notes quote.
    console.log(
      [
        ...figures.map((f) => `${f.game}: naive ratio ${f.ratio.toFixed(3)} (${f.detail})`),
        `whole catalogue, bands: real ${ratio(real, 'bands').toFixed(3)}; illustrative ${ratio(invented, 'bands').toFixed(3)}`,
      ].join('\n'),
    );
    for (const figure of figures) {
      expect(figure.ratio).toBeLessThan(0.7);
      expect(['expert', 'advanced']).not.toContain(ratingFor(figure.ratio * 100, 1));
    }
  });

  it('give each game a pool several times its round count, with no home in two games', () => {
    expect(games.map((game) => game.slug)).toEqual(DEMO_GAME_SPECS.map((spec) => spec.slug));
    for (const game of games) expect(game.homes.length).toBeGreaterThanOrEqual(game.roundCount * 5);
    expect(games.find((game) => game.roundCount === 10)!.homes.length).toBeGreaterThanOrEqual(40);
    const refs = games.flatMap((game) => game.homes.map((home) => home.sourceRef));
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('spread each pool over places and types', () => {
    for (const game of games) {
      expect(new Set(game.homes.map((home) => home.city)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(game.homes.map((home) => home.propertyType)).size).toBeGreaterThanOrEqual(2);
    }
  });

  describe('claim only what their homes are', () => {
    it.each(games.map((game) => [game.slug, game] as const))('%s', (_slug, game) => {
      expect(unsupportedClaims(`${game.title}. ${game.description}`, game.homes, game.roundCount)).toEqual([]);
    });

    it('as the check would catch', () => {
      const uk = games.find((game) => game.slug === 'uk-quick-three')!;
      expect(
        unsupportedClaims(
          'Five homes from Seattle to Miami. Condos, townhouses and houses, across sixteen cities.',
          uk.homes,
          uk.roundCount,
        ),
      ).toEqual(['place Seattle', 'place Miami', 'condos', 'townhouses', 'houses', 'count five', 'count sixteen']);
      expect(unsupportedClaims('Three homes a game, drawn from 99 real sales.', uk.homes, 3)).toEqual([
        'count 99',
        'real homes',
      ]);
    });
  });
});

describe('the city quiz games', () => {
  const cityGames = buildCityQuizGames(catalogue);

  it('play every illustrative home of their city, and only those', () => {
    expect(cityGames.map((game) => game.slug)).toEqual(ILLUSTRATIVE_CITIES.map((city) => cityQuizSlug(city.slug)));
    for (const [index, game] of cityGames.entries()) {
      const city = ILLUSTRATIVE_CITIES[index].name;
      expect(game.homes.length).toBeGreaterThanOrEqual(game.roundCount * 3);
      expect(game.homes.every((home) => home.illustrative && home.city === city)).toBe(true);
      expect(game.homes).toHaveLength(catalogue.filter((home) => home.illustrative && home.city === city).length);
    }
  });

  it('keep the naive strategy below "advanced"', () => {
    for (const game of cityGames) {
      const points = game.homes.map((home) => scoreGuess(naiveGuess(home), home.actualPrice, game.scoringMode));
      expect(points.reduce((sum, p) => sum + p, 0) / (points.length * 100)).toBeLessThan(0.7);
    }
  });

  it.each(cityGames.map((game) => [game.slug, game] as const))('%s claims only what its homes are', (_slug, game) => {
    expect(unsupportedClaims(`${game.title}. ${game.description}`, game.homes, game.roundCount)).toEqual([]);
  });
});

describe('the variant games', () => {
  const variantGames = buildVariantGames(catalogue, games);

  it('play real sales no other demo game plays, from pools larger than their round counts', () => {
    expect(variantGames.map((game) => game.slug)).toEqual(VARIANT_GAME_SPECS.map((spec) => spec.slug));
    const refs = [...games, ...variantGames.map((game) => ({ homes: game.homes.map(({ home }) => home) }))].flatMap(
      (game) => game.homes.map((home) => home.sourceRef),
    );
    expect(new Set(refs).size).toBe(refs.length);
    for (const game of variantGames) {
      expect(game.homes.length).toBeGreaterThanOrEqual(game.roundCount * 2);
      expect(game.homes.every(({ home }) => !home.illustrative)).toBe(true);
    }
  });

  it('keep the naive strategy below "advanced" where the facts it needs are shown', () => {
    // Ultima shows no floor area: the strategy cannot be played there.
    for (const game of variantGames.filter((game) => variantRules(game.variant).showsFacts)) {
      const points = game.homes.map(({ home }) => scoreGuess(naiveGuess(home), home.actualPrice, game.scoringMode));
      expect(points.reduce((sum, p) => sum + p, 0) / (points.length * 100)).toBeLessThan(0.7);
    }
  });

  it.each(variantGames.map((game) => [game.slug, game] as const))(
    '%s claims only what its homes are',
    (_slug, game) => {
      const homes = game.homes.map(({ home }) => home);
      expect(unsupportedClaims(`${game.title}. ${game.description}`, homes, game.roundCount)).toEqual([]);
    },
  );

  it('give the Arizona game a commentary on every home, from its facts, and no other game any', () => {
    for (const game of variantGames) {
      const commentaries = game.homes.map(({ commentary }) => commentary);
      if (game.slug !== ARIZONA_GAME_SLUG) expect(commentaries.every((text) => text === null)).toBe(true);
    }
    const arizona = variantGames.find((game) => game.slug === ARIZONA_GAME_SLUG)!;
    for (const { home, commentary } of arizona.homes) {
      expect(commentary).toMatch(/^Cameron: /);
      expect(commentary).toContain(home.city === 'King County' ? 'unincorporated King County' : home.city);
      expect(commentary).not.toContain(String(home.actualPrice));
    }
  });
});

const KNOWN_PLACES = [
  ...ILLUSTRATIVE_CITIES.map((city) => city.name),
  ...KING_COUNTY_CITIES,
  // Places the descriptions were once wrong about, and others a copywriter might reach for.
  ...['Miami', 'New York', 'Los Angeles', 'Chicago', 'Austin', 'Boston', 'Denver', 'Liverpool', 'Oxford'],
];
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'sixteen',
  'twenty',
];
const NUMBER_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 20];

/** The claims of a game's text (places, types, counts, real or illustrative) that its homes do not bear out. */
function unsupportedClaims(text: string, homes: readonly NewListing[], roundCount: number): string[] {
  const problems: string[] = [];
  const cities = new Set(homes.map((home) => home.city));
  for (const place of KNOWN_PLACES)
    if (new RegExp(`\\b${place}\\b`).test(text) && !cities.has(place)) problems.push(`place ${place}`);
  // "terraced, semi-detached and detached houses" claims each kind of house; a bare "houses" claims King County's.
  const houseKinds = /((?:terraced|semi-detached|detached)(?:,| and| houses)\s*)+/gi;
  for (const [kinds] of text.matchAll(houseKinds))
    for (const kind of ['terraced', 'semi-detached', 'detached'] as const)
      if (new RegExp(`(^|[^-])\\b${kind}\\b`, 'i').test(kinds) && !homes.some((home) => home.propertyType === kind))
        problems.push(`${kind} houses`);
  const rest = text.replace(houseKinds, ' ');
  for (const [type, plural] of Object.entries(TYPE_PLURALS))
    if (!['terraced', 'semi-detached', 'detached'].includes(type) && new RegExp(`\\b${plural}\\b`, 'i').test(rest))
      if (!homes.some((home) => home.propertyType === type)) problems.push(plural);
  // A count in words is a number of homes a game plays; a count in digits is the pool's, or one part of it.
  const real = homes.filter((home) => !home.illustrative).length;
  for (const [, word] of text.toLowerCase().matchAll(new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'g')))
    if (NUMBER_VALUES[NUMBER_WORDS.indexOf(word)] !== roundCount) problems.push(`count ${word}`);
  for (const [digits] of text.matchAll(/\b\d+(?= (?:real|illustrative|homes))/g))
    if (![homes.length, real, homes.length - real].includes(Number(digits))) problems.push(`count ${digits}`);
  if (/\breal\b/i.test(text) && real === 0) problems.push('real homes');
  if (/illustrative/i.test(text) && real === homes.length) problems.push('illustrative homes');
  return problems;
}
