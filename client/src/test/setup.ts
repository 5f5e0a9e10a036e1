import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { catalogsLoaded } from '../features/i18n/catalogs';

// Every test and hook of the client project: a component test renders, imports lazy routes and waits on them, which
// on a busy two-core machine can take longer than jest's 5 s default. Set here because jest 30 applies `testTimeout`
// only from the root config, not from a project's.
jest.setTimeout(30_000);

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks the Fetch API too; a data router builds a Request for each navigation with loaders or lazy routes and
// reads only its url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  class RouterRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RouterRequest });
}

// Components render in either language here (`render(ui, { language: 'es' })`), so every folder's Spanish words load,
// as on the server: a browser loads only the words of its page's language (features/i18n/catalogs.ts). A test file's
// imports add their folders' catalogs; they have loaded before its first test.
// (A test in the node environment has no navigator: it renders as the server does, with every language.)
if (typeof navigator !== 'undefined') {
  Object.defineProperty(navigator, 'languages', { value: ['en-GB', 'es-ES'], configurable: true });
}

beforeAll(() => catalogsLoaded());
