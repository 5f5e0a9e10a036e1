import { randomBytes } from 'node:crypto';
import type express from 'express';
import helmet from 'helmet';

/**
 * Google Maps JavaScript API's documented allowlist (its scripts, tiles, fonts and inline styles), granted only when
 * a key is configured: without one the client draws its built-in map from its own bundle.
 */
const GOOGLE_MAPS_SOURCES = {
  scriptSrc: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  imgSrc: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  frameSrc: ['*.google.com'],
  connectSrc: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'blob:'],
  fontSrc: ['https://fonts.gstatic.com'],
  styleSrc: ['https://fonts.googleapis.com'],
  workerSrc: ['blob:'],
};

/**
 * Headers for every response: nosniff, no framing, a referrer Google Maps keys restricted by site can check, and
 * pages kept out of other sites' windows. Only those: every header costs every API answer its time (all of helmet's
 * defaults cost the leaderboard read a fifth of its throughput), and the rest are for browsers long gone (X-XSS-
 * Protection, X-Download-Options, Flash's cross-domain policies) or for the HTTPS proxy in front to set (HSTS).
 */
export function securityHeaders(): express.RequestHandler {
  return helmet({
    // Pages get theirs from pageSecurityPolicy(); JSON needs none, and Apollo's landing page loads from its CDN.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * The content security policy of the server-rendered pages. The one inline script (the runtime config written into
 * the head) carries a fresh nonce, read by html-pages.ts from `response.locals.cspNonce`.
 */
export function pageSecurityPolicy({ googleMaps }: { googleMaps: boolean }): express.RequestHandler[] {
  const extra = (key: keyof typeof GOOGLE_MAPS_SOURCES) => (googleMaps ? GOOGLE_MAPS_SOURCES[key] : []);
  return [
    (_request, response, next) => {
      response.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`,
          ...extra('scriptSrc'),
        ],
        // Charts and maps set style attributes and inject style elements.
        styleSrc: ["'self'", "'unsafe-inline'", ...extra('styleSrc')],
        imgSrc: ["'self'", 'data:', ...extra('imgSrc')],
        fontSrc: ["'self'", ...extra('fontSrc')],
        // 'self' covers the same-origin websocket (ws: and wss:) in CSP level 3 browsers.
        connectSrc: ["'self'", ...extra('connectSrc')],
        frameSrc: googleMaps ? GOOGLE_MAPS_SOURCES.frameSrc : ["'none'"],
        workerSrc: ["'self'", ...extra('workerSrc')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  ];
}
