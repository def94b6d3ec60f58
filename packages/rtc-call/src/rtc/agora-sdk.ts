import type { IAgoraRTCRemoteUser, ILocalTrack } from 'agora-rtc-sdk-ng';
import type { AgoraSdk } from './agora-adapter.ts';
import type { AgoraRtmSdk } from './agora-rtm-adapter.ts';

/**
 * agora-rtc-sdk-ng, loaded when a call first joins Agora: a dynamic import, so the bundler puts the SDK in a chunk
 * of its own and a WebRTC deployment never downloads it. Typed against the SDK's own declarations: a change of
 * its API that the adapter relies on fails the type check here.
 */
export async function loadAgoraRtc(): Promise<AgoraSdk<ILocalTrack, IAgoraRTCRemoteUser>> {
  const module = await import('agora-rtc-sdk-ng');
  return module.default;
}

/** agora-rtm-sdk, loaded when a room's signalling first goes over Agora RTM; a chunk of its own, as above. */
export async function loadAgoraRtm(): Promise<AgoraRtmSdk> {
  const module = await import('agora-rtm-sdk');
  return module.default;
}
