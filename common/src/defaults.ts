/** Product constants shared by the server and the client (product spec, section 9). */
export const DEFAULT_GAME_SLUG = 'house-prices-game';
export const DEFAULT_BRAND_NAME = 'ballpark';
