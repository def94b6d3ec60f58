// Every story of every package, rendered in real Chromium from the built Storybook: it must render, its play function
// must pass, it must log no console error, and the a11y addon's axe run (the whole document, portals such as dialogs
// included) must find no violation; the serious and critical ones are named in the failure.
//
// Several stories are checked at once (the config's maxConcurrency), each page in a browser context of its own. A page
// loads the preview once and then switches from story to story through Storybook's channel, as the Storybook manager
// does (test/preview-page.ts): a story costs its render, play function and one axe run, not a page load.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic, type StaticServer } from '@aura/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPreviewPage, showStory, type PreviewPage } from './preview-page.ts';

const STATIC_DIR = fileURLToPath(new URL('../storybook-static', import.meta.url));
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

function readStories(): IndexEntry[] {
  const indexFile = `${STATIC_DIR}/index.json`;
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} is missing: build Storybook first (pnpm --filter @aura/storybook build)`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = readStories();
let browser: Browser;
let server: StaticServer;
/** Pages between two stories. A test takes one (or opens one): never more pages than stories checked at once. */
const idle: PreviewPage[] = [];
const opened: PreviewPage[] = [];

async function takePage(): Promise<PreviewPage> {
  const page = idle.pop() ?? (await openPreviewPage(browser, server.url));
  if (!opened.includes(page)) opened.push(page);
  return page;
}

beforeAll(async () => {
  server = await serveStatic(STATIC_DIR);
  browser = await launchChromium();
});

afterAll(async () => {
  await Promise.allSettled(opened.map((page) => page.close()));
  await browser?.close();
  await server?.close();
});

describe('every story', () => {
  it('exists', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  describe.concurrent('renders, plays, logs no error and passes axe', () => {
    it.for(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))(
      '%s',
      async ([, story], { expect }) => {
        const preview = await takePage();
        const errorsBefore = preview.errors().length;
        let healthy = false;
        try {
          const { status, detail, violations } = await showStory(preview, story.id);
          const problems = [
            ...(status === 'finished' ? [] : [detail ?? status]),
            ...(violations ? [] : ['the a11y addon did not report']),
            ...(violations ?? [])
              .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
              .map(({ id, impact, help, targets }) => `axe ${impact} ${id}: ${help} (${targets.join(', ')})`),
            ...preview.errors().slice(errorsBefore),
          ];
          // Spelled out in the message, so that the summary of `npm test` (which reads the JSON report) shows them.
          expect(problems, problems.join('\n')).toEqual([]);
          healthy = true;
        } finally {
          // A page whose story failed or hung is not trusted with another one: the next story opens a fresh page.
          if (healthy) idle.push(preview);
          else await preview.close();
        }
      },
    );
  });
});
