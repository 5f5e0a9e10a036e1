import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The pure rules (scoring, price input, brand from host) are shared with the server: one source of truth.
    alias: { '@engine': path.resolve(__dirname, '../server/src/engine') },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/media': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
