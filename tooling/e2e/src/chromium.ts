import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The fake camera's picture: small and slow, what a test needs to see frames arrive, at a fraction of the cost. */
const FAKE_CAMERA = { width: 160, height: 120, fps: 15, frames: 30 } as const;

/**
 * A Y4M clip for Chromium's fake camera (`--use-file-for-fake-video-capture`, which loops it), written once per
 * machine: a bright bar moving over a grey field, so that every frame differs and the encoder has work that looks
 * like a picture. Chromium's own fake camera sends 640×480: every e2e video call encoded and decoded four times the
 * pixels, on both sides, for nothing a test looks at.
 */
export function fakeCameraFile(): string {
  const { width, height, fps, frames } = FAKE_CAMERA;
  const dir = join(tmpdir(), 'aura-e2e');
  const file = join(dir, `fake-camera-${width}x${height}-${fps}fps-${frames}.y4m`);
  if (existsSync(file)) return file;
  const luma = width * height;
  const frameBytes = luma * 1.5;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const marker = Buffer.from('FRAME\n');
  const clip = Buffer.alloc(header.length + frames * (marker.length + frameBytes));
  header.copy(clip);
  for (let frame = 0; frame < frames; frame += 1) {
    const start = header.length + frame * (marker.length + frameBytes);
    marker.copy(clip, start);
    const y = start + marker.length;
    const barLeft = Math.floor((frame / frames) * width);
    for (let row = 0; row < height; row += 1)
      for (let column = 0; column < width; column += 1)
        clip[y + row * width + column] = Math.abs(column - barLeft) < 12 ? 235 : 90 + (row >> 1);
    // Neutral chroma: a grey picture.
    clip.fill(128, y + luma, y + frameBytes);
  }
  mkdirSync(dir, { recursive: true });
  // Written under another name first, then renamed: a browser of another run never reads half a clip.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, clip);
  renameSync(partial, file);
  return file;
}

/** The flags, with the fake camera playing `fakeCameraFile()`. */
export function chromiumArgs(): string[] {
  return [...CHROMIUM_FLAGS, `--use-file-for-fake-video-capture=${fakeCameraFile()}`];
}

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
    args: [...chromiumArgs(), ...(options.args ?? [])],
  });
}
