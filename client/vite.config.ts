import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphql-documents';
import { preloadMissingOnly } from './build/preload-missing-only';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const preload = preloadMissingOnly();

export default defineConfig({
  plugins: [graphqlDocuments(), react(), preload.plugin],
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
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    sourcemap: true,
  },
});
