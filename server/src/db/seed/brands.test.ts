import { contrastRatio, MIN_TEXT_CONTRAST, TEXT_ON_LIGHT, textColorOn } from '@ballpark/common/brand-colors';
import { HOME_PAGE_COMPONENTS, LAYOUT_COMPONENTS } from '@ballpark/common/brand-components';
import { brandColourWarnings, brandProfileProblems } from '@ballpark/common/brand-profile';
import { buildDemoCatalogue } from './demo-catalogue';
import { DEFAULT_BRAND, WHITE_LABEL_BRANDS, brandRow } from './brands';
import { generateSpanishHomes } from './illustrative-spanish-homes';
import { BRANDED_POOL, BRANDED_ROUNDS, buildBrandedGames } from './seed-brands';

const everyHome = [...buildDemoCatalogue(), ...generateSpanishHomes()];
const all = [DEFAULT_BRAND, ...WHITE_LABEL_BRANDS];
const distinct = <T>(values: T[]) => new Set(values).size;

describe('the demo brands', () => {
  it('are seventeen white-label brands and the default, with distinct names, host labels and colours', () => {
    expect(WHITE_LABEL_BRANDS).toHaveLength(17);
    expect(distinct(all.map((b) => b.name))).toBe(all.length);
    expect(distinct(all.map((b) => b.displayName))).toBe(all.length);
    expect(distinct(all.map((b) => b.tagline))).toBe(all.length);
    expect(distinct(all.map((b) => JSON.stringify(b.brandColors)))).toBe(all.length);
    expect(distinct(all.map((b) => b.brandColors.primary))).toBe(all.length);
    for (const brand of all) expect(brand.name).toMatch(/^[a-z0-9]+$/);
  });

  it('wear every layout and every home page, in both locales', () => {
    expect(new Set(all.map((b) => b.layoutComponent))).toEqual(new Set(LAYOUT_COMPONENTS));
    expect(new Set(all.map((b) => b.homePageComponent))).toEqual(new Set(HOME_PAGE_COMPONENTS));
    expect(WHITE_LABEL_BRANDS.filter((b) => b.locale === 'es').length).toBeGreaterThanOrEqual(4);
  });

  it.each(all.map((brand) => [brand.name, brand] as const))(
    '%s passes the profile rules, so its admins can save it as it is',
    (_name, brand) => {
      const row = brandRow(brand);
      const text = (value: string | null) => value ?? '';
      const address = typeof row.address === 'string' ? { line1: row.address } : row.address;
      const draft = {
        ...row,
        brandedGameSlug: text(row.brandedGameSlug),
        ...Object.fromEntries(
          (
            [
              'phone',
              'officePhone',
              'whatsapp',
              'company',
              'website',
              'agentName',
              'agentTitle',
              'location',
              'propertyReference',
              'googleAnalyticsId',
            ] as const
          ).map((field) => [field, text(row[field])]),
        ),
        addressLine1: address?.line1 ?? '',
        addressLine2: address?.line2 ?? '',
        socialMedia: Object.entries(row.socialMedia).map(([network, url]) => ({ network, url })),
      } as Parameters<typeof brandProfileProblems>[0];
      expect(brandProfileProblems(draft)).toEqual({});
    },
  );

  it.each(all.map((brand) => [brand.name, brand] as const))('%s has colours text reads on', (_name, brand) => {
    const { primary, secondary, accent } = brand.brandColors;
    expect(contrastRatio(primary, textColorOn(primary))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Links are drawn in the primary colour and calls to action in the accent, both on white.
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(accent, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(secondary, TEXT_ON_LIGHT)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(brandColourWarnings(brand.brandColors)).toEqual([]);
  });

  it.each(WHITE_LABEL_BRANDS.map((brand) => [brand.name, brand] as const))(
    '%s has a contact, coverage areas, specialties, social links and a branded game slug',
    (_name, brand) => {
      expect(brand.serviceEmail).toMatch(/^[a-z]+@[a-z]+\.example$/);
      expect(brand.coverageAreas.length).toBeGreaterThan(0);
      expect(brand.specialties.length).toBeGreaterThan(0);
      expect(Object.keys(brand.socialMedia).length).toBeGreaterThan(0);
      expect(brandRow(brand)).toMatchObject({
        logoUrl: `/media/brand/${brand.name}/logo.svg`,
        brandedGameSlug: expect.stringMatching(new RegExp(`^${brand.name}-(house-prices-game|price-challenge)$`)),
        isDefault: false,
      });
    },
  );
});

describe('the branded games', () => {
  const games = buildBrandedGames(everyHome);

  it('are one a brand, each with its own slug', () => {
    expect(games.map((game) => game.brand)).toEqual(WHITE_LABEL_BRANDS.map((brand) => brand.name));
    expect(games.map((game) => game.slug)).toEqual(WHITE_LABEL_BRANDS.map((brand) => brandRow(brand).brandedGameSlug));
  });

  it.each(games.map((game) => [game.slug, game] as const))(
    '%s draws only homes of its coverage areas, enough for several sessions, in the right currency',
    (_slug, game) => {
      const brand = WHITE_LABEL_BRANDS.find((b) => b.name === game.brand)!;
      expect(game.homes.length).toBeGreaterThanOrEqual(BRANDED_ROUNDS * 3);
      expect(game.homes.length).toBeLessThanOrEqual(BRANDED_POOL);
      expect(distinct(game.homes.map((home) => home.sourceRef))).toBe(game.homes.length);
      for (const home of game.homes) expect(brand.coverageAreas).toContain(home.city);
      const currency = { US: 'USD', GB: 'GBP', ES: 'EUR', DE: 'EUR', PT: 'EUR' }[game.homes[0].country];
      for (const home of game.homes) expect(home.currency).toBe(currency);
      expect(currency === 'EUR').toBe(brand.locale === 'es');
    },
  );

  it('says what its pool is', () => {
    expect(games.find((game) => game.brand === 'emeraldkeys')!.description).toMatch(
      /^Five homes a game, from 30 real King County sales in Seattle and Shoreline\.$/,
    );
    expect(games.find((game) => game.brand === 'casaverde')!.description).toBe(
      'Cinco casas por partida, de 24 casas ilustrativas de Madrid.',
    );
  });
});

describe('the illustrative Spanish homes', () => {
  const homes = generateSpanishHomes();

  it('are illustrative, in Spain, in euros, the same every time', () => {
    expect(homes.length).toBeGreaterThanOrEqual(100);
    for (const home of homes) {
      expect(home).toMatchObject({ illustrative: true, country: 'ES', currency: 'EUR' });
      expect(home.description).toMatch(
        /Casa ilustrativa: su precio de (venta|salida) está modelado para [a-z]+ de 20\d\d\.$/,
      );
      // A Spanish listing: Spanish words, square metres, and no UK tenure.
      expect(home.title).toMatch(/^(Piso|Casa adosada|Chalet independiente) de \d dormitorios?$/);
      expect(home.description).toMatch(/\d m² con \d baños?\./);
      expect(home.description).not.toMatch(/sq ft|bedroom|bathroom/);
      expect(home.tenure).toBeNull();
      expect(home.description).not.toContain(String(home.actualPrice));
    }
    expect(generateSpanishHomes()).toEqual(homes);
  });

  it('cost more in Madrid than in Sevilla for the same space', () => {
    const perSqft = (city: string) => {
      const inCity = homes.filter((home) => home.city === city);
      return inCity.reduce((sum, home) => sum + home.actualPrice / home.floorAreaSqft, 0) / inCity.length;
    };
    expect(perSqft('Madrid')).toBeGreaterThan(perSqft('Sevilla') * 1.5);
  });
});
