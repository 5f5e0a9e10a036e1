import type http from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import { MessageType, stringifyMessage } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { LRUCache } from 'lru-cache';
import { WebSocket, WebSocketServer } from 'ws';
import { checkOperation } from './operation-checks';

/**
 * A subscription over the websocket, for a service that sends it results itself rather than through graphql-ws's
 * event loop (party rooms: `PartyRoomBroadcasts`).
 */
export interface LiveOperation {
  /** The operation as graphql-ws checked it: schema, document, variables, operation name. */
  args: ExecutionArgs;
  /** Sends one result as this subscription's `next` message, its errors formatted as every other answer's. */
  next(result: ExecutionResult): void;
  /** Sends the JSON of a result without errors (made once for many subscribers) as this subscription's `next`. */
  sendPayload(payload: string): void;
}

export interface WebsocketTransportOptions<Context> {
  httpServer: http.Server;
  path: string;
  schema: GraphQLSchema;
  production: boolean;
  limits: { payloadBytes: number; connectionInitMs: number; subscriptionsPerSocket: number; cost: number };
  parseOptions: ParseOptions;
  /** The HTTP API's validation rules beyond graphql's own (graphql-armor's). */
  validationRules: readonly ValidationRule[];
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  /** Seconds to wait before another connection from this upgrade's client, or null to let it connect. */
  retryAfterForConnection(request: http.IncomingMessage): Promise<number | null>;
  /** Whether the connection params' visitor token is acceptable (absent, or well formed). */
  acceptsVisitorToken(token: unknown): boolean;
  /** The request context of a subscription, from the upgrade request (its cookies) and the connection's token. */
  contextFor(request: http.IncomingMessage, visitorToken: unknown): Promise<Context>;
}

export interface WebsocketTransport {
  /** Closes every socket as a restart does (1012): clients reconnect and re-read what they show. */
  closeForRestart(reason: string): void;
  dispose(): Promise<void>;
}

/**
 * graphql-ws on the app's HTTP server: subscriptions only, checked with the same limits as HTTP and answered with
 * its errors formatted the same way. Each subscription's context carries its own channel to its socket (`live`).
 */
export function serveWebsocket<Context extends object>(
  options: WebsocketTransportOptions<Context>,
): WebsocketTransport {
  const { schema, limits, formatError } = options;
  const wsServer = new WebSocketServer({
    server: options.httpServer,
    path: options.path,
    maxPayload: limits.payloadBytes,
    // Connections per IP are limited at the upgrade, before a socket exists.
    verifyClient: (info, accept) => {
      options.retryAfterForConnection(info.req).then(
        (retryAfter) =>
          retryAfter === null ? accept(true) : accept(false, 429, 'Too Many Requests', { 'Retry-After': retryAfter }),
        () => accept(false, 503, 'Service Unavailable'),
      );
    },
  });
  // Subscription documents parsed and validated once per text: every socket of a party room sends the same one, and
  // all of them then share one document rather than each keeping its own parse.
  const checkedDocuments = new LRUCache<string, { document: DocumentNode } | { errors: readonly GraphQLError[] }>({
    max: 500,
  });
  const checkDocument = (query: string) => {
    let checked: { document: DocumentNode } | { errors: readonly GraphQLError[] };
    try {
      const document = parse(query, options.parseOptions);
      const errors = validate(schema, document, [...specifiedRules, ...options.validationRules]);
      checked = errors.length > 0 ? { errors } : { document };
    } catch (error) {
      checked = { errors: [error as GraphQLError] };
    }
    checkedDocuments.set(query, checked);
    return checked;
  };
  /** A subscription's result as its client gets it: errors formatted as over HTTP. */
  const resultForClient = (result: ExecutionResult): FormattedExecutionResult | ExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) } : result;
  /** Errors answered from onSubscribe, mapped like every other error. */
  const forClient = (error: GraphQLError) => {
    const formatted = formatError(error.toJSON(), error);
    return new GraphQLError(formatted.message, { nodes: error.nodes, extensions: formatted.extensions });
  };
  const server = useServer<Record<string, unknown>>(
    {
      schema,
      isProd: options.production,
      connectionInitWaitTimeout: limits.connectionInitMs,
      // The visitor token arrives in the connection params; a malformed one is refused before any subscription.
      onConnect: ({ connectionParams }) => options.acceptsVisitorToken(connectionParams?.visitorToken),
      // The upgrade request carries the session cookie, as every same-origin request does. Party room events are
      // written to the socket by PartyRoomBroadcasts, through `live`, in graphql-ws's own message format.
      context: async ({ connectionParams, extra }, id, _payload, args): Promise<Context & { live: LiveOperation }> => ({
        ...(await options.contextFor(extra.request, connectionParams?.visitorToken)),
        live: {
          args,
          next: (result) => {
            if (extra.socket.readyState === WebSocket.OPEN)
              extra.socket.send(stringifyMessage({ id, type: MessageType.Next, payload: resultForClient(result) }));
          },
          sendPayload: (payload) => {
            if (extra.socket.readyState === WebSocket.OPEN)
              extra.socket.send(`{"id":${JSON.stringify(id)},"type":"${MessageType.Next}","payload":${payload}}`);
          },
        },
      }),
      // The socket serves subscriptions only, checked with the same limits as HTTP (and its errors formatted the
      // same way, suggestions removed); queries and mutations go over HTTP.
      onSubscribe: (ctx, _id, payload) => {
        // The operation being subscribed is already counted among the connection's subscriptions.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket)
          return [new GraphQLError(`At most ${limits.subscriptionsPerSocket} subscriptions per connection.`)];
        const checked = checkedDocuments.get(payload.query) ?? checkDocument(payload.query);
        if ('errors' in checked) return checked.errors.map(forClient);
        const { document } = checked;
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription')
          return [
            new GraphQLError('Only subscriptions are served over the websocket: send queries and mutations over HTTP.'),
          ];
        const refused = checkOperation({
          schema,
          document,
          variables: payload.variables ?? undefined,
          operationName: payload.operationName,
          maxCost: limits.cost,
        });
        if (refused) return [forClient(refused)];
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
        } as ExecutionArgs;
      },
      onNext: (_ctx, _id, _payload, _args, result) => resultForClient(result),
    },
    wsServer,
  );
  wsServer.on('connection', (socket) => {
    // graphql-ws logs every socket error with its stack. A frame over maxPayload is the client's doing, and ws has
    // already closed the socket with 1009 (message too big): nothing to log.
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return;
      console.error('Websocket error:', error.message);
      socket.close(1011, 'Internal server error');
    });
  });
  return {
    closeForRestart(reason) {
      for (const socket of wsServer.clients) socket.close(1012, reason);
    },
    dispose: async () => {
      await server.dispose();
    },
  };
}
