import { ConfigError, loadConfig, parseAllowedHosts } from './config';

describe('loadConfig', () => {
  it('runs on the embedded defaults, as production, with an empty environment (npm start)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      redisUrl: null,
      publicUrl: 'http://localhost:3000',
      brandOriginTemplate: 'http://{brand}.localhost:3000',
      seedDemoData: true,
      rateLimits: true,
      production: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads the production settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/ballpark',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://ballpark.example/',
      NODE_ENV: 'production',
      CLIENT_DIST: 'none',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/ballpark',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://ballpark.example',
      brandOriginTemplate: 'https://{brand}.ballpark.example',
      production: true,
      clientDistDir: null,
    });
  });

  it('reads the brand origin template', () => {
    expect(loadConfig({ BRAND_ORIGIN_TEMPLATE: 'https://{brand}.homes.example/' }).brandOriginTemplate).toBe(
      'https://{brand}.homes.example',
    );
  });

  it('is a development server only when NODE_ENV says so (npm run dev)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(true);
  });

  it('names every bad setting in one clear error', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        SEED_DEMO_DATA: 'maybe',
        RATE_LIMITS: 'no',
        BRAND_ORIGIN_TEMPLATE: 'https://example.org/{brand}',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be 0-65535, got "eighty"/);
    expect(load).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(load).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(load).toThrow(/SEED_DEMO_DATA must be auto, true or false/);
    expect(load).toThrow(/RATE_LIMITS must be on or off/);
    expect(load).toThrow(/BRAND_ORIGIN_TEMPLATE must put \{brand\} first in a host name/);
  });
});

describe('parseAllowedHosts and IMPORT_ALLOWED_HOSTS', () => {
  it('reads host:port pairs separated by commas or spaces', () => {
    expect(parseAllowedHosts('127.0.0.1:4567, [::1]:8080 Mirror.Example:80')).toEqual({
      hosts: ['127.0.0.1:4567', '[::1]:8080', 'mirror.example:80'],
      problems: [],
    });
    expect(loadConfig({}).importAllowedHosts).toEqual([]);
  });

  it('stops the start on an entry without a valid port', () => {
    expect(parseAllowedHosts('127.0.0.1 localhost:0 host:70000').problems).toEqual([
      '"127.0.0.1" is not host:port',
      '"localhost:0" is not host:port',
      '"host:70000" is not host:port',
    ]);
    expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(/IMPORT_ALLOWED_HOSTS: "127.0.0.1" is not/);
  });
});
