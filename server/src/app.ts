import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import compression from 'compression';
import express from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { RequestContext } from './graphql/context';
import type { Principal } from './policies/principal';
import { formatError } from './graphql/format-error';
import { operationChecksPlugin } from './graphql/operation-checks';
import { buildAppSchema } from './schema';
import { withoutSuggestions } from './graphql/suggestions';
import { serveWebsocket } from './graphql/websocket';
import { clientIp } from './http/client-ip';
import { readCookie } from './http/cookies';
import { createHtmlPages } from './http/html-pages';
import { createSiteIndexes } from './http/site-indexes';
import { createPageRenderer } from './http/server-render';
import { createMediaRouter } from './http/media';
import { securityHeaders } from './http/security-headers';
import { httpSessionCookie, readOnlySessionCookie, SESSION_COOKIE } from './policies/session-cookie';
import { VISITOR_TOKEN_HEADER, visitorIdFromToken } from './policies/visitor-token';
import { whenBackAfterOutage } from './platform/redis';
import { PartyRoomBroadcasts } from './modules/party/party-room-broadcasts';
import { startServices, type ServiceDependencies, type ServiceGraph, type Services } from './services';

export const GRAPHQL_PATH = '/graphql';
export const LIMITS = {
  /** Holds the builder's largest CSV (CSV_MAX_BYTES in @ballpark/common/game-builder) with JSON's escaping. */
  httpBody: '100kb',
  websocketPayloadBytes: 64 * 1024,
  connectionInitMs: 3_000,
  subscriptionsPerSocket: 20,
  depth: 8,
  aliases: 15,
  cost: 5_000,
  tokens: 1_000,
} as const;

export interface App {
  httpServer: http.Server;
  services: Services;
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting connections and drains GraphQL work; the caller then closes the database and Redis. */
  close(): Promise<void>;
}

/** Builds the whole HTTP + GraphQL + websocket application; `index.ts` and the tests both start it this way. */
export async function createApp(dependencies: ServiceDependencies): Promise<App> {
  const serviceGraph = startServices(dependencies);
  try {
    return await createTransports(dependencies, serviceGraph);
  } catch (error) {
    await serviceGraph.stop();
    throw error;
  }
}

