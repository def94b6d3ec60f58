// @vitest-environment node
// A voice call switching to video with the WebRTC adapter in real Chromium (two peer connections in one page, the
// in-memory signalling line, the harness's fake camera and microphone): both sides publish the microphone, connect,
// then publish the same stream again grown by a camera track, at the same moment (offers collide). Each side must
// then render the other's video, in the stream that already carried the other's voice, with one sender per kind.
// In the same page, the call's frame grabber (video snapshots) takes a JPEG of a canvas's stream.
import { launchChromium, watchPageErrors } from '@aura/e2e';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBundle, type ServedBundle } from '../../test/browser-bundle.ts';
import type { memorySignallingPair } from './memory-signalling.ts';
import type { webRtcEngine } from './webrtc-adapter.ts';
import type { videoFrameGrabber } from '../frame-grabber.ts';

let bundle: ServedBundle;
let browser: Browser;

beforeAll(async () => {
  bundle = await serveBundle({
    global: 'AuraRtc',
    modules: [
      { from: new URL('./webrtc-adapter.ts', import.meta.url), names: ['webRtcEngine'] },
      { from: new URL('./memory-signalling.ts', import.meta.url), names: ['memorySignallingPair'] },
      { from: new URL('../frame-grabber.ts', import.meta.url), names: ['videoFrameGrabber'] },
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
  videoFrameGrabber: typeof videoFrameGrabber;
}

/** Runs the voice call, switches both sides to video, and reports what each side received. */
async function voiceThenVideo(page: Page) {
  return page.evaluate(async () => {
    const { webRtcEngine, memorySignallingPair } = (window as unknown as { AuraRtc: PageRtc }).AuraRtc;
    const [a, b] = memorySignallingPair();
    type Session = ReturnType<ReturnType<typeof webRtcEngine>['join']>;
    const remote: Record<string, { streams: MediaStream[]; videoStream?: MediaStream }> = {
      caller: { streams: [] },
      callee: { streams: [] },
    };
    const connected = (name: string, session: Session) =>
      new Promise<void>((resolve, reject) => {
        session.on('connectionState', (state) => {
          if (state === 'connected') resolve();
          if (state === 'failed') reject(new Error(`${name} failed`));
        });
        session.on('remoteTrack', ({ track, stream }) => {
          remote[name]!.streams.push(stream);
          if (track.kind === 'video') remote[name]!.videoStream = stream;
        });
      });
    const microphone = () => navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    const caller = webRtcEngine({ signalling: a }).join({ room: '7', role: 'caller', iceServers: [] });
    const callee = webRtcEngine({ signalling: b }).join({ room: '7', role: 'callee', iceServers: [] });
    const up = [connected('caller', caller), connected('callee', callee)];
    const [callerStream, calleeStream] = await Promise.all([microphone(), microphone()]);
    await caller.publish(callerStream);
    await callee.publish(calleeStream);
    await Promise.all(up);
    const voiceOnly = !remote.caller!.videoStream && !remote.callee!.videoStream;

    // Both accept the switch at once: each adds its camera to the stream it publishes and publishes it again.
    const camera = async (stream: MediaStream) => {
      const video = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
      for (const track of video.getVideoTracks()) stream.addTrack(track);
    };
    await Promise.all([camera(callerStream), camera(calleeStream)]);
    await Promise.all([caller.publish(callerStream), callee.publish(calleeStream)]);

    const frames = async (name: string) => {
      const until = performance.now() + 10_000;
      while (!remote[name]!.videoStream && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const stream = remote[name]!.videoStream;
      if (!stream) return { frames: 0, voiceKept: false };
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      document.body.append(video);
      void video.play();
      let count = 0;
      await new Promise<void>((resolve) => {
        const stop = performance.now() + 1500;
        const onFrame = () => {
          count += 1;
          if (performance.now() < stop) video.requestVideoFrameCallback(onFrame);
          else resolve();
        };
        video.requestVideoFrameCallback(onFrame);
        setTimeout(resolve, 5000);
      });
      return { frames: count, voiceKept: stream.getAudioTracks().length === 1 };
    };
    const [callerSaw, calleeSaw] = await Promise.all([frames('caller'), frames('callee')]);
    caller.leave();
    callee.leave();
    // Each stream handed out carries a track the one before did not: a track received again (renegotiation fires
    // ontrack for it once more) must not make a new stream, or the player restarts the video from zero.
    const emitted = (name: string) =>
      remote[name]!.streams.map((stream) =>
        stream
          .getTracks()
          .map((t) => t.kind)
          .join('+'),
      );
    return {
      voiceOnly,
      callerSaw,
      calleeSaw,
      emitted: { caller: emitted('caller'), callee: emitted('callee') },
    };
  });
}

describe('WebRTC adapter: a voice call switching to video', () => {
  it('publishes the camera on top of the microphone and each side renders the other’s video', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(bundle.url);
    const result = await voiceThenVideo(page);
    expect(result.voiceOnly).toBe(true);
    expect(result.callerSaw.frames).toBeGreaterThan(5);
    expect(result.calleeSaw.frames).toBeGreaterThan(5);
    // The stream with the video still carries the voice: a player of it alone plays both.
    expect(result.callerSaw.voiceKept).toBe(true);
    expect(result.calleeSaw.voiceKept).toBe(true);
    expect(result.emitted).toEqual({ caller: ['audio', 'audio+video'], callee: ['audio', 'audio+video'] });
    expect(errors()).toEqual([]);
    await page.close();
  });
});

describe('the frame grabber of video snapshots', () => {
  it('takes a JPEG of a camera stream at most 640 pixels a side, and nothing while the camera is off', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(bundle.url);
    const result = await page.evaluate(async () => {
      const { videoFrameGrabber } = (window as unknown as { AuraRtc: PageRtc }).AuraRtc;
      // A 1280×720 picture (the fake camera's clip is small): the grabber scales it down.
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d')!;
      const paint = () => context.fillRect(0, 0, canvas.width, canvas.height);
      paint();
      const stream = canvas.captureStream(10);
      const painting = setInterval(paint, 50);
      const grabber = videoFrameGrabber();
      const jpeg = await grabber.grab(stream);
      const size = await new Promise<{ width: number; height: number }>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => reject(new Error('not an image'));
        image.src = `data:image/jpeg;base64,${jpeg ?? ''}`;
      });
      for (const track of stream.getVideoTracks()) track.enabled = false;
      const whileOff = await grabber.grab(stream);
      clearInterval(painting);
      for (const track of stream.getTracks()) track.stop();
      return { head: jpeg?.slice(0, 4), size, whileOff };
    });
    // base64 of a JPEG's first bytes, FF D8 FF.
    expect(result.head).toBe('/9j/');
    expect(Math.max(result.size.width, result.size.height)).toBe(640);
    expect(result.whileOff).toBeUndefined();
    expect(errors()).toEqual([]);
    await page.close();
  });
});
