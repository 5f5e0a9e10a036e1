import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
