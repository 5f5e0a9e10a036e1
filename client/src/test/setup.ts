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
