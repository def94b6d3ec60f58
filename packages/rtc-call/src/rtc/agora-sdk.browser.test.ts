// @vitest-environment node
// The real agora-rtc-sdk-ng in Chromium, with the network shut: the browser resolves no host name, sends every
// request to a dead local proxy, and WebRTC may use no UDP that is not proxied; the page aborts any request that is
// not to the local server too. Nothing can reach Agora from here (no internet), and nothing gets out: what this
// checks is the SDK as the bundler delivers it (its default export through the dynamic import), custom tracks of the
// camera on the real SDK, and that a join the SDK cannot make is given up as failed and aborted by leaving.
import { launchChromium } from '@aura/e2e';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBundle, type ServedBundle } from '../../test/browser-bundle.ts';
import type { createAgoraEngine } from './agora-adapter.ts';
import type { loadAgoraRtc } from './agora-sdk.ts';

let bundle: ServedBundle;
let browser: Browser;

beforeAll(async () => {
  // A module: the SDK is loaded lazily (a dynamic import), as in the app.
  bundle = await serveBundle({
    global: 'AuraAgora',
    format: 'es',
    modules: [
      { from: new URL('./agora-adapter.ts', import.meta.url), names: ['createAgoraEngine'] },
      { from: new URL('./agora-sdk.ts', import.meta.url), names: ['loadAgoraRtc'] },
    ],
  });
  browser = await launchChromium({
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      '--proxy-server=http://127.0.0.1:9',
      '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    ],
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await bundle?.close();
});

interface PageAgora {
  loadAgoraRtc: typeof loadAgoraRtc;
  createAgoraEngine: typeof createAgoraEngine;
}

describe('agora-rtc-sdk-ng in Chromium, offline', () => {
  it('loads through the dynamic import, wraps the camera, and gives up and aborts the join it cannot make', async () => {
    const page = await browser.newPage();
    const local = new URL(bundle.url);
    const refused: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host === local.host) return route.continue();
      refused.push(url.host);
      return route.abort();
    });
    await page.goto(bundle.url);
    await page.waitForFunction(() => 'AuraAgora' in window);
    const result = await page.evaluate(async () => {
      const { loadAgoraRtc, createAgoraEngine } = (window as unknown as { AuraAgora: PageAgora }).AuraAgora;
      const sdk = await loadAgoraRtc();
      const camera = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      const [video] = camera.getVideoTracks();
      const custom = await sdk.createCustomVideoTrack({ mediaStreamTrack: video! });
      await custom.setEnabled(false);
      const wrapsTheCamera = custom.getMediaStreamTrack() === video;
      custom.close();
      const states: string[] = [];
      const session = createAgoraEngine({
        media: {
          provider: 'agora',
          appId: '970CA35de60c44645bbae8a215061b33',
          channel: '0123456789abcdef',
          uid: 42,
          token: '007offline',
          expiresAt: Date.now() + 3_600_000,
        },
        load: loadAgoraRtc,
        giveUpAfterMs: 5_000,
      }).join({ room: '0123456789abcdef', role: 'caller', iceServers: [] });
      session.on('connectionState', (state) => states.push(state));
      const publishing = session.publish(camera).then(
        () => 'published',
        (error: unknown) => `refused: ${String(error)}`,
      );
      // The SDK keeps trying to reach Agora; the adapter gives the join up, and leaving aborts it.
      while (!states.includes('failed')) await new Promise((resolve) => setTimeout(resolve, 100));
      session.leave();
      const published = await Promise.race([
        publishing,
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after leave'), 8_000)),
      ]);
      camera.getTracks().forEach((track) => track.stop());
      return {
        version: (sdk as unknown as { VERSION: string }).VERSION,
        functions: ['createClient', 'createCustomAudioTrack', 'createCustomVideoTrack'].map(
          (name) => typeof (sdk as unknown as Record<string, unknown>)[name],
        ),
        wrapsTheCamera,
        published,
        states,
      };
    });
    console.log('agora offline run', JSON.stringify({ ...result, refused }));
    expect(result.version).toBe('4.24.8');
    expect(result.functions).toEqual(['function', 'function', 'function']);
    expect(result.wrapsTheCamera).toBe(true);
    expect(result.published).toMatch(/^refused/);
    expect(result.states).toEqual(['connecting', 'failed', 'closed']);
    // Whatever the SDK tried to reach (its access points, its statistics collectors) went nowhere.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((host) => /(^|\.)(agora\.io|sd-rtn\.com)$/.test(host))).toBe(true);
  }, 90_000);
});
