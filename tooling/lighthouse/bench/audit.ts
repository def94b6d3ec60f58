// One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) in a fresh Debian Chromium, for the
// benchmarks of this directory.
import { CHROMIUM_PATH } from '@aura/e2e';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium as issue 11 asks: headless, nothing fetched from outside, nothing downloaded. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Audits `url` in `categories`; throws, named by `label`, when Lighthouse gave no result or a runtime error. */
export async function audit(url: string, categories: string[], label = url): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${label}: Lighthouse gave no result`);
    if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}
