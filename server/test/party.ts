import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { AppEndpoint } from './test-app';

export const ROOM_VIEW = `code status nextRoomCode players { seat name score isHost active plays connected isViewer }
  round { number deadline guessCount guessesExpected viewerHasGuessed viewerPlaysThisRound gameHome { id }
          reveal { actualPrice guesses { seat playerName amount points closest } } }`;

/** Opens a room as its host (seat 1) and returns its code. */
export async function openRoom(
  app: AppEndpoint,
  hostToken: string,
  options: { game: string; roundCount?: number; roundSeconds?: number; hostName?: string; hostPlays?: boolean },
): Promise<string> {
  const response = await app.graphql(
    `mutation($input: CreatePartyRoomInput!) { createPartyRoom(input: $input) { code } }`,
    {
      input: {
        gameSlug: options.game,
        roundCount: options.roundCount ?? 3,
        roundSeconds: options.roundSeconds ?? 60,
        playerName: options.hostName ?? 'Host',
        hostPlays: options.hostPlays ?? true,
      },
    },
    hostToken,
  );
  if (response.errors) throw new Error(`createPartyRoom: ${JSON.stringify(response.errors)}`);
  return response.data!.createPartyRoom.code;
}

export function joinRoom(app: AppEndpoint, token: string, code: string, playerName: string) {
  return app.graphql(
    `mutation($code: String!, $name: String!) { joinPartyRoom(code: $code, playerName: $name) { ${ROOM_VIEW} } }`,
    { code, name: playerName },
    token,
  );
}

export function startRoom(app: AppEndpoint, token: string, code: string) {
  return app.graphql(`mutation($code: String!) { startPartyRoom(code: $code) { ${ROOM_VIEW} } }`, { code }, token);
}

export function guessInRoom(app: AppEndpoint, token: string, code: string, amount: number) {
  return app.graphql(
    `mutation($code: String!, $amount: Int!) { submitPartyGuess(code: $code, amount: $amount) { ${ROOM_VIEW} } }`,
    { code, amount },
    token,
  );
}

export function viewRoom(app: AppEndpoint, token: string, code: string) {
  return app.graphql(`query($code: String!) { partyRoom(code: $code) { ${ROOM_VIEW} } }`, { code }, token);
}

/** A graphql-ws client of the app acting as this visitor. */
export function socketOf(app: AppEndpoint, token: string): Client {
  return createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { visitorToken: token },
    lazy: false,
    retryAttempts: 0,
  });
}

/** Every payload (or the errors) the room's subscription delivers to this client, as they come. */
export function watchRoom(client: Client, code: string): { events: unknown[]; stop: () => void } {
  const events: unknown[] = [];
  const stop = client.subscribe(
    { query: `subscription($code: String!) { partyRoom(code: $code) { ${ROOM_VIEW} } }`, variables: { code } },
    { next: (event) => events.push(event), error: (errors) => events.push({ errors }), complete: () => {} },
  );
  return { events, stop };
}

/**
 * Waits until the subscription is live: pokes the room (a seated player joining again changes nothing but is
 * published) until an event arrives, then forgets the events so far.
 */
export async function untilSubscribed(watched: { events: unknown[] }, poke: () => Promise<unknown>): Promise<void> {
  await waitFor(async () => {
    await poke();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return watched.events.length > 0;
  });
  watched.events.length = 0;
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
