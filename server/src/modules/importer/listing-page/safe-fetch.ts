import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { WordedError, type ServerWords, type Wording } from '../../../i18n';

/** Why a page was not fetched; each comes with a message written for the creator who pasted the URL. */
export type FetchRefusal =
  | 'bad-url'
  | 'scheme'
  | 'unknown-host'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'http-status'
  | 'not-html'
  | 'too-large'
  | 'timeout'
  | 'network';

/**
 * A page that was not fetched: the user's input (or the site) is at fault, so its message is shown as it is, in the
 * brand's locale (`messageIn`).
 */
export class PageFetchError extends WordedError {
  constructor(
    readonly refusal: FetchRefusal,
    wording: Wording,
  ) {
    super('BAD_USER_INPUT', wording, { refusal });
    this.name = 'PageFetchError';
  }
}

export interface FetchPolicy {
  /**
   * "host:port" pairs fetched even though their address is not public (IMPORT_ALLOWED_HOSTS): a test server on
   * 127.0.0.1, a portal mirror on the local network. Matched against the URL as written, so listing "127.0.0.1:4567"
   * does not let "localhost:4567" through.
   */
  allowedHosts: readonly string[];
  /** Largest page, counted after decompression. */
  maxBytes: number;
  /** For the whole fetch, redirects and a slowly sent body included. */
  timeoutMs: number;
  maxRedirects: number;
  /** The DNS lookup: every address of a host name, in the resolver's order (a test stands in its own). */
  resolveHost(host: string): Promise<ResolvedAddress[]>;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  allowedHosts: [],
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
  resolveHost: async (host) => (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[],
};

export interface FetchedPage {
  /** Where the page was found, after redirects: relative links and the portal are read from it. */
  url: string;
  html: string;
}

const MAX_URL_LENGTH = 2048;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
  'user-agent': 'Mozilla/5.0 (compatible; BallparkListingImporter/1.0)',
};

/**
 * Fetches an HTML page from a URL a user pasted, guarded against server-side request forgery: http(s) only; the host
 * is resolved here and every address it resolves to must be public (isPublicAddress: no private, loopback, link-local,
 * unique-local, CGNAT, multicast, unspecified or reserved range, nor an IPv6 form that embeds such an IPv4 address),
 * unless the host:port is allowed by configuration; the connection goes to the addresses that were checked (a pinned
 * lookup), so a DNS answer that changes in between cannot redirect it; redirects are followed here, at most
 * maxRedirects, each target checked the same way; only text/html or XHTML is read, at most maxBytes after
 * decompression, within timeoutMs in all.
 */
export async function fetchHtmlPage(
  pastedUrl: string,
  policy: FetchPolicy = DEFAULT_FETCH_POLICY,
): Promise<FetchedPage> {
  const { url, body, charset } = await fetchResource(pastedUrl, policy, HTML_RESOURCE);
  return { url, html: decode(body, charset) };
}

/** An image fetched with fetchImage: its bytes and media type (one the caller accepted). */
export interface FetchedImage {
  url: string;
  body: Buffer;
  mediaType: string;
}

/**
 * Fetches an image (a listing's photo) under the same guards as fetchHtmlPage; only the given media types are read,
 * at most policy.maxBytes. Refusals are PageFetchErrors whose messages speak of "the page", as for a listing page.
 */
export async function fetchImage(
  imageUrl: string,
  mediaTypes: readonly string[],
  policy: FetchPolicy = DEFAULT_FETCH_POLICY,
): Promise<FetchedImage> {
  const types = new Set(mediaTypes);
  const { url, body, mediaType } = await fetchResource(imageUrl, policy, {
    accept: [...types].join(','),
    mediaTypes: types,
    refusal: (type) => (words) => words.importer.fetch.notAnImage(type),
  });
  return { url, body, mediaType };
}

/** What kind of resource a fetch reads: the Accept header, and the media types it takes. */
interface ResourceKind {
  accept: string;
  mediaTypes: ReadonlySet<string>;
  refusal(mediaType: string): Wording;
}

const HTML_RESOURCE: ResourceKind = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  mediaTypes: new Set(['text/html', 'application/xhtml+xml']),
  refusal: (mediaType) => (words) => words.importer.fetch.notAWebPage(mediaType),
};

