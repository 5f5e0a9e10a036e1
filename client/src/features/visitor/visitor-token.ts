import { useSyncExternalStore } from 'react';
import { VISITOR_COOKIE } from '@ballpark/common/visitor-cookie';

const STORAGE_KEY = 'ballpark.visitorToken';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A random token kept in local storage: it ties a guest's sessions together (replays, "my games") without an
 * account. The server stores only its hash. API calls send it in a header; a copy in a cookie lets the server render
 * a page as this visitor sees it (page loads send no headers of ours), so hydrating needs no second fetch.
 */
export function getVisitorToken(): string {
  let token = localStorage.getItem(STORAGE_KEY);
  if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
    token = crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(STORAGE_KEY, token);
  }
  const cookie = `${VISITOR_COOKIE}=${token}`;
  if (!document.cookie.includes(cookie)) {
    const secureCookie = location.protocol === 'https:' ? '; Secure' : '';
    const storedCookie = `${cookie}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secureCookie}`;
    document.cookie = storedCookie;
  }
  return token;
}

/** The cookie copy goes with the token: the server would otherwise render pages as the forgotten guest. */
function forgetVisitorCookie() {
  const expiredCookie = `${VISITOR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  document.cookie = expiredCookie;
}

const PLAYER_NAME_KEY = 'ballpark.playerName';
const noSubscription = () => () => {};

export const rememberedPlayerName = {
  set: (name: string) => localStorage.setItem(PLAYER_NAME_KEY, name),
};

/**
 * The name last played under in this browser. The server renders without it (it lives in local storage), so the
 * first render after hydration is the server's empty name, then the stored one.
 */
export function useRememberedPlayerName(): string {
  return useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(PLAYER_NAME_KEY) ?? '',
    () => '',
  );
}

/** Forgets the guest in this browser: their token (so their sessions are no longer theirs here) and their name. */
export function forgetGuest() {
  localStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(PLAYER_NAME_KEY);
  forgetVisitorCookie();
}

/** Removes every game datum this site keeps in local storage (all of its keys share the `ballpark.` prefix). */
export function clearLocalGameData() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('ballpark.')) localStorage.removeItem(key);
  forgetVisitorCookie();
}
