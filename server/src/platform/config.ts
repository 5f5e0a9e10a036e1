import path from 'node:path';
import { brandOriginTemplateFor, brandOriginTemplateProblem } from '@ballpark/common/brand-origin';

export interface AppConfig {
  port: number;
  host: string;
  /** null: run the embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | null;
  /** null: one instance, in-process pub/sub and ranks from PostgreSQL. */
  redisUrl: string | null;
  dataDir: string;
  /** The built client served with the API; null when it is served elsewhere (vite dev server). */
  clientDistDir: string | null;
  /** The default brand's origin, and the base of every link when no brand template applies. */
  publicUrl: string;
  /** The other brands' origins, `{brand}` standing for the brand's name (@ballpark/common/brand-origin). */
  brandOriginTemplate: string;
  googleMapsApiKey: string | null;
  /** Everything but `NODE_ENV=development` (npm run dev): `npm start` leaves NODE_ENV unset and is production. */
  production: boolean;
  seedDemoData: boolean;
  /** Off only for load benchmarks (`RATE_LIMITS=off`). */
  rateLimits: boolean;
  /**
   * "host:port" pairs the listing importer may fetch although their address is not public (`IMPORT_ALLOWED_HOSTS`,
   * e.g. "127.0.0.1:4567" for a test server); none by default, so loopback and private networks are refused.
   */
  importAllowedHosts: string[];
  /** Where imported listing photos are stored (`PHOTO_DIR`; default `dataDir/photos`), served under /media/photos. */
  photoDir: string;
}

export class ConfigError extends Error {}

/** The repository root, whether running from `server/src/platform` (tests) or the build in `server/dist`. */
export const REPO_ROOT = path.resolve(
  __dirname,
  __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../../..' : '../../..',
);

/** Reads and validates the environment once, at start; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be 0-65535, got "${env.PORT}"`);

  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');

  const redisUrl = nonEmpty(env.REDIS_URL);
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');

  const publicUrl = nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`;
  if (!/^https?:\/\//.test(publicUrl)) problems.push('PUBLIC_URL must start with http:// or https://');

  const brandOriginTemplate = nonEmpty(env.BRAND_ORIGIN_TEMPLATE);
  const templateProblem = brandOriginTemplate && brandOriginTemplateProblem(brandOriginTemplate);
  if (templateProblem) problems.push(`BRAND_ORIGIN_TEMPLATE ${templateProblem}`);

  const seed = env.SEED_DEMO_DATA ?? 'auto';
  if (!['auto', 'true', 'false'].includes(seed)) problems.push('SEED_DEMO_DATA must be auto, true or false');

  const rateLimits = env.RATE_LIMITS ?? 'on';
  if (!['on', 'off'].includes(rateLimits)) problems.push('RATE_LIMITS must be on or off');

  const importAllowedHosts = parseAllowedHosts(env.IMPORT_ALLOWED_HOSTS ?? '');
  for (const problem of importAllowedHosts.problems) problems.push(`IMPORT_ALLOWED_HOSTS: ${problem}`);

  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  const clientDistDir =
    env.CLIENT_DIST === 'none' ? null : path.resolve(env.CLIENT_DIST ?? path.join(REPO_ROOT, 'client/dist'));
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    redisUrl,
    dataDir,
    clientDistDir,
    publicUrl: publicUrl.replace(/\/$/, ''),
    brandOriginTemplate: (brandOriginTemplate ?? brandOriginTemplateFor(publicUrl)).replace(/\/$/, ''),
    googleMapsApiKey: nonEmpty(env.GOOGLE_MAPS_API_KEY),
    production: env.NODE_ENV !== 'development',
    // 'auto' seeds an empty database only, so a first `npm start` has games to play.
    seedDemoData: seed !== 'false',
    rateLimits: rateLimits === 'on',
    importAllowedHosts: importAllowedHosts.hosts,
    photoDir: path.resolve(nonEmpty(env.PHOTO_DIR) ?? path.join(dataDir, 'photos')),
  };
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

/** Parses IMPORT_ALLOWED_HOSTS: "host:port" entries separated by commas or spaces; an IPv6 host in brackets. */
export function parseAllowedHosts(value: string): { hosts: string[]; problems: string[] } {
  const hosts: string[] = [];
  const problems: string[] = [];
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    let host: string | undefined;
    try {
      host = match ? new URL(`http://${match[1]}`).hostname : undefined;
    } catch {
      host = undefined;
    }
    if (!host || port < 1 || port > 65535) problems.push(`"${entry}" is not host:port`);
    else hosts.push(`${host}:${port}`);
  }
  return { hosts, problems };
}
