import { ALL_ROUTE_ENTRIES } from '../coming-soon-routes';
import { CONTENT_HUBS, CONTENT_PAGES, contentPageAt } from './index';
import { CONTENT_HUB_PATHS, mayBeContentPath } from './hub-paths';

/** The content hubs of the product spec ("Static content pages"), with the sub-pages it names. */
const SPEC_HUBS: Record<string, { named?: string[]; about?: number }> = {
  '/us-home-price-quiz': { named: ['hawaii-islands', '500k-challenge', 'price-per-sqft'], about: 10 },
  '/city-quizzes': {
    named: [
      'london',
      'manchester',
      'birmingham',
      'edinburgh',
      'glasgow',
      'bristol',
      'leeds',
      'cardiff',
      'belfast',
      'new-york-city',
      'los-angeles',
      'san-francisco',
      'chicago',
      'miami',
      'dallas-fort-worth',
      'seattle',
      'boston',
      'washington-dc',
      'toronto',
      'sydney',
    ],
  },
  '/rightmove-zoopla-game': { about: 17 },
  '/zillow-realtor-game': { about: 17 },
  '/game-modes': {
    named: [
      'classic',
      'blitz',
      'zen',
      'survival',
      'elimination',
      'team-vs-team',
      'coop',
      'draft',
      'fog-of-info',
      'photo-only',
      'text-only',
      'blind-band',
      'double-or-nothing',
      'time-attack',
      'accessibility',
      'classroom-safe',
      'regional-lock',
      'custom-presets',
      'comparison',
    ],
  },
  '/scoring-leaderboards': {
    named: [
      'absolute-error',
      'percent-error',
      'band-bonuses',
      'streaks',
      'tie-breakers',
      'penalties',
      'seasons',
      'tiers',
      'private',
      'classroom',
      'corporate',
      'anti-cheat',
      'disputes',
      'stats-glossary',
      'personal-bests',
      'badges',
      'rewards',
      'api',
      'privacy',
      'regional',
    ],
  },
  '/how-to-guess-house-prices': { about: 18 },
  '/property-valuation-guide': { about: 18 },
  '/pricing-metrics': { about: 18 },
  '/game-templates': {
    named: ['beginner', 'hard-mode', 'photo-only', 'text-only', 'price-band', 'classroom-econ', 'realtor-leadgen'],
    about: 18,
  },
  '/for-estate-agents': { about: 16 },
  '/for-classrooms': { about: 16 },
  '/for-events': { about: 16 },
  '/data-sources-licensing': { about: 18 },
  '/privacy': {
    named: [
      'cookies',
      'data-retention',
      'parents',
      'child-safety',
      'account-security',
      'sso-passwordless',
      'gdpr-rights',
      'ccpa-rights',
    ],
    about: 18,
  },
  '/blog': { named: ['changelog', 'roadmap', 'tutorials', 'press'], about: 18 },
  // Content folders (their roots are app pages, or a hub of their own), and the info pages.
  '/create-game': { about: 5 },
  '/daily-challenge': { about: 4 },
  '/play': { about: 5 },
  '/weekly-challenge': { about: 4 },
  '/uk-house-price-quiz': { about: 10 },
  '/i': { about: 5 },
};

// Every app route, live or coming soon: a content page takes none of their paths.
const APP_PATHS = new Set(ALL_ROUTE_ENTRIES.map(([, route]) => route.path));

describe('the content registry', () => {
  it('has every hub of the spec, with the sub-pages it names, and about as many as it says', () => {
    expect(CONTENT_HUBS.map((hub) => hub.path).sort()).toEqual(Object.keys(SPEC_HUBS).sort());
    for (const hub of CONTENT_HUBS) {
      const slugs = hub.pages.map((page) => page.slug);
      const { named = [], about = named.length } = SPEC_HUBS[hub.path];
      expect({ hub: hub.path, missing: named.filter((slug) => !slugs.includes(slug)) }).toEqual({
        hub: hub.path,
        missing: [],
      });
      expect(slugs.length).toBeGreaterThanOrEqual(about);
    }
    expect(CONTENT_PAGES.size).toBeGreaterThanOrEqual(300);
  });

  it('lists the same hubs as the first screen knows', () => {
    expect([...CONTENT_HUB_PATHS].sort()).toEqual(CONTENT_HUBS.map((hub) => hub.path).sort());
    for (const path of CONTENT_PAGES.keys()) expect(mayBeContentPath(path)).toBe(true);
    expect(mayBeContentPath('/game/house-prices-game')).toBe(false);
    expect(mayBeContentPath('/playground')).toBe(false);
  });

  it('gives every page a unique path of lowercase words, and a head search engines can use', () => {
    for (const hub of CONTENT_HUBS) {
      expect(new Set(hub.pages.map((page) => page.slug)).size).toBe(hub.pages.length);
      for (const page of hub.pages) expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const page of CONTENT_PAGES.values()) {
      const head = { path: page.path, title: page.title, description: page.description };
      expect({ ...head, titleOk: page.title.length > 0 && page.title.length <= 75 }).toEqual({
        ...head,
        titleOk: true,
      });
      expect({ ...head, descriptionOk: page.description.length >= 50 && page.description.length <= 170 }).toEqual({
        ...head,
        descriptionOk: true,
      });
      expect(page.keywords.length).toBeGreaterThan(0);
    }
  });

  it("takes no app page's path: a hub whose root is an app page has no page of its own there", () => {
    for (const path of CONTENT_PAGES.keys()) expect({ path, app: APP_PATHS.has(path) }).toEqual({ path, app: false });
    for (const hub of CONTENT_HUBS.filter((hub) => hub.index === false))
      expect({ hub: hub.path, app: APP_PATHS.has(hub.path) || hub.path === '/i' || hub.path === '/play' }).toEqual({
        hub: hub.path,
        app: true,
      });
    // A path a branded game could take (GAME-RULES: brand name plus -house-prices-game or -price-challenge).
    for (const page of CONTENT_HUBS.find((hub) => hub.path === '/play')!.pages)
      expect(page.slug).not.toMatch(/-(house-prices-game|price-challenge)$/);
  });

  it('links each page to its hub and its siblings, and a hub to its pages', () => {
    const hub = contentPageAt('/game-modes')!;
    expect(hub.hub).toBeNull();
    expect(hub.pages.map((link) => link.path)).toContain('/game-modes/classic');
    const classic = contentPageAt('/game-modes/classic/')!;
    expect(classic.hub).toEqual({ path: '/game-modes', title: hub.title });
    expect(classic.pages).toEqual(hub.pages);
    expect(contentPageAt('/game-modes/no-such-mode')).toBeUndefined();
  });
});
