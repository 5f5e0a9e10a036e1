import { numberWord } from '../../i18n/english-words';
import type { NewListing } from '../../modules/importer/new-listing';
import type { DemoGame } from './demo-games';
import { ILLUSTRATIVE_CITIES } from './illustrative-homes';

const CITY_QUIZ_ROUNDS = 5;

/** The path's slug of a city's quiz: the city quiz pages (content/city-quizzes) link to `/game/{slug}`. */
export const cityQuizSlug = (citySlug: string) => `${citySlug}-house-price-quiz`;

/**
 * A quiz of each city of the illustrative homes, its pool the city's whole set. Unlike the mixed demo games' pools,
 * these share homes with them (a city has too few homes of its own for both); a session still draws the homes its
 * player has not seen first, and one that had seen a price is practice, as anywhere.
 */
export function buildCityQuizGames(catalogue: readonly NewListing[]): DemoGame[] {
  return ILLUSTRATIVE_CITIES.map((city) => {
    const homes = catalogue.filter((home) => home.illustrative && home.city === city.name);
    return {
      slug: cityQuizSlug(city.slug),
      title: `${city.name} House Price Quiz`,
      roundCount: CITY_QUIZ_ROUNDS,
      scoringMode: 'bands',
      pool: { illustrative: homes.length, real: 0 },
      homes,
      description: `${numberWord(CITY_QUIZ_ROUNDS).replace(/^./, (first) => first.toUpperCase())} homes a game, from ${homes.length} illustrative ${city.name} homes.`,
    };
  });
}
