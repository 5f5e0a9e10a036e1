import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { closeRedisClients, createRedisClients, type RedisClients } from '../src/platform/redis';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  baseUrl: string;
  redis: RedisClients | null;
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    visitorToken?: string | null,
  ): Promise<GraphQLResponse<T>>;
  /** The same app as reached through another host name (`acme.localhost` selects brand acme), for brand tests. */
  onHost(host: string): TestApp;
  close(): Promise<void>;
}

/** What a test needs to talk to an app, whether it runs in this process (TestApp) or in its own (AppProcess). */
export type AppEndpoint = Pick<TestApp, 'baseUrl' | 'graphql'>;

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with a Host header of the caller's choosing (fetch always sends the URL's). */
export function requestOnHost(
  baseUrl: string,
  host: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathname, baseUrl),
      { method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

export function newVisitorToken(): string {
  return randomBytes(24).toString('hex');
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Connect to the machine's Redis (REDIS_URL or 127.0.0.1:6379), as production instances do. */
  redis?: boolean;
  /** Another Redis than the machine's (a closed port, to test an outage). */
  redisUrl?: string;
  /** Share another instance's database (multi-instance tests); by default a new one is made and dropped. */
  database?: TestDatabase;
}

/** GraphQL over HTTP to the app at this address, as a visitor (or anonymously); any app, in-process or not. */
export function graphqlAt(baseUrl: string): TestApp['graphql'] {
  return async (query, variables = {}, visitorToken = null) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(visitorToken ? { 'x-visitor-token': visitorToken } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
    return { status: response.status, ...body } as GraphQLResponse<any>;
  };
}

export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The real app (createApp) on a database of its own and a free port, talking HTTP like any client. If starting fails
 * part way, what was started (its database, its Redis connections, the app) is closed before the error is thrown.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  let redis: RedisClients | null = null;
  let app: App | undefined;
  let closed: Promise<void> | undefined;
  // Once only, and whatever was started: a test may close an app itself and its file's teardown again.
  const close = () =>
    (closed ??= (async () => {
      try {
        await app?.close();
      } finally {
        if (redis) await closeRedisClients(redis);
        if (ownsDatabase) await database.drop();
      }
    })());
  try {
    const config = loadConfig({ CLIENT_DIST: 'none', PORT: '0', ...options.env });
    redis = options.redis ? createRedisClients(options.redisUrl ?? TEST_REDIS_URL, () => {}) : null;
    // Apps of one test database (instances of one deployment) share their rate-limit counters; other test files and
    // earlier runs on the same Redis do not count against them.
    const rateLimitKeyPrefix = `ballpark:test:${new URL(database.url).pathname.slice(1)}:rl`;
    app = await createApp({ config, dataSource: database.dataSource, redis, rateLimitKeyPrefix });
    const port = await app.listen(0, '127.0.0.1');
    return testAppAt(`http://127.0.0.1:${port}`, { app, database, redis, close });
  } catch (error) {
    await close().catch(() => {}); // the first error is the one to see
    throw error;
  }
}

function testAppAt(baseUrl: string, parts: Pick<TestApp, 'app' | 'database' | 'redis' | 'close'>): TestApp {
  const harness: TestApp = {
    ...parts,
    baseUrl,
    graphql: graphqlAt(baseUrl),
    onHost: (host) => ({
      ...harness,
      async graphql(query, variables = {}, visitorToken = null) {
        const response = await requestOnHost(baseUrl, host, '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(visitorToken ? { 'x-visitor-token': visitorToken } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        return { status: response.status, ...JSON.parse(response.body.toString()) };
      },
    }),
  };
  return harness;
}
