import type { Client } from 'graphql-ws';

// The page's websocket, once a subscription has opened it (subscription-link.ts). Not in the first screen's code:
// only the subscription link and the account pages import this.
let socket: Client | null = null;

export function keepLiveSocket(client: Client): void {
  socket = client;
}

/**
 * After logging in or out: drops the websocket, if one is open. graphql-ws connects again at once, with the visitor
 * token and session cookie as they are now, subscribes again, and the screen is re-read (`onReconnected`). The server
 * reads who a socket plays as when it connects, so the old socket must not stay open.
 */
export function reconnectLiveSocket(): void {
  socket?.terminate();
}
