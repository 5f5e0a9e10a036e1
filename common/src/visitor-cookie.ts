/**
 * The cookie that carries a copy of the visitor token (client/src/features/visitor/visitor-token.ts) so that the
 * server can render a page as that visitor sees it. Only page renders read it; the API reads the token's header.
 */
export const VISITOR_COOKIE = 'ballpark_visitor';
