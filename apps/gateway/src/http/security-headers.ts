import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../web.ts';

/** Where Agora's SDK talks to its own servers, over HTTPS and WebSocket, when calls go through Agora. */
const AGORA_ORIGINS = ['agora.io', 'sd-rtn.com', 'agoralab.co'].flatMap((domain) => [
  `https://*.${domain}`,
  `wss://*.${domain}`,
]);

/**
 * The web app's policy. Scripts only from the gateway's own origin, never inline or evaluated; styles may be
 * inline (the splash in index.html, and the style elements Radix's scroll lock adds while a dialog is open);
 * images also from https (avatars a provider hosts) and data/blob URLs; workers also from blob URLs (Agora's SDK
 * makes one); no page may frame it, no plugin may run.
 */
function appPolicy(agora: boolean): HelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(agora ? AGORA_ORIGINS : [])],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Protocol answers are data, never a page: nothing may load from them, nothing may frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What helmet would set on a response with these options, computed once. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, () => {});
  return headers;
}

/**
 * The browser security headers of every answer (docs/protocol.md §1): the web app's Content-Security-Policy,
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * no-referrer`, HSTS (ignored over plain http); protocol answers instead get a CSP that allows nothing and
 * `Cache-Control: no-store` (a handler may still set its own, as the avatar route does).
 *
 * Helmet computes the headers, once: its Fastify plugin builds them again on every request, which measured ~50 µs
 * per request on this machine, twice the gateway's whole cost of a plaintext call (docs/performance.md).
 */
export function securityHeaders(app: FastifyInstance, { agora }: { agora: boolean }): void {
  const page = headersOf({
    contentSecurityPolicy: appPolicy(agora),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    xFrameOptions: { action: 'deny' },
  });
  const api = { ...page, 'content-security-policy': API_POLICY, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) || isNoStorePath(request.url) ? api : page);
    done();
  });
}

/** Gateway paths outside the API prefixes that answer data, not the app: never kept by a cache either. */
function isNoStorePath(url: string): boolean {
  return url.startsWith('/dev/') || url === '/healthz' || url.startsWith('/healthz?');
}