async function fetchResource(
  pastedUrl: string,
  policy: FetchPolicy,
  kind: ResourceKind,
): Promise<{ url: string; body: Buffer; mediaType: string; charset: string | undefined }> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), policy.timeoutMs);
  try {
    let url = httpUrl(pastedUrl, 'address');
    for (let redirects = 0; ; redirects++) {
      const addresses = await beforeDeadline(checkedAddressesOf(url, policy, redirects > 0), deadline.signal);
      const response = await send(url, addresses, kind.accept, deadline.signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        if (redirects >= policy.maxRedirects)
          throw new PageFetchError('too-many-redirects', (words) =>
            words.importer.fetch.tooManyRedirects(policy.maxRedirects),
          );
        const location = response.headers.location;
        if (!location) throw new PageFetchError('http-status', (words) => words.importer.fetch.redirectNowhere(status));
        url = httpUrl(new URL(location, url).href, 'redirectedAddress');
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new PageFetchError('http-status', (words) => words.importer.fetch.httpStatus(status));
      }
      const { mediaType, charset } = contentType(response.headers['content-type']);
      if (!kind.mediaTypes.has(mediaType)) {
        response.destroy();
        throw new PageFetchError('not-html', kind.refusal(mediaType));
      }
      if (Number(response.headers['content-length']) > policy.maxBytes) {
        response.destroy();
        throw tooLarge(policy);
      }
      const body = await readBody(response, policy, deadline.signal);
      return { url: url.href, body, mediaType, charset };
    }
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    if (deadline.signal.aborted) {
      const seconds = policy.timeoutMs / 1000;
      throw new PageFetchError('timeout', (words) => words.importer.fetch.timeout(seconds));
    }
    throw new PageFetchError('network', (words) => words.importer.fetch.network(networkReason(error, words)));
  } finally {
    clearTimeout(timer);
  }
}

/** The URL if it is one this importer may fetch; `subject` (the pasted address, or a redirect's) starts a refusal. */
function httpUrl(text: string, subject: 'address' | 'redirectedAddress'): URL {
  const refused = (
    refusal: FetchRefusal,
    sentence: (words: ServerWords['importer']['fetch'], subject: string) => string,
  ) => new PageFetchError(refusal, ({ importer: { fetch } }) => sentence(fetch, fetch[subject]));
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw refused('bad-url', (words, subject) => words.notAWebAddress(subject));
  }
  const { protocol } = url;
  if (protocol !== 'http:' && protocol !== 'https:')
    throw refused('scheme', (words, subject) => words.scheme(subject, protocol));
  if (url.href.length > MAX_URL_LENGTH)
    throw refused('bad-url', (words, subject) => words.tooLong(subject, MAX_URL_LENGTH));
  if (url.username || url.password) throw refused('bad-url', (words, subject) => words.credentials(subject));
  return url;
}

/** Every address the URL's host resolves to, once each is checked; refused if any is not public (and not allowed). */
async function checkedAddressesOf(url: URL, policy: FetchPolicy, redirected: boolean): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  else {
    try {
      addresses = await policy.resolveHost(host);
    } catch {
      throw new PageFetchError('unknown-host', (words) => words.importer.fetch.unknownHost(host));
    }
  }
  if (!addresses.length) throw new PageFetchError('unknown-host', (words) => words.importer.fetch.unknownHost(host));
  // Every address must be public: a name that resolves to a public and a private address could be connected to either.
  if (!policy.allowedHosts.includes(hostKey(url)) && !addresses.every(({ address }) => isPublicAddress(address)))
    throw new PageFetchError('blocked-address', (words) => words.importer.fetch.notPublic(host, redirected));
  return addresses;
}

/**
 * IPv6 forms whose packets a translator delivers to the IPv4 address in their last 32 bits: IPv4-mapped
 * (::ffff:0:0/96, RFC 4291), IPv4-translated (::ffff:0:0:0/96, RFC 6145) and NAT64's well-known prefix
 * (64:ff9b::/96, RFC 6052, the form a DNS64 resolver answers). Each is judged as the IPv4 address it carries.
 */
