import { createHash, randomBytes } from 'node:crypto';
import type express from 'express';
import { DomainError } from '@ballpark/common/errors';

/**
 * The log-in session's cookie: a random token (the server keeps only its hash, in auth_session), httpOnly so no
 * script reads it, SameSite=Lax so other sites' requests do not carry it (and Apollo's CSRF prevention refuses the
 * simple requests that could), Secure when the site is served over https.
 */
export const SESSION_COOKIE = 'ballpark_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session cookie as a request sees it: the token it carried, and, over HTTP, setting or clearing it. */
export interface SessionCookie {
  readonly token: string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What auth_session stores of a token; null for anything that is not one of ours. */
export function sessionTokenHash(token: string | null): string | null {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** The cookie of an HTTP request, written through its response. */
export function httpSessionCookie(token: string | null, response: express.Response, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    token,
    set: (value, expiresAt) => response.cookie(SESSION_COOKIE, value, { ...options, expires: expiresAt }),
    clear: () => response.clearCookie(SESSION_COOKIE, options),
  };
}

/** The cookie of a websocket upgrade or a page render: read, never written (logging in and out is over HTTP). */
export function readOnlySessionCookie(token: string | null): SessionCookie {
  const refuse = () => {
    throw new DomainError('BAD_USER_INPUT', 'Log in and out over HTTP (POST /graphql).');
  };
  return { token, set: refuse, clear: refuse };
}
