import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { contentPages } from './build/content-pages.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    contentPages(),
    // Lingui's macros (`t`, `<Trans>`, `<Plural>`) become message ids and compiled catalogs; only files that use them
    // go through Babel.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/media': apiTarget,
    },
  },
  // rxjs (Apollo's observables) as ES2015 classes, not its larger ES5 build.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules it names, not everything they import (which the entry may hold already).
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'vendor',
              // Apollo's lazy queries and subscriptions serve only later screens (the live boards, the party, the
              // builder): they ride with those pages' chunks, not the first screen's vendor chunk.
              test: /node_modules[\\/](?!@apollo[\\/]client[\\/](react[\\/]hooks[\\/](useLazyQuery|useSubscription)|link[\\/]subscriptions))(react|react-dom|scheduler|react-router|@apollo|graphql|rxjs|optimism|@wry|tslib|@lingui|cookie|set-cookie-parser|turbo-stream)[\\/]/,
            },
            // A start page's facts, format and scoring (features/game/about, with its words) and the visitor's
            // earlier runs: many small modules that, as files of their own, would each carry their own headers.
            {
              name: 'game-about',
              test: /client[\\/]src[\\/]features[\\/]game[\\/](about[\\/]|MySessions)/,
            },
            // What every game page reads first: the game of the layout and its variant's rules (two small modules
            // that, as files of their own, would each carry their own headers).
            {
              name: 'game-rules',
              test: /client[\\/]src[\\/]features[\\/]game[\\/](game-context|variant-rules)\.ts|common[\\/]src[\\/]game-variants\.ts/,
            },
            // Every variant's start form: the name (and token) it asks, with the words it says them in.
            {
              name: 'start-form',
              test: /client[\\/]src[\\/]features[\\/]game[\\/](locales[\\/]|StartGameForm|PlayerNameForm|player-name)/,
            },
          ],
        },
      },
    },
    sourcemap: true,
    // The page preloads its entry's imports; a lazy chunk's own imports are fetched as the browser reads it. Vite's
    // list of every lazy chunk's imports would otherwise sit in the entry, growing with each page, on every first
    // screen (about 2 KB gzip today); on a throttled phone, hydration took as long either way (about 3 s).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
