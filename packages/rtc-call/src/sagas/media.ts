import type { CallMedia } from '@aura/contracts';
import type { MediaDevicesPort } from '../ports.ts';

/** The constraints of a call's media: the microphone, and the front camera for a video call. */
export function constraintsFor(media: CallMedia): MediaStreamConstraints {
  return {
    audio: { echoCancellation: true, noiseSuppression: true },
    video: media === 'video' ? { facingMode: 'user' } : false,
  };
}

export function openMedia(devices: MediaDevicesPort, media: CallMedia): Promise<MediaStream> {
  return devices.getUserMedia(constraintsFor(media));
}

export function stopStream(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
