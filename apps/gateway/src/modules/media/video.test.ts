// The video check on real files: a WebM recorded by Chromium's MediaRecorder (test/fixtures/clip.webm, a canvas
// animation), and bytes that are no video.
import { readFileSync } from 'node:fs';
import { BUSINESS_CODES } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { checkVideo } from './video.ts';

describe('checkVideo', () => {
  it('reads a WebM’s container, size and length, and refuses what is no video', async () => {
    const clip = readFileSync(new URL('../../../test/fixtures/clip.webm', import.meta.url));
    expect(await checkVideo(clip)).toEqual({ mime: 'video/webm', width: 160, height: 120, durationMs: 1935 });
    await expect(checkVideo(Buffer.from('not a video'))).rejects.toMatchObject({
      code: BUSINESS_CODES.videoFormatUnsupported,
    });
  });
});
