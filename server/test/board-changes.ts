import type { Client } from 'graphql-ws';
import { gameTopicKey, TOPICS } from '../src/realtime/pubsub';
import { waitFor } from './party';
import type { TestApp } from './test-app';

/**
 * The next change of a default-brand game's boards that reaches `socket`'s subscription, resolved once `publisher`'s
 * Redis shows the subscriber listening on the game's channel (an event published before that would be missed).
 */
export async function nextBoardChange(
  socket: Client,
  publisher: TestApp,
  gameSlug: string,
): Promise<{ received: Promise<unknown> }> {
  const received = new Promise<unknown>((resolve, reject) => {
    const unsubscribe = socket.subscribe(
      { query: `subscription { leaderboardChanged(gameSlug: "${gameSlug}") { gameSlug periods } }` },
      {
        next: (event) => {
          unsubscribe();
          resolve(event.data);
        },
        error: reject,
        complete: () => {},
      },
    );
  });
  const [{ id: brandId }] = await publisher.database.dataSource.query(`SELECT id FROM brand WHERE "isDefault"`);
  const channel = `${TOPICS.leaderboardChanged}:${gameTopicKey(brandId, gameSlug)}`;
  await waitFor(async () => {
    const [, subscribers] = (await publisher.redis!.client.pubsub('NUMSUB', channel)) as [string, number];
    return subscribers > 0;
  });
  return { received };
}
