import type { Page } from '@playwright/test';

/**
 * Resolves once the page has sent a graphql-ws subscribe frame, so that an event published afterwards reaches it.
 * Call it before the page opens its socket: the frame may be sent before anything on the page shows.
 */
export function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"subscribe"')) resolve();
      }),
    ),
  );
}
