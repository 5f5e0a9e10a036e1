/**
 * What the server and the client's server build (client/src/entry-server.tsx, built by `vite build --ssr` into
 * client/dist-server/) agree on: the server loads that build and calls `renderPage` for each page it renders.
 */
export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** A GraphQL answer as it goes over the wire (errors already formatted for clients). */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one operation inside the server, as the visitor whose page is being rendered. */
export type ExecuteOperation = (operation: GraphQLOperation) => Promise<GraphQLAnswer>;

export type ServerRender =
  | { kind: 'redirect'; status: number; location: string }
  /** `apolloState` is the cache the render filled, for the client to hydrate with. */
  | { kind: 'page'; html: string; apolloState: unknown };

/** `path` is the page's path and query string, as requested. */
export type RenderPage = (path: string, execute: ExecuteOperation, nonce: string) => Promise<ServerRender>;
