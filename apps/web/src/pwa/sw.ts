/// <reference lib="webworker" />
// Aura's one service worker (docs/push.md): the app's shell precached so it loads offline, the hashed assets a tab
// used kept once fetched, an update offered when a new build is out, and web push. Built by vite-plugin-pwa
// (injectManifest), which fills in self.__WB_MANIFEST with the shell's files and their revisions.
import type { PushMessage } from '@aura/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { notificationFor, openFromNotification } from './notifications.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const ASSETS_CACHE = 'aura-assets';
const SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the tab that installed it at once, so what that first visit fetches from now on is kept
// and its reload is served offline. A later worker waits for the tab's "Reload" (the update offer, start.ts).
clientsClaim();

// Pages come from the server while it answers (it decides what a path is), the precached shell when it does not.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() }],
    }),
  ),
);

const isAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

// Hashed files never change: from the cache once fetched; an old build's go as the cache fills.
registerRoute(
  ({ url }) => isAsset(url),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

/** The files a tab loaded before this worker controlled it (its first visit), kept like any asset fetched since. */
async function keepAssets(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    urls
      .filter((url): url is string => typeof url === 'string')
      .map((url) => new URL(url, self.location.origin))
      .filter((url) => isAsset(url) && !getCacheKeyForURL(url.href))
      .map(async (url) => {
        if (!(await cache.match(url.href))) await cache.add(url.href).catch(() => {});
      }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  // The tab's "Reload" of the update offer: this waiting worker takes over, and the tab reloads on the change.
  if (data?.type === 'aura/skipWaiting') void self.skipWaiting();
  if (data?.type === 'aura/keepAssets') event.waitUntil(keepAssets(data.urls));
});

self.addEventListener('push', (event) => {
  let message: PushMessage;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    return;
  }
  const shown = message && notificationFor(message);
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url: string; roomNum?: string } | null;
  if (!data?.url) return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((tabs) => openFromNotification(data, tabs, (url) => self.clients.openWindow(url))),
  );
});
