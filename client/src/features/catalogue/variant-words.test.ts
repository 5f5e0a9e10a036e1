import { GAME_VARIANT_RULES } from '@ballpark/common/game-variants';
import { ROUTE_ENTRIES } from '@ballpark/common/page-routes';
import { i18nFor } from '../i18n/catalogs';
import { VARIANT_LANDINGS, VARIANT_NAMES, howItPlays } from './variant-words';

const en = i18nFor('en');
const es = i18nFor('es');

describe('the words of the variant landings', () => {
  it('has a landing for every variant the registry gives one, each linking to a registered page', () => {
    const paths = new Set(ROUTE_ENTRIES.map(([, route]) => route.path));
    for (const [name, route] of ROUTE_ENTRIES.filter(([, entry]) => entry.landingOf)) {
      const landing = VARIANT_LANDINGS[route.landingOf!];
      expect({ name, landing: landing && en._(landing.title) }).toEqual({ name, landing: expect.any(String) });
      expect(paths).toContain(landing!.createPath);
    }
  });

  it('says how a variant plays from its rules', () => {
    const ultima = howItPlays(GAME_VARIANT_RULES.ultima, en);
    expect(ultima).toContain('Pictures and place only: no bedrooms, bathrooms, floor area, age or description.');
    expect(ultima.join(' ')).toMatch(/log scale/);
    expect(howItPlays(GAME_VARIANT_RULES.klavo, en).join(' ')).toMatch(/your name is asked at the end/);
    expect(howItPlays(GAME_VARIANT_RULES.one_off, en).join(' ')).toMatch(/close at a set time/);
    const classic = howItPlays(GAME_VARIANT_RULES.public, en).join(' ');
    expect(classic).not.toMatch(/log scale|close at a set time|asked at the end/);
  });

  it("says the variants' names, landings and rules in Spanish", () => {
    expect(es._(VARIANT_NAMES.public)).toBe('Clásico');
    expect(es._(VARIANT_LANDINGS.klavo!.title)).toBe('Juegos Klavo');
    const ultima = howItPlays(GAME_VARIANT_RULES.ultima, es);
    expect(ultima).toContain(
      'Solo imágenes y ubicación: sin dormitorios, baños, superficie, antigüedad ni descripción.',
    );
    expect(ultima.join(' ')).not.toMatch(/home|guess|price/i);
  });
});
