import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The client's words (Lingui, ICU MessageFormat). English is the source: `npm run i18n:extract` writes each folder's
 * messages into its `locales/{en,es}.po`, and a translator fills the Spanish. Each folder's catalogs travel with its
 * own chunk (see src/features/i18n/catalogs.ts), so a page loads only the words of the folders it uses.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // A Spanish message not translated yet reads in English rather than as a message id; `i18n:check` refuses it.
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The brand's layouts are on every page; its home pages and sections are not: each keeps its own words.
    {
      path: '<rootDir>/src/features/brand/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/brand/{name}/'],
      exclude: ['<rootDir>/src/features/brand/locales/**'],
    },
    // A round's words (the guess box, the facts, the result) apart from play's picture words, which start pages load;
    // a start page's facts and format (game/about) apart from the start form, which every variant's start loads.
    ...['play', 'game'].map((feature) => ({
      path: `<rootDir>/src/features/${feature}/{name}/locales/{locale}`,
      include: [`<rootDir>/src/features/${feature}/{name}/`],
      exclude: [`<rootDir>/src/features/${feature}/locales/**`],
    })),
    // What a first screen shows apart from the rest of its feature: a community thread's page, a roundup's home card.
    ...['community/thread', 'roundup/card'].map((folder) => ({
      path: `<rootDir>/src/features/${folder}/locales/{locale}`,
      include: [`<rootDir>/src/features/${folder}/`],
    })),
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: [
        ...['layouts', 'home-pages', 'sections'].map((folder) => `<rootDir>/src/features/brand/${folder}/**`),
        '<rootDir>/src/features/play/round/**',
        '<rootDir>/src/features/game/about/**',
        '<rootDir>/src/features/community/thread/**',
        '<rootDir>/src/features/roundup/card/**',
      ],
    },
    {
      path: '<rootDir>/src/pages/{name}/locales/{locale}',
      include: ['<rootDir>/src/pages/{name}/'],
      exclude: ['<rootDir>/src/pages/locales/**'],
    },
    {
      path: '<rootDir>/src/pages/locales/{locale}',
      include: ['<rootDir>/src/pages/'],
      // The pages of a sub-folder (game/, content/, party/, ...) keep their words in their own folder's catalogs.
      exclude: ['<rootDir>/src/pages/*/**/*'],
    },
    { path: '<rootDir>/src/layouts/locales/{locale}', include: ['<rootDir>/src/layouts/'] },
  ],
  orderBy: 'messageId',
  // Origins without line numbers: moving code does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
});
