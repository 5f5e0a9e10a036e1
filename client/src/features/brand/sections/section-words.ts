import type { BrandLocale } from '@ballpark/common/brand-components';

// The brand section pages' words in each language of the brands: with those pages, not in every first screen.
const en = {
  boardsTitle: (name: string) => `${name} leaderboards`,
  boardsLead: 'Each game keeps its own board. Pick one to see who guessed closest.',
  boardsNone: 'No game here keeps a leaderboard yet.',
  loadingBoards: 'Loading the leaderboards',
};

export const SECTION_WORDS: Readonly<Record<BrandLocale, typeof en>> = {
  en,
  es: {
    boardsTitle: (name: string) => `Clasificaciones de ${name}`,
    boardsLead: 'Cada juego tiene su propia clasificación. Elige una para ver quién se acercó más.',
    boardsNone: 'Ningún juego de este sitio tiene clasificación todavía.',
    loadingBoards: 'Cargando las clasificaciones',
  },
};
