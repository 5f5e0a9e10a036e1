import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const SITE = path.join(__dirname, 'fixtures/builder-site');
const ROUTES: Record<string, { file: string; type: string }> = JSON.parse(
  readFileSync(path.join(SITE, 'routes.json'), 'utf8'),
);

export interface ListingSite {
  /** "http://127.0.0.1:PORT" */
  origin: string;
  /** How many times each path was fetched. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** The builder tests' listing site (fixtures/builder-site, as the e2e's scripts/e2e-listing-site.mjs serves it). */
export async function startListingSite(): Promise<ListingSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const route = ROUTES[pathname];
    if (!route) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': route.type }).end(readFileSync(path.join(SITE, route.file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
