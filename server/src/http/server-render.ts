import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type express from 'express';
import type { RenderPage, ServerRender } from '@ballpark/common/server-render';
import { VISITOR_COOKIE } from '@ballpark/common/visitor-cookie';
import type { RequestContext } from '../graphql/context';
import { readCookie } from './cookies';

/** Renders one page request as its visitor sees it; null when the client's server build is absent. */
export type PageRenderer = (request: express.Request, nonce: string) => Promise<ServerRender>;

/**
 * Loads the client's server build (client/dist-server, beside the browser build) and binds it to this server: the
 * page's queries run in-process through Apollo Server, with the same plugins, limits and error formatting as over
 * HTTP, in the context of the visitor named by the page request's cookie (and of its log-in session's). Without that build, pages are rendered in
 * the browser only.
 */
export async function createPageRenderer({
  clientDistDir,
  apollo,
  contextFor,
}: {
  clientDistDir: string;
  apollo: ApolloServer<RequestContext>;
  contextFor: (request: express.Request, visitorToken: string | null) => Promise<RequestContext>;
}): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(clientDistDir), 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };

  return async (request, nonce) => {
    const visitorToken = readCookie(request.headers.cookie, VISITOR_COOKIE);
    const contextValue = await contextFor(request, visitorToken);
    return renderPage(
      request.originalUrl,
      async (operation) => {
        const response = await apollo.executeOperation(operation, { contextValue });
        if (response.body.kind !== 'single') throw new Error('A page query asked for incremental delivery.');
        return response.body.singleResult;
      },
      nonce,
    );
  };
}
