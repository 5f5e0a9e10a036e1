import 'reflect-metadata';
import { Redis } from 'ioredis';
import { createApp, type RedisClients } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';

const log = (message: string) => console.log(`[ballpark] ${message}`);

/** Boot: config -> database -> Redis -> app -> listen; SIGINT/SIGTERM drain and close everything in reverse. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  let redis: RedisClients | null = null;
  if (config.redisUrl) {
    redis = { client: new Redis(config.redisUrl), subscriber: new Redis(config.redisUrl) };
    for (const client of [redis.client, redis.subscriber])
      client.on('error', (error: Error) => log(`redis: ${error.message}`));
    log('Redis configured: live updates fan out across instances');
  } else {
    log('REDIS_URL is not set: in-process pub/sub and ranks from PostgreSQL; run one instance only');
  }
  const app = await createApp({ config, dataSource: database.dataSource, redis });
  const port = await app.listen(config.port, config.host);
  log(`listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    if (redis) await Promise.all([redis.client.quit(), redis.subscriber.quit()]);
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
