import { chooseLocale } from '@ballpark/common/website';

// What the brands' layouts and home pages say, per language. A key missing in one language is a type error.
const en = {
  skipToContent: 'Skip to content',
  allGames: 'All games',
  homeOf: (name: string) => `${name} home`,
  footer: (name: string) => `${name}: guess what homes sell for. Prices stay hidden until you guess.`,
  poweredBy: 'Price game by Ballpark',
  homeTitle: 'Guess the price of homes',
  playNow: 'Play now',
  seeLeaderboard: 'See the leaderboard',
  pickGame: 'Pick a game',
  gamesToPlay: (count: number) => `${count} ${count === 1 ? 'game' : 'games'} to play`,
  play: 'Play',
  playGame: (title: string) => `Play ${title}`,
  leaderboard: 'Leaderboard',
  leaderboardOf: (title: string) => `Leaderboard of ${title}`,
  heroEyebrow: 'The house price game',
  heroTitle: 'Think you know what a home is worth?',
  heroLead: (name: string) =>
    `${name} shows you a home: its rooms, its street, drawings made from its facts. You guess the price. The closer you get, the more points you score, and the price stays secret until you have locked in your guess.`,
  priceBubble: '£ ?',
  howItWorks: 'How it works',
  steps: [
    ['Look around', 'Drawings, floor plan, bedrooms, area and where it is.'],
    ['Guess the price', 'Type it any way: 450k, 1.2m or £450,000.'],
    ['Score and share', 'Up to 100 points a home. Share your emojis, never the prices.'],
  ] as [string, string][],
  homes: 'homes',
  contact: 'Contact',
  yourAgent: 'Your agent',
  callUs: 'Call',
  email: 'Email',
  whatsapp: 'WhatsApp',
  specialties: 'Specialties',
  coverage: 'Where we work',
  follow: 'Follow us',
  agentHeading: (areas: string) => `How well do you know prices in ${areas}?`,
  agentLead: (rounds: number) =>
    `Guess what ${rounds} local homes went for. The price stays hidden until you lock in your guess, then see how close you came.`,
  playOurGame: 'Play our price game',
  thisIssue: 'This issue',
  issueLead: 'Before you read on: can you price these homes better than our readers?',
  takeChallenge: 'Take the challenge',
  fromTheDesk: (name: string) => `From the desk of ${name}`,
  subscribe: 'Subscribe',
  readersBoard: "Readers' leaderboard",
  and: 'and',
};

export type Messages = typeof en;

const es: Messages = {
  skipToContent: 'Saltar al contenido',
  allGames: 'Todos los juegos',
  homeOf: (name) => `Inicio de ${name}`,
  footer: (name) => `${name}: adivina por cuánto se venden las casas. Los precios no se ven hasta que adivinas.`,
  poweredBy: 'Juego de precios de Ballpark',
  homeTitle: 'Adivina el precio de las casas',
  playNow: 'Jugar ahora',
  seeLeaderboard: 'Ver la clasificación',
  pickGame: 'Elige un juego',
  gamesToPlay: (count) => `${count} ${count === 1 ? 'juego' : 'juegos'} para jugar`,
  play: 'Jugar',
  playGame: (title) => `Jugar a ${title}`,
  leaderboard: 'Clasificación',
  leaderboardOf: (title) => `Clasificación de ${title}`,
  heroEyebrow: 'El juego de los precios de la vivienda',
  heroTitle: '¿Crees que sabes cuánto vale una casa?',
  heroLead: (name) =>
    `${name} te enseña una casa: sus habitaciones, su calle, dibujos hechos a partir de sus datos. Tú adivinas el precio. Cuanto más te acerques, más puntos sumas, y el precio no se ve hasta que confirmas tu respuesta.`,
  priceBubble: '€ ?',
  howItWorks: 'Cómo se juega',
  steps: [
    ['Echa un vistazo', 'Dibujos, plano, dormitorios, superficie y ubicación.'],
    ['Adivina el precio', 'Escríbelo como quieras: 450k, 1.2m o 450 000 €.'],
    ['Puntúa y comparte', 'Hasta 100 puntos por casa. Comparte tus emojis, nunca los precios.'],
  ],
  homes: 'viviendas',
  contact: 'Contacto',
  yourAgent: 'Tu agente',
  callUs: 'Llamar',
  email: 'Correo',
  whatsapp: 'WhatsApp',
  specialties: 'Especialidades',
  coverage: 'Dónde trabajamos',
  follow: 'Síguenos',
  agentHeading: (areas) => `¿Cuánto sabes de precios en ${areas}?`,
  agentLead: (rounds) =>
    `Adivina por cuánto se vendieron ${rounds} viviendas de la zona. El precio no se ve hasta que confirmas tu respuesta; luego verás cuánto te has acercado.`,
  playOurGame: 'Juega a nuestro juego de precios',
  thisIssue: 'En este número',
  issueLead: 'Antes de seguir leyendo: ¿sabes poner precio a estas casas mejor que nuestros lectores?',
  takeChallenge: 'Acepta el reto',
  fromTheDesk: (name) => `Desde la mesa de ${name}`,
  subscribe: 'Suscríbete',
  readersBoard: 'Clasificación de lectores',
  and: 'y',
};

export const MESSAGES: Record<'en' | 'es', Messages> = { en, es };

/** The language of the page: the brand's, else the browser's, reduced to one the website supports. */
export function pageLanguage(brandLocale: string | null, supported: readonly string[]): 'en' | 'es' {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const language = chooseLocale([brandLocale, ...browser], supported);
  return language === 'es' ? 'es' : 'en';
}

/** "Madrid, Barcelona and Valencia" in the page's language. */
export function listOf(items: readonly string[], messages: Messages): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${messages.and} ${items.at(-1)}`;
}
