import type { GatewayClient, RealtimeChannel } from '@aura/gateway-client';
import { gatewayCallApi } from './api.ts';
import { CallStreams } from './call-streams.ts';
import type { MediaDevicesPort } from './ports.ts';
import { channelCallRealtime } from './realtime-link.ts';
import { webAudioRinger } from './ringer.ts';
import { realtimeSignalling } from './rtc/realtime-signalling.ts';
import { webRtcEngine } from './rtc/webrtc-adapter.ts';
import type { CallDependencies } from './sagas/context.ts';

/**
 * The camera and microphone of this browser. Without `navigator.mediaDevices` (an insecure page, an old browser)
 * the call fails as `unsupported` rather than throwing at start-up.
 */
export function browserMediaDevices(): MediaDevicesPort {
  return {
    getUserMedia: (constraints) => {
      const devices = globalThis.navigator?.mediaDevices;
      if (!devices?.getUserMedia) return Promise.reject(new TypeError('This browser has no media devices'));
      return devices.getUserMedia(constraints);
    },
  };
}

/**
 * The call sagas' boundaries in the browser: the call endpoints on the tab's gateway client, the tab's realtime
 * channel for the server's call messages and the WebRTC signalling, peer-to-peer WebRTC for media, the camera
 * and microphone, and the synthesised ring.
 */
export function browserCallDependencies(gateway: GatewayClient, channel: RealtimeChannel): CallDependencies {
  const realtime = channelCallRealtime(channel);
  return {
    api: gatewayCallApi(gateway),
    realtime,
    engine: webRtcEngine({ signalling: realtimeSignalling(realtime) }),
    devices: browserMediaDevices(),
    ringer: webAudioRinger(),
    streams: new CallStreams(),
  };
}