/** HTTP, GraphQL and the websocket in front of the services: each request is mapped to service calls. */
async function createTransports(
  { config, dataSource, redis }: ServiceDependencies,
  { services, stop: stopServices }: ServiceGraph,
): Promise<App> {
  const { pubSub, rateLimits } = services;
  const schema = await buildAppSchema(pubSub);
  PartyRoomBroadcasts.recordPerViewerFields(schema);
  // Armor's cost limit, token limit and suggestion blocker are replaced: the cost must read variables
  // (operation-checks.ts), a token limit thrown while parsing answered 500 (graphql's own parse option answers 400),
  // and suggestions hide in enum values and variable errors too.
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.depth, flattenFragments: true },
    maxAliases: { n: LIMITS.aliases },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const parseOptions = { maxTokens: LIMITS.tokens };
  const formatErrorForClient = config.production
    ? (formatted: GraphQLFormattedError, error: unknown) => withoutSuggestions(formatError(formatted, error))
    : formatError;

  const expressApp = express();
  expressApp.disable('x-powered-by');
  expressApp.use(securityHeaders());
  expressApp.use(compression());
  const httpServer = http.createServer(expressApp);
  const trustProxy = process.env.TRUST_PROXY === '1';
  if (trustProxy) expressApp.set('trust proxy', 1);

  const secureCookies = config.publicUrl.startsWith('https:');
  /**
   * The context of one request on any transport. The visitor token comes from the API's header, the websocket's
   * connection params or a page's cookie; the log-in session always from its cookie, which only HTTP can write.
   */
  const contextFor = async (
    request: http.IncomingMessage,
    visitorToken: unknown,
    response: express.Response | null,
  ): Promise<RequestContext> => {
    const visitorId = visitorIdFromToken(typeof visitorToken === 'string' ? visitorToken : null);
    const sessionToken = readCookie(request.headers.cookie, SESSION_COOKIE);
    const [brand, account] = await Promise.all([
      services.brands.forHost(request.headers.host),
      services.accounts.principalOf(sessionToken),
    ]);
    const principal: Principal = { visitorId, account, playerId: account?.playerId ?? visitorId };
    return {
      services,
      brand,
      scope: { principal, brand },
      clientIp: clientIp(request, trustProxy),
      ...principal,
      sessionCookie: response
        ? httpSessionCookie(sessionToken, response, secureCookies)
        : readOnlySessionCookie(sessionToken),
    };
  };

  const websocket = serveWebsocket<RequestContext>({
    httpServer,
    path: GRAPHQL_PATH,
    schema,
    production: config.production,
    limits: {
      payloadBytes: LIMITS.websocketPayloadBytes,
      connectionInitMs: LIMITS.connectionInitMs,
      subscriptionsPerSocket: LIMITS.subscriptionsPerSocket,
      cost: LIMITS.cost,
    },
    parseOptions,
    validationRules: armor.validationRules,
    formatError: formatErrorForClient,
    retryAfterForConnection: (request) => rateLimits.consumeForIp('websocketConnection', clientIp(request, trustProxy)),
    acceptsVisitorToken: (token) => token === undefined || visitorIdFromToken(String(token)) !== null,
    contextFor: (request, visitorToken) => contextFor(request, visitorToken, null),
  });
  // Events published while this instance's subscriber was away from Redis never reached its sockets, which stayed
  // open and so were never told. Once it is back, they are closed as a restart closes them (1012): clients reconnect
  // and re-read what they show (client/src/graphql/subscription-link.ts).
  if (redis)
    whenBackAfterOutage(redis.subscriber, () =>
      websocket.closeForRestart('Live updates were interrupted: read again.'),
    );

  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError: formatErrorForClient,
    parseOptions,
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      operationChecksPlugin(LIMITS.cost),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // No cache hints are used; computing them costs every request.
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await websocket.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  expressApp.get('/healthz', async (_request, response) => {
    try {
      await dataSource.query('SELECT 1');
      response.json({ status: 'ok' });
    } catch {
      response.status(503).json({ status: 'unavailable', reason: 'database' });
    }
  });
  expressApp.use(
    GRAPHQL_PATH,
    // Answers depend on the caller's visitor token: never stored by a shared cache.
    (_request, response, next) => {
      response.set('Cache-Control', 'private, no-store');
      next();
    },
    async (request, response, next) => {
      let retryAfter: number | null;
      try {
        retryAfter = await rateLimits.consumeForIp('graphqlRequest', clientIp(request, trustProxy));
      } catch (error) {
        return next(error);
      }
      if (retryAfter === null) return next();
      response
        .status(429)
        .set('Retry-After', String(retryAfter))
        .json({
          errors: [
            {
              message: `Too many requests: please wait ${retryAfter} s and try again.`,
              extensions: { code: 'RATE_LIMITED' },
            },
          ],
        });
    },
    express.json({
      limit: LIMITS.httpBody,
      // Bytes that are not UTF-8 would reach the parser as U+FFFD: refuse them as what they are.
      verify: (_request, _response, body) => {
        if (!isUtf8(body)) throw Object.assign(new Error('Invalid UTF-8'), { status: 400, type: 'encoding.invalid' });
      },
    }),
    expressMiddleware(apollo, {
      context: ({ req, res }) => contextFor(req, req.headers[VISITOR_TOKEN_HEADER], res),
    }),
  );
  expressApp.use(
    '/media',
    createMediaRouter(services, (request) => clientIp(request, trustProxy)),
  );
  const renderPage =
    config.clientDistDir &&
    (await createPageRenderer({
      clientDistDir: config.clientDistDir,
      apollo,
      contextFor: (request, visitorToken) => contextFor(request, visitorToken, null),
    }));
  expressApp.use(createSiteIndexes(services));
  expressApp.use(createHtmlPages({ config, services, renderPage: renderPage || null }));
  expressApp.use(((error, _request, response, _next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 500) console.error(error);
    response.status(status).json({ error: BODY_ERROR_MESSAGES[error?.type] ?? 'Request failed.' });
  }) as express.ErrorRequestHandler);

  return {
    httpServer,
    services,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve((httpServer.address() as { port: number }).port));
      }),
    close: async () => {
      await stopServices();
      await apollo.stop();
      httpServer.closeAllConnections();
    },
  };
}

/** What a refused request body is told, by body-parser's error type. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'Request body too large (100 KB at most).',
  'encoding.invalid': 'The request body is not valid UTF-8.',
};
