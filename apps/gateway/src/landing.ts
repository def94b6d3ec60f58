import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AUTO_LOGIN_QUERY, LANDING_ORIGIN_MARK, type LandingManifest } from '@aura/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, leaveUncompressed } from './compression.ts';
import { readCookie } from './http/cookies.ts';

/** The cookie that says a browser has a signed-in user (spec §3; @aura/gateway-client's IDENTIFIER_COOKIES). */
const USER_ID_COOKIE = 'userId';

/** A prerendered page, as it is and precompressed. */
interface LandingPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface LandingSite {
  /** The prerendered page that answers this request, or undefined for the app shell (landingPageFor). */
  pageFor(request: FastifyRequest): LandingPage | undefined;
}

function prepared(text: string): LandingPage {
  const html = Buffer.from(text);
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * Which answer a page request gets (spec §2 "Startup"): a marketing landing (a path under landings/ or lp/en/) is
 * always its prerendered page; the landing and public pages are prerendered for a visitor, but a browser with a
 * user id cookie, or an address with an auto-login token, gets the app shell, which renders the signed-in site at
 * once. Everything else (the app's routes, unknown paths, a language not translated yet) is the app's.
 */
export function choosePage<Page>(
  manifest: { pages: Record<string, Page>; campaigns: Record<string, Page> },
  url: string,
  cookieHeader: string | undefined,
): Page | undefined {
  const [rawPath = '/', query = ''] = url.split('?', 2);
  const path = rawPath.replace(/\/+$/, '') || '/';
  for (const [prefix, page] of Object.entries(manifest.campaigns)) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return page;
  }
  const page = Object.hasOwn(manifest.pages, path) ? manifest.pages[path] : undefined;
  if (!page) return undefined;
  if (readCookie(cookieHeader, USER_ID_COOKIE)) return undefined;
  if (new URLSearchParams(query).has(AUTO_LOGIN_QUERY)) return undefined;
  return page;
}

/**
 * Serves apps/landing's build (docs/landing.md): its pages from memory (the gateway's origin in their links,
 * compressed once at start), its script under /landing/ (hashed names cached for a year, embed.js revalidated;
 * all loadable by other sites), /sitemap.xml and /robots.txt. Undefined when there is no build.
 */
export async function landingRoutes(
  app: FastifyInstance,
  landingDist: string,
  origin: string,
): Promise<LandingSite | undefined> {
  const manifestFile = join(landingDist, 'manifest.json');
  if (!existsSync(manifestFile)) {
    app.log.warn(
      { landingDist },
      'no landing build found; the app shell answers every page (build apps/landing)',
    );
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as LandingManifest;
  const read = (file: string) =>
    readFileSync(join(landingDist, file), 'utf8').replaceAll(LANDING_ORIGIN_MARK, origin);
  const files = new Map<string, LandingPage>();
  const load = (file: string) => files.get(file) ?? files.set(file, prepared(read(file))).get(file)!;
  const site = {
    pages: Object.fromEntries(Object.entries(manifest.pages).map(([path, file]) => [path, load(file)])),
    campaigns: Object.fromEntries(
      Object.entries(manifest.campaigns).map(([path, file]) => [path, load(file)]),
    ),
  };

  await app.register(fastifyStatic, {
    root: join(landingDist, 'landing'),
    prefix: '/landing/',
    decorateReply: false,
    wildcard: false,
    index: false,
    // The build's .br and .gz beside each script, sent in its place, never by name (as web.ts does).
    preCompressed: true,
    allowedPath: (path) => !/\.(?:br|gz)$/.test(path),
    setHeaders(reply, path) {
      const embed = path.endsWith('/embed.js');
      reply.header('cache-control', embed ? 'no-cache' : 'public, max-age=31536000, immutable');
      // Marketing pages on other sites load embed.js, an ES module, and it its chunks: a module from another origin
      // needs CORS, and the resource policy must let it through.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  for (const [path, file, type] of [
    ['/sitemap.xml', 'sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'robots.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const body = read(file);
    app.get(path, (_request, reply) => reply.header('cache-control', 'no-cache').type(type).send(body));
  }
  return {
    pageFor: (request) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? choosePage(site, request.url, request.headers.cookie)
        : undefined,
  };
}

/** Sends a prerendered page, brotli or gzip as the browser accepts. */
export function sendLandingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: LandingPage,
): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  leaveUncompressed(reply);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}
