import { frameAsJpeg } from '@aura/ui-kit';
import type { FrameGrabber } from './ports.ts';

/** A snapshot is at most this many pixels a side: enough for a moderator, small to upload. */
export const SNAPSHOT_MAX_SIDE = 640;
const SNAPSHOT_QUALITY = 0.8;

/**
 * Frames of a camera stream in the browser: the stream plays, muted, in a video element of its own that is never
 * attached to the page, and its current picture is drawn on a canvas as a JPEG. Nothing when the stream has no live,
 * enabled video track (a voice call, the camera off).
 */
export function videoFrameGrabber(doc: Document = globalThis.document): FrameGrabber {
  return {
    async grab(stream) {
      const live = stream
        .getVideoTracks()
        .some((track) => track.readyState === 'live' && track.enabled && !track.muted);
      if (!live) return undefined;
      const video = doc.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      try {
        const sized =
          video.videoWidth > 0
            ? Promise.resolve()
            : new Promise<void>((resolve) =>
                video.addEventListener('loadeddata', () => resolve(), { once: true }),
              );
        await video.play();
        await sized;
        return frameAsJpeg(video, { maxSide: SNAPSHOT_MAX_SIDE, quality: SNAPSHOT_QUALITY });
      } finally {
        video.pause();
        video.srcObject = null;
      }
    },
  };
}
