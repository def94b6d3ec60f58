import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Path prefixes that belong to the API: unknown paths under them get a JSON 404, never the web app. */
export const API_PREFIXES = ['/api/', '/facade/', '/matches/', '/wchat/', '/upload/', '/athena-yoti/', '/ws'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/** The build's precompressed variants (apps/web's precompress plugin): served in the file's place, never by name. */
const VARIANT = /\.(?:br|gz)$/;

/** The built web app, once its files are served. */
export interface WebApp {
  /**
   * The shell of a page's address: `shells/ja.html` under `/ja` (the build's shell in that language, apps/web's
   * localized-shells.ts), index.html (English) for any other path.
   */
  shellFor(url: string): string;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and the app's shell for any
 * other GET (the SPA fallback, so /tr/wall loads the app and its router takes over). Each file goes as the build's
 * brotli or gzip variant when the browser accepts it (`preCompressed`: `Content-Encoding`, the variant's own
 * `Content-Length`, `Vary: Accept-Encoding` on every answer), else as it is. Undefined when there is no build.
 */
export async function webRoutes(app: FastifyInstance, webDist: string): Promise<WebApp | undefined> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'no web build found; only the API is served (build apps/web first)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (path) => !VARIANT.test(path),
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(webDist, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shells = existsSync(join(webDist, 'shells'))
    ? new Set(
        readdirSync(join(webDist, 'shells'))
          .filter((name) => name.endsWith('.html'))
          .map((name) => name.slice(0, -'.html'.length)),
      )
    : new Set<string>();
  return {
    shellFor(url) {
      const prefix = /^\/([^/?#]+)/.exec(url)?.[1];
      return prefix !== undefined && shells.has(prefix) ? `shells/${prefix}.html` : 'index.html';
    },
  };
}

/**
 * The app shell (`WebApp.shellFor`). Never indexed: what a search engine should find are the prerendered public pages
 * (apps/landing), which answer a visitor's public addresses; the shell answers the private routes and the signed-in.
 */
export function sendWebApp(reply: FastifyReply, shell: string): FastifyReply {
  return reply
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .sendFile(shell);
}

/**
 * The wire's old language codes as route prefixes (spec §3 names Hebrew `iw` and Indonesian `in`; the site's prefixes
 * are he and id, docs/i18n.md): where a page under one of them has moved, or undefined.
 */
const LEGACY_PREFIXES: Record<string, string> = { iw: 'he', in: 'id' };

export function legacyLanguagePath(url: string): string | undefined {
  const match = /^\/(iw|in)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) return undefined;
  return `/${LEGACY_PREFIXES[match[1]!]}${match[2] ?? ''}${match[3] ?? ''}`;
}

/** Whether a request that matched no route should get the web app's index.html. */
export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (isApiPath(path)) return false;
  // A missing file with an extension (a stale asset, say) is a real 404, not a page.
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return false;
  return true;
}
