import 'reflect-metadata';
import { createApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './db/database';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { closeRedisClients, createRedisClients, type RedisClients } from './platform/redis';

const log = (message: string) => console.log(`[ballpark] ${message}`);

/** Boot: config -> database -> Redis -> app -> listen; SIGINT/SIGTERM drain and close everything in reverse. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  let redis: RedisClients | null = null;
  if (config.redisUrl) {
    redis = createRedisClients(config.redisUrl, log);
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
    if (redis) await closeRedisClients(redis);
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof EmbeddedPostgresError ? error.message : error);
  process.exit(1);
});
