import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ROOM_VIEW, waitFor } from './party';
import type { TestDatabase } from './test-database';

/** A room as ROOM_VIEW reads it. */
export interface RoomView {
  code: string;
  status: 'LOBBY' | 'PLAYING' | 'FINISHED';
  players: { seat: number; name: string; score: number; isHost: boolean; active: boolean; isViewer: boolean }[];
  round: {
    number: number;
    guessCount: number;
    viewerHasGuessed: boolean;
    reveal: {
      actualPrice: number;
      guesses: { seat: number; playerName: string; amount: number; points: number; closest: boolean }[];
    } | null;
  } | null;
}

/** What one subscription has delivered, in order: every payload as it came (errors too), and the views. */
export interface RoomFeed {
  payloads: unknown[];
  views(): RoomView[];
  latest(): RoomView | undefined;
}

/**
 * A player's websocket as the web client opens it (client/src/graphql/subscription-link.ts): it retries forever with
 * graphql-ws's own back-off, its subscriptions are made again on the new socket, and after a reconnect the client
 * re-reads what it shows (`onReconnected`). `url` is asked at each attempt, standing in for the load balancer that
 * sends a reconnecting socket to an instance that is up.
 */
export function playerSocket(options: { url: () => string; token: string; onReconnected?: () => void }): Client {
  return createClient({
    url: options.url,
    webSocketImpl: WebSocket,
    connectionParams: { visitorToken: options.token },
    lazy: false,
    retryAttempts: Infinity,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) options.onReconnected?.();
      },
    },
  });
}

/** The websocket address of an app's GraphQL endpoint. */
export const wsUrlOf = (baseUrl: string) => `${baseUrl.replace('http', 'ws')}/graphql`;

/** Subscribes to the room with this selection (ROOM_VIEW unless told) and keeps everything it delivers. */
export function feedOf(client: Client, code: string, selection = ROOM_VIEW): RoomFeed {
  const payloads: unknown[] = [];
  client.subscribe(
    { query: `subscription($code: String!) { partyRoom(code: $code) { ${selection} } }`, variables: { code } },
    {
      next: (payload) => payloads.push(payload),
      error: (errors) => payloads.push({ errors }),
      complete: () => {},
    },
  );
  const views = () =>
    payloads.map((payload) => {
      const { data, errors } = payload as { data?: { partyRoom: RoomView }; errors?: unknown };
      if (errors || !data) throw new Error(`the subscription answered an error: ${JSON.stringify(payload)}`);
      return data.partyRoom;
    });
  return { payloads, views, latest: () => views().at(-1) };
}

/**
 * Waits until every feed has an event after the one it had when called, poking the room meanwhile (a seated player
 * joining again publishes a change and changes nothing): the subscriptions are live on their instances.
 */
export async function untilAllSubscribed(feeds: RoomFeed[], poke: () => Promise<unknown>): Promise<void> {
  const before = feeds.map((feed) => feed.payloads.length);
  await waitFor(async () => {
    await poke();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return feeds.every((feed, index) => feed.payloads.length > before[index]!);
  }, 20_000);
}

/** Waits until every feed's latest view meets the condition. */
export function untilEvery(feeds: RoomFeed[], condition: (view: RoomView) => boolean, timeoutMs = 20_000) {
  return waitFor(() => feeds.every((feed) => feed.payloads.length > 0 && condition(feed.latest()!)), timeoutMs);
}

/** The room's id (its pub/sub topic) from its code: the newest room of that code. */
export async function roomIdOf(database: TestDatabase, code: string): Promise<string> {
  const [room] = await database.dataSource.query(
    `SELECT id FROM party_room WHERE code = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [code],
  );
  return room.id;
}

/** The hidden price of each round of the room, by round number, from the database. */
export async function roundPrices(database: TestDatabase, roomId: string): Promise<Map<number, number>> {
  const rows: { number: number; price: number }[] = await database.dataSource.query(
    `SELECT round.number, listing."actualPrice" AS price FROM party_round round
     JOIN game_home gl ON gl.id = round."gameHomeId" JOIN listing ON listing.id = gl."listingId"
     WHERE round."roomId" = $1`,
    [roomId],
  );
  return new Map(rows.map((row) => [row.number, Number(row.price)]));
}

const CURRENT_ROUND = `"roomId" = $1 AND number = (SELECT "currentRound" FROM party_room WHERE id = $1)`;

/** Passes the current round's deadline, as if its seconds were up (the sweepers then reveal it). */
export function passDeadline(database: TestDatabase, roomId: string) {
  return database.dataSource.query(`UPDATE party_round SET deadline = now() WHERE ${CURRENT_ROUND}`, [roomId]);
}

/** Ends the current round's reveal pause (the sweepers then open the next round, or finish the room). */
export function passRevealPause(database: TestDatabase, roomId: string) {
  return database.dataSource.query(
    `UPDATE party_round SET "revealedAt" = "revealedAt" - interval '1 hour' WHERE ${CURRENT_ROUND}`,
    [roomId],
  );
}

/**
 * A selection of every field of an object type, recursively, from the app's schema, so a field added later is
 * asked for too. Fails on what it cannot ask for blindly (arguments required, abstract types), rather than skip it.
 */
export function everyFieldOf(schema: GraphQLSchema, typeName: string): string {
  const select = (type: GraphQLObjectType, path: string[]): string =>
    Object.values(type.getFields())
      .map((field) => {
        if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined))
          throw new Error(`${[...path, field.name].join('.')} needs arguments: say which to ask for`);
        const named = getNamedType(field.type);
        if (isLeafType(named)) return field.name;
        if (!isObjectType(named)) throw new Error(`${[...path, field.name].join('.')} is abstract: add its fragments`);
        if (path.length > 6) throw new Error(`${path.join('.')}: too deep (a cycle?)`);
        return `${field.name} { ${select(named, [...path, field.name])} }`;
      })
      .join(' ');
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return select(type, [typeName]);
}

/**
 * Where a payload shows what its round does not reveal: any of the secret numbers (the caller's: guessed amounts and
 * prices not revealed yet at that round) anywhere in it (any field, any nesting), or, before the round's reveal, any
 * reveal field at all. Empty when it shows none.
 */
export function sealedLeaks(
  payload: unknown,
  secretsAt: (round: number | null, revealed: boolean) => number[],
): string[] {
  const view = (payload as { data?: { partyRoom?: RoomView } }).data?.partyRoom;
  if (!view) return [];
  const revealed = Boolean(view.round?.reveal);
  const text = JSON.stringify(payload);
  const numbers = new Set((text.match(/\d+/g) ?? []).map(Number));
  return [
    ...secretsAt(view.round?.number ?? null, revealed)
      .filter((secret) => numbers.has(secret))
      .map((secret) => `${secret} in ${text}`),
    ...(!revealed && /actualPrice|"amount"/.test(text) ? [`a reveal field in ${text}`] : []),
  ];
}
