// The installable app's build parts (docs/push.md): the web manifest, and which files the service worker
// precaches as the shell.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ManifestOptions } from 'vite-plugin-pwa';

export const APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Aura · Live video chat',
  short_name: 'Aura',
  description:
    'Meet new people in random video chats, call hosts one to one, chat and send gifts. Adults only (18+).',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f7f6fb',
  theme_color: '#6d28d9',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Files of the shell besides what index.html loads: the manifest, the icons, the favicon. */
const SHELL_FILES = /^(?:index\.html|manifest\.webmanifest|favicon\.svg|icons\/.+)$/;

/** The files index.html names (its scripts, module preloads and style sheets), relative to the build's root. */
export function filesNamedBy(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
}

/**
 * A Workbox manifest transform keeping the shell only: index.html, what it loads, the manifest and the icons. The
 * lazily loaded chunks (a screen's, a language's, the Agora SDK's) are left out, so installing the worker fetches
 * the first load and no more; the worker keeps those a tab fetches (its asset cache, sw.ts).
 */
export function shellOnly(dist: URL) {
  return (entries: ManifestEntry[]) => {
    const named = filesNamedBy(readFileSync(fileURLToPath(new URL('index.html', dist)), 'utf8'));
    return {
      manifest: entries.filter((entry) => SHELL_FILES.test(entry.url) || named.has(entry.url)),
      warnings: [],
    };
  };
}
