import type { BrandLocale } from '@ballpark/common/brand-components';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ballpark/common/game-builder';

const CSV_MAX_KB = CSV_MAX_BYTES / 1000;

// The builder's words in each language of the brands: with the builder's pages, not in every page's first screen.
const en = {
  buildOnMainSiteTitle: 'Build your game on the main site',
  buildOnMainSiteLead: (name: string) =>
    `${name}'s site speaks for ${name}: only its team and the creators it has invited build games here. Your account builds games on the main site.`,
  buildOnMainSiteLink: "Go to the main site's game builder",
  buildOnMainSiteLogIn: 'You may need to log in there again.',
  priceBandHidden: 'band hidden while the home is in play',
  priceBandSearchHint: 'Only homes whose games have all closed show a band.',
  csvLimits: `At most ${CSV_MAX_ROWS} homes and ${CSV_MAX_KB} KB.`,
  csvTooLarge: `That file is larger than ${CSV_MAX_KB} KB, the most a CSV may be.`,
};

export const BUILDER_WORDS: Readonly<Record<BrandLocale, typeof en>> = {
  en,
  es: {
    buildOnMainSiteTitle: 'Crea tu juego en el sitio principal',
    buildOnMainSiteLead: (name: string) =>
      `El sitio de ${name} habla por ${name}: aquí solo crean juegos su equipo y los creadores a los que ha invitado. Tu cuenta crea juegos en el sitio principal.`,
    buildOnMainSiteLink: 'Ir al creador de juegos del sitio principal',
    buildOnMainSiteLogIn: 'Puede que tengas que volver a iniciar sesión allí.',
    priceBandHidden: 'franja oculta mientras la casa está en juego',
    priceBandSearchHint: 'Solo muestran franja las casas cuyos juegos han cerrado todos.',
    csvLimits: `Como máximo ${CSV_MAX_ROWS} casas y ${CSV_MAX_KB} KB.`,
    csvTooLarge: `Ese archivo ocupa más de ${CSV_MAX_KB} KB, el máximo de un CSV.`,
  },
};
