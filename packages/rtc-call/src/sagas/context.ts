import type { CallStreams } from '../call-streams.ts';
import type { CallApi, CallRealtime, MediaDevicesPort, Ringer } from '../ports.ts';
import type { RtcEngine } from '../rtc/rtc-port.ts';

/** The saga context key under which the shell gives the call sagas their boundaries. */
export const CALL_DEPENDENCIES_CONTEXT_KEY = 'rtcCall';

/** Everything the call sagas touch outside the store, passed in (style.md §6) so tests run them with fakes. */
export interface CallDependencies {
  api: CallApi;
  realtime: CallRealtime;
  engine: RtcEngine;
  devices: MediaDevicesPort;
  ringer: Ringer;
  streams: CallStreams;
  /** The clock for the duration display; Date.now unless given. */
  now?: () => number;
}
