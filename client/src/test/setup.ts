import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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

// The client project's timeout for tests (jest 30 reads `testTimeout` only from the global config): a component test
// that renders a page and waits on it can take several seconds on a busy machine.
jest.setTimeout(30_000);
