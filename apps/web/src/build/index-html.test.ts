// The gateway serves the app under `script-src 'self'` (docs/protocol.md §1, docs/security.md): a browser runs no
// inline script, no event-handler attribute and no javascript: URL. None may be in index.html, as written or as
// Vite builds it, or the app would not start (or, loosened for it, the policy would stop protecting anything).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// In jsdom import.meta.url is not a file URL; vitest runs in the package's folder.
const INDEX_HTML = join(process.cwd(), 'index.html');

/** What in a page needs `'unsafe-inline'` (or worse) to run: inline scripts, handler attributes, script URLs. */
function inlineCode(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  for (const script of page.querySelectorAll('script')) {
    if (!script.getAttribute('src') || script.textContent?.trim())
      found.push(`<script>${(script.textContent ?? '').slice(0, 60)}`);
  }
  for (const element of page.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`<${element.localName} ${name}>`);
      if (/^\s*javascript:/i.test(value)) found.push(`<${element.localName} ${name}="${value}">`);
    }
  }
  return found;
}

const root = mkdtempSync(join(tmpdir(), 'aura-index-html-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('index.html under the app’s CSP', () => {
  it('finds inline code where there is some', () => {
    expect(
      inlineCode(
        '<script>boot()</script><script src="/a.js">x()</script><img src="x" onerror="y()"><a href="javascript:z()">',
      ),
    ).toHaveLength(4);
  });

  it('has none as written', () => {
    const html = readFileSync(INDEX_HTML, 'utf8');
    expect(html).toContain('<script type="module" src="/src/main.tsx">');
    expect(inlineCode(html)).toEqual([]);
  });

  it('has none as Vite builds it', async () => {
    copyFileSync(INDEX_HTML, join(root, 'index.html'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'main.tsx'), 'document.getElementById("root")!.textContent = "Aura";\n');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: join(root, 'dist'), target: 'es2022' },
    });
    const built = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    expect(built).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(inlineCode(built)).toEqual([]);
  });
});
