import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesNamedBy, shellOnly } from './pwa.ts';

const html = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
<link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>`;

describe('the precached shell', () => {
  it('names the files index.html loads', () => {
    expect([...filesNamedBy(html)].sort()).toEqual([
      'assets/index-abc.js',
      'assets/index-ghi.css',
      'assets/jsx-runtime-def.js',
      'favicon.svg',
      'manifest.webmanifest',
    ]);
  });

  it('keeps the shell and leaves out the lazily loaded chunks', () => {
    const dist = mkdtempSync(join(tmpdir(), 'aura-pwa-'));
    writeFileSync(join(dist, 'index.html'), html);
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const { manifest } = shellOnly(pathToFileURL(`${dist}/`))(
      [
        'index.html',
        'assets/index-abc.js',
        'assets/jsx-runtime-def.js',
        'assets/index-ghi.css',
        'assets/AgoraRTC_N-production-x.js',
        'assets/wall-route-page-y.js',
        'icons/icon-192.png',
        'manifest.webmanifest',
        'favicon.svg',
      ].map(entry),
    );
    expect(manifest.map((kept) => kept.url)).toEqual([
      'index.html',
      'assets/index-abc.js',
      'assets/jsx-runtime-def.js',
      'assets/index-ghi.css',
      'icons/icon-192.png',
      'manifest.webmanifest',
      'favicon.svg',
    ]);
  });
});
