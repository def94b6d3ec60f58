// Every story of every package, rendered in real Chromium from the built Storybook: it must render, throw
// nothing, log no console error, and have no serious or critical axe-core violation.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic, watchPageErrors, type StaticServer } from '@aura/e2e';
import axe from 'axe-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

/**
 * Records the story's outcome from Storybook's channel into `window.__auraStory`: `storyFinished` comes after the
 * render, the play function and every afterEach (the a11y addon's run among them).
 */
const STORY_PROBE = `
  window.__auraStory = { status: 'pending' };
  (function attach() {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return setTimeout(attach, 5);
    const fail = (kind) => (event) => {
      const detail = (event && (event.message || event.description || event.title)) || String(event);
      window.__auraStory = { status: 'errored', detail: kind + ': ' + detail };
    };
    channel.on('storyFinished', (event) => {
      if (window.__auraStory.status !== 'pending') return;
      window.__auraStory = event.status === 'success' ? { status: 'finished' } : { status: 'errored', detail: 'story finished with ' + event.status };
    });
    channel.on('storyErrored', fail('render error'));
    channel.on('storyThrewException', fail('exception'));
    channel.on('playFunctionThrewException', fail('play function'));
    channel.on('storyMissing', fail('missing'));
  })();
`;

const stories = readStories();
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  server = await serveStatic(STATIC_DIR);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every story', () => {
  it('exists', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))(
    '%s',
    async (_name, story) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.addInitScript(STORY_PROBE);
      try {
        await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
        const outcome = await page.waitForFunction(
          () => {
            const state = (window as unknown as { __auraStory: { status: string; detail?: string } })
              .__auraStory;
            return state.status === 'pending' ? false : state;
          },
          undefined,
          { timeout: 20_000 },
        );
        expect(await outcome.jsonValue()).toEqual({ status: 'finished' });

        // The a11y addon has finished its own run (it checks only the story root); this one covers the whole
        // document, portals such as dialogs included.
        if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(
            { exclude: [['#storybook-docs']] },
            { resultTypes: ['violations'] },
          );
          return result.violations.map(({ id, impact, help, nodes }) => ({
            id,
            impact,
            help,
            targets: nodes.map((node) => node.target.join(' ')),
          }));
        });
        expect(violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))).toEqual([]);
        expect(errors()).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
