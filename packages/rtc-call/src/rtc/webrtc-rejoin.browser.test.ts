// @vitest-environment node
// A side of a call joins its room again with a fresh peer connection (the page was reloaded mid-call, docs/
// rtc-call.md "Taking a call up again"), while the other side keeps the peer connection it had: perfect
// negotiation and `ready` bring the path back, and both sides render each other's camera again. Real Chromium,
// fake camera and microphone, signalling through the in-memory line.
import type { CallRole } from '@aura/contracts';
import { launchChromium, watchPageErrors } from '@aura/e2e';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBundle, type ServedBundle } from '../../test/browser-bundle.ts';
import type { memorySignallingPair } from './memory-signalling.ts';
import type { webRtcEngine } from './webrtc-adapter.ts';

let bundle: ServedBundle;
let browser: Browser;

beforeAll(async () => {
  bundle = await serveBundle({
    global: 'AuraRtc',
    modules: [
      { from: new URL('./webrtc-adapter.ts', import.meta.url), names: ['webRtcEngine'] },
      { from: new URL('./memory-signalling.ts', import.meta.url), names: ['memorySignallingPair'] },
    ],
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await bundle?.close();
});

interface PageRtc {
  webRtcEngine: typeof webRtcEngine;
  memorySignallingPair: typeof memorySignallingPair;
}

/**
 * Connects a caller and a callee, then the `rejoining` side leaves and, `gapMs` later, joins again with a new
 * peer connection and a new camera stream. Resolves with the frames each side rendered of the other's video over
 * one second after the rejoin (the surviving side's latest remote stream), and the surviving side's states.
 */
async function rejoin(page: Page, rejoining: CallRole, gapMs: number) {
  return page.evaluate(
    async ({ rejoining, gapMs }) => {
      const { webRtcEngine, memorySignallingPair } = (window as unknown as { AuraRtc: PageRtc }).AuraRtc;
      const [a, b] = memorySignallingPair();
      type Session = ReturnType<ReturnType<typeof webRtcEngine>['join']>;
      const states: string[] = [];
      const videos: Record<string, HTMLVideoElement> = {};
      const media = () =>
        navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 320, height: 240 } });
      const join = async (name: string, role: 'caller' | 'callee', port: typeof a) => {
        const session: Session = webRtcEngine({ signalling: port, restartAfterMs: 500 }).join({
          room: '42',
          role,
          iceServers: [],
        });
        session.on('remoteTrack', ({ track, stream }) => {
          if (track.kind !== 'video') return;
          const video = videos[name] ?? document.createElement('video');
          video.muted = true;
          video.srcObject = stream;
          if (!videos[name]) document.body.append(video);
          void video.play();
          videos[name] = video;
        });
        await session.publish(await media());
        return session;
      };
      const framesOf = async (name: string, ms: number) => {
        const until = performance.now() + 15_000;
        let frames = 0;
        // Counts frames of whatever stream the side shows now, until `ms` of them went by after the first.
        while (performance.now() < until) {
          const video = videos[name];
          if (video && video.srcObject) {
            const got = await new Promise<number>((resolve) => {
              let n = 0;
              let end = 0;
              const onFrame = () => {
                n += 1;
                if (n === 1) end = performance.now() + ms;
                if (n === 1 || performance.now() < end) video.requestVideoFrameCallback(onFrame);
                else resolve(n);
              };
              video.requestVideoFrameCallback(onFrame);
              setTimeout(() => resolve(n), ms + 1500);
            });
            frames = got;
            if (frames > 5) break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return frames;
      };

      const stays = rejoining === 'caller' ? 'callee' : 'caller';
      const stayPort = stays === 'caller' ? a : b;
      const goPort = stays === 'caller' ? b : a;
      const survivor = await join('survivor', stays, stayPort);
      survivor.on('connectionState', (state) => states.push(state));
      const first = await join('first', rejoining, goPort);
      const before = await framesOf('survivor', 500);
      first.leave();
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      const second = await join('second', rejoining, goPort);
      const [survivorFrames, secondFrames] = await Promise.all([
        framesOf('survivor', 1000),
        framesOf('second', 1000),
      ]);
      survivor.leave();
      second.leave();
      return { before, survivorFrames, secondFrames, states };
    },
    { rejoining, gapMs },
  );
}

describe('WebRTC adapter: a side joins its room again', () => {
  for (const rejoining of ['callee', 'caller'] as const) {
    it(`the ${rejoining} comes back with a new peer connection; both render each other again`, async () => {
      const page = await browser.newPage();
      const errors = watchPageErrors(page);
      await page.goto(bundle.url);
      const result = await rejoin(page, rejoining, 1500);
      expect(result.before).toBeGreaterThan(5);
      expect(result.secondFrames).toBeGreaterThan(5);
      expect(result.survivorFrames).toBeGreaterThan(5);
      expect(result.states).not.toContain('failed');
      expect(errors()).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
