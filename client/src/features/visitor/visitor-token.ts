const STORAGE_KEY = 'ballpark.visitorToken';

/**
 * A random token kept in local storage: it ties a guest's sessions together (replays, "my games") without an
 * account. The server stores only its hash.
 */
export function getVisitorToken(): string {
  let token = localStorage.getItem(STORAGE_KEY);
  if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
    token = crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(STORAGE_KEY, token);
  }
  return token;
}

const PLAYER_NAME_KEY = 'ballpark.playerName';

export const rememberedPlayerName = {
  get: (): string => localStorage.getItem(PLAYER_NAME_KEY) ?? '',
  set: (name: string) => localStorage.setItem(PLAYER_NAME_KEY, name),
};

/** Forgets the guest in this browser: their token (so their sessions are no longer theirs here) and their name. */
export function forgetGuest() {
  localStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(PLAYER_NAME_KEY);
}

/** Removes every game datum this site keeps in local storage (all of its keys share the `ballpark.` prefix). */
export function clearLocalGameData() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('ballpark.')) localStorage.removeItem(key);
}
