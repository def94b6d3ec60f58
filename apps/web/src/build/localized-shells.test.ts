// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { localizeManifest, localizedShells, localizeShell, type ShellTexts } from './localized-shells.ts';

/** index.html as the build writes it: the source's, with the manifest link vite-plugin-pwa adds. */
const BUILT_INDEX = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8').replace(
  '</head>',
  '<link rel="manifest" href="/manifest.webmanifest"></head>',
);

const JAPANESE: ShellTexts = {
  lang: 'ja',
  dir: 'ltr',
  title: 'Aura · ライブビデオチャット',
  description: '成人限定（18歳以上）。',
  noscript: 'Aura を使うには JavaScript が必要です。',
  manifest: '/shells/ja.webmanifest',
};

describe('a shell in a language', () => {
  it('has the language, direction, title, description, <noscript> and manifest, and no English left of them', () => {
    const shell = localizeShell(BUILT_INDEX, JAPANESE);
    expect(shell).toContain('<html lang="ja" dir="ltr">');
    expect(shell).toContain(`<title>${JAPANESE.title}</title>`);
    expect(shell).toContain(`<meta name="description" content="${JAPANESE.description}" />`);
    expect(shell).toContain('<link rel="manifest" href="/shells/ja.webmanifest">');
    expect(shell).toContain(`<noscript>${JAPANESE.noscript}</noscript>`);
    expect(shell).not.toMatch(/Live video chat|needs JavaScript|meet new people/);
    // The rest is the same page: the splash, the root, the entry script.
    const changed =
      /<html[^>]*>|<title>.*<\/title>|<meta\s+name="description"[^>]*>|<noscript>.*<\/noscript>|<link rel="manifest"[^>]*>/gs;
    expect(shell.replace(changed, '')).toBe(BUILT_INDEX.replace(changed, ''));
  });

  it('escapes what would end an attribute or open a tag', () => {
    const shell = localizeShell(BUILT_INDEX, { ...JAPANESE, title: 'A <b> & "c"', description: 'say "hi"' });
    expect(shell).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(shell).toContain('content="say &quot;hi&quot;"');
  });

  it('fails the build when index.html lost a part, rather than ship a half-English shell', () => {
    expect(() => localizeShell(BUILT_INDEX.replace(/<noscript>.*<\/noscript>/, ''), JAPANESE)).toThrow(
      /0 of <noscript>/,
    );
    expect(() => localizeShell(BUILT_INDEX.replace('<link rel="manifest"', '<link'), JAPANESE)).toThrow(
      /manifest link/,
    );
  });

  it('installs as the app in that language', () => {
    const manifest = localizeManifest(
      { id: '/', name: 'Aura · Live video chat', scope: '/', icons: [] },
      JAPANESE,
      'ja',
    );
    expect(manifest).toEqual({
      id: '/',
      scope: '/',
      icons: [],
      name: JAPANESE.title,
      description: JAPANESE.description,
      lang: 'ja',
      dir: 'ltr',
      start_url: '/ja',
    });
  });
});

describe('the build’s shells', () => {
  const root = mkdtempSync(join(tmpdir(), 'aura-shells-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes one per prefixed language from the catalog, none for English', async () => {
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), BUILT_INDEX);
    writeFileSync(
      join(dist, 'manifest.webmanifest'),
      JSON.stringify({ id: '/', name: 'Aura · Live video chat' }),
    );
    const plugin = localizedShells() as unknown as {
      configResolved: (config: Pick<ResolvedConfig, 'root'> & { build: { outDir: string } }) => void;
      writeBundle: () => Promise<void>;
    };
    // apps/web's own root, where the catalog resolves; the output elsewhere.
    plugin.configResolved({ root: join(import.meta.dirname, '..', '..'), build: { outDir: dist } });
    await plugin.writeBundle();

    const files = readdirSync(join(dist, 'shells'));
    expect(files.filter((file) => file.endsWith('.html'))).toHaveLength(34);
    expect(files).not.toContain('en.html');
    const shell = (prefix: string) => readFileSync(join(dist, 'shells', `${prefix}.html`), 'utf8');
    expect(shell('ja')).toContain('<html lang="ja" dir="ltr">');
    expect(shell('ja')).toContain('<title>Aura · ライブビデオチャット</title>');
    expect(shell('ja')).toContain('<noscript>Aura を使うには JavaScript が必要です。</noscript>');
    expect(shell('ar')).toContain('<html lang="ar" dir="rtl">');
    expect(shell('gb')).toContain('<html lang="en-GB" dir="ltr">');
    expect(shell('de')).toMatch(/<meta name="description" content="[^"]*18\+[^"]*" \/>/);
    expect(shell('de')).not.toContain('Live video chat');
    const manifest = JSON.parse(readFileSync(join(dist, 'shells', 'tr.webmanifest'), 'utf8')) as {
      lang: string;
      start_url: string;
      name: string;
    };
    expect(manifest).toMatchObject({ lang: 'tr', start_url: '/tr', id: '/' });
    expect(manifest.name).not.toBe('Aura · Live video chat');
  });
});
