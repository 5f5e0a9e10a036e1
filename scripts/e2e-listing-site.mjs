// The end-to-end tests' listing site: the pages and photos of server/test/fixtures/builder-site (as the jest helper
// server/test/listing-site.ts serves them), on 127.0.0.1, which scripts/e2e-server.mjs allows the app to import from.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/test/fixtures/builder-site');
const ROUTES = JSON.parse(readFileSync(path.join(SITE, 'routes.json'), 'utf8'));

/** Serves the listing site on the port; resolves to the server once it listens. */
export function startListingSite(port) {
  const server = http.createServer((request, response) => {
    const route = ROUTES[new URL(request.url ?? '/', 'http://site').pathname];
    if (!route) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': route.type }).end(readFileSync(path.join(SITE, route.file)));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
