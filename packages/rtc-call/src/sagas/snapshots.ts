import type { SnapshotConfig } from '@aura/contracts';
import { call, delay, select } from 'redux-saga/effects';
import { selectCall } from '../selectors.ts';
import type { CallState } from '../slice.ts';
import type { CallDependencies } from './context.ts';

/**
 * Video snapshots during a call (spec §3 snapshot config, §7 `videos/snapshots`; docs/profiles.md "Video
 * snapshots"): while the call is connected with video and this side's camera is on, a frame of this side's own
 * camera every `intervalMs` of the snapshot config goes to the gateway for moderation. Runs as long as the call's
 * media (the connected call cancels it); a failure to take or upload one frame is logged and the next is tried.
 * Nothing without a frame grabber, or when the config says snapshots are off or cannot be read.
 */
export function* callSnapshots(deps: CallDependencies, room: string) {
  const frames = deps.frames;
  if (!frames) return;
  let config: SnapshotConfig;
  try {
    config = yield call([deps.api, deps.api.snapshotConfig]);
  } catch (error) {
    console.warn('[rtc-call] snapshot config failed', error);
    return;
  }
  if (!config.enabled) return;
  for (;;) {
    yield delay(config.intervalMs);
    const state: CallState = yield select(selectCall);
    const local = deps.streams.current.local;
    if (state.phase !== 'connected' || state.media !== 'video' || !state.cameraOn || !local) continue;
    try {
      const image: string | undefined = yield call([frames, frames.grab], local);
      if (image) yield call([deps.api, deps.api.uploadSnapshot], room, image);
    } catch (error) {
      console.warn('[rtc-call] snapshot failed', error);
    }
  }
}
