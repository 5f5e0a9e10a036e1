import { SESSION_COOKIE } from '../src/policies/session-cookie';
import { newVisitorToken, type GraphQLResponse, type TestApp } from './test-app';

/**
 * One browser of the app: its own visitor token and the log-in session cookie it was given, sent with every request
 * as a browser would (same origin). It is a TestApp whose requests are the browser's (the token argument of
 * `graphql` is ignored), so the play helpers work with it: `playGame(browser, browser.visitorToken, ...)`.
 */
export interface TestBrowser extends TestApp {
  /** Null: a browser that sends no visitor token (an API client that only logs in). */
  readonly visitorToken: string | null;
  /** The session cookie's value as the server last set it; null when it has none or cleared it. */
  readonly sessionCookie: string | null;
  /** Every Set-Cookie header of the session cookie the server sent, in order. */
  readonly sessionCookieHeaders: string[];
}

export function browserOf(app: TestApp, visitorToken: string | null = newVisitorToken()): TestBrowser {
  let sessionCookie: string | null = null;
  const sessionCookieHeaders: string[] = [];
  const browser: TestBrowser = {
    ...app,
    visitorToken,
    get sessionCookie() {
      return sessionCookie;
    },
    sessionCookieHeaders,
    async graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(visitorToken ? { 'x-visitor-token': visitorToken } : {}),
          ...(sessionCookie ? { cookie: `${SESSION_COOKIE}=${sessionCookie}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      for (const header of response.headers.getSetCookie()) {
        if (!header.startsWith(`${SESSION_COOKIE}=`)) continue;
        sessionCookieHeaders.push(header);
        const value = header.slice(SESSION_COOKIE.length + 1).split(';')[0];
        const expired = /Expires=Thu, 01 Jan 1970/i.test(header) || value === '';
        sessionCookie = expired ? null : value;
      }
      const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
      return { status: response.status, ...body };
    },
  };
  return browser;
}