const IPV4_TRANSLATION_PREFIXES = ['::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);

/** IANA's global unicast space: every public IPv6 address is in it. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an IP address is on the public internet; ipaddr.js names the special ranges. IPv4: plain unicast only (not
 * private, loopback, link-local, carrier-grade NAT, multicast, broadcast, unspecified, documentation, benchmarking or
 * otherwise reserved). IPv6: a translated form (above) is judged as its IPv4 address; any other address must be in
 * 2000::/3 and plain unicast, which refuses every other form that embeds an IPv4 address: IPv4-compatible (::a.b.c.d,
 * deprecated by RFC 4291), NAT64's local-use prefix (64:ff9b:1::/48, RFC 8215: where its IPv4 address sits depends on
 * the network's prefix length, so it cannot be judged), 6to4 (2002::/16) and Teredo (2001::/32), tunnels that carry a
 * relay's or a client's IPv4 address, not the server's. Unique-local, link-local, multicast, loopback, unspecified,
 * documentation and benchmarking ranges are outside 2000::/3 or named by ipaddr.js.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  // Node's strict parser first: ipaddr.js also takes forms Node never connects to as written (octal 0177.0.0.1).
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (family !== 6) return false;
  let ipv6: ipaddr.IPv6;
  try {
    // As hex groups, which is how the URL parser writes it: ipaddr.js reads the dotted ::a.b.c.d as ::ffff:a.b.c.d.
    ipv6 = ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return false; // a zone (fe80::1%eth0): link-local anyway
  }
  if (IPV4_TRANSLATION_PREFIXES.some((prefix) => ipv6.match(prefix)))
    return new ipaddr.IPv4(ipv6.toByteArray().slice(12)).range() === 'unicast';
  return ipv6.match(GLOBAL_UNICAST) && ipv6.range() === 'unicast';
}

/** "127.0.0.1:4567", "[::1]:8080", "example.com:443": the URL's host and port as IMPORT_ALLOWED_HOSTS lists them. */
function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

function send(url: URL, addresses: ResolvedAddress[], accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  // The connection goes to the checked addresses whatever the name resolves to now (no second DNS answer to swap
  // in): all of them when the socket tries each family in turn, else the first of the family asked for.
  const pinnedLookup = ((_host, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((address) => !family || address.family === family);
    if (!usable.length) callback(Object.assign(new Error('no checked address'), { code: 'ENOTFOUND' }), '', 0);
    else if (options.all) callback(null, usable);
    else callback(null, usable[0].address, usable[0].family);
  }) as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'GET', headers: { ...REQUEST_HEADERS, accept }, agent: false, lookup: pinnedLookup, signal },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function readBody(response: IncomingMessage, policy: FetchPolicy, signal: AbortSignal): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decompressor && encoding !== 'identity') {
    response.destroy();
    return Promise.reject(new PageFetchError('not-html', (words) => words.importer.fetch.encoding(encoding)));
  }
  const body: Readable = decompressor ? response.pipe(decompressor) : response;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      response.destroy();
      decompressor?.destroy();
      reject(error);
    };
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Counted as it arrives, after decompression: a small compressed body cannot grow past the limit in memory.
      if (size > policy.maxBytes) fail(tooLarge(policy));
      else chunks.push(chunk);
    });
    body.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    body.on('error', fail);
    body.on('close', () => fail(Object.assign(new Error('closed early'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })));
    if (decompressor) response.on('error', fail);
    // A body sent drop by drop is cut at the deadline, whatever the stream reports then.
    signal.addEventListener('abort', () => fail(signal.reason), { once: true });
  });
}

function tooLarge(policy: FetchPolicy): PageFetchError {
  const megabytes = policy.maxBytes / (1024 * 1024);
  return new PageFetchError('too-large', (words) => words.importer.fetch.tooLarge(megabytes));
}

function contentType(header: string | undefined): { mediaType: string; charset: string | undefined } {
  const [mediaType, ...parameters] = (header ?? '').split(';');
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1]).find(Boolean);
  return { mediaType: mediaType.trim().toLowerCase(), charset };
}

/** The body as text, in the charset the header names, else the one a <meta> in its first 1,024 bytes names, else UTF-8. */
function decode(body: Buffer, headerCharset: string | undefined): string {
  const sniffed = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  for (const label of [headerCharset, sniffed]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown charset label: try the next.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}

function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function networkReason(error: unknown, words: ServerWords): string {
  const reasons = words.importer.fetch.networkReasons;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ECONNREFUSED') return reasons.refused;
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return reasons.cut;
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return reasons.insecure;
  return code ?? reasons.unknown;
}
