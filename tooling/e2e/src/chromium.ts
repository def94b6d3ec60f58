import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. `CHROMIUM_PATH` points elsewhere if needed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags of architecture §7. Without the background-networking group Chromium keeps dialling Google's hosts, which
 * this network refuses, and stalls.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-breakpad',
  '--metrics-recording-only',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/** Why Chromium cannot start here, or undefined when it can. */
export function chromiumMissing(): string | undefined {
  return existsSync(CHROMIUM_PATH)
    ? undefined
    : `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...options,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}
