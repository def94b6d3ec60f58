import { CALL_LIMITS, type CallRecord } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { answerPressed, cameraToggled, hangUpPressed } from '../slice.ts';
import type { FrameGrabber } from '../ports.ts';
import { callStore, fakeApi, record, ROOM, type FakeDependencies } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

/** A grabber that numbers its frames and records the stream each was taken of. */
function fakeFrames(): FrameGrabber & { taken: MediaStream[] } {
  const taken: MediaStream[] = [];
  return {
    taken,
    grab: async (stream) => {
      taken.push(stream);
      return `frame${taken.length}`;
    },
  };
}

const snapshots = (deps: FakeDependencies) => deps.api.log.filter((line) => line.startsWith('snapshot '));

/** A store whose config asks for a frame every few milliseconds, so the test need not wait a minute. */
function snapshotStore(enabled = true) {
  const frames = fakeFrames();
  const api = fakeApi({ snapshotConfig: async () => ({ enabled, intervalMs: 5, retentionDays: 30 }) });
  const { store, deps } = callStore({ api, frames });
  return { store, deps, frames };
}

async function answeredCall(
  deps: FakeDependencies,
  store: ReturnType<typeof callStore>['store'],
  media: CallRecord['media'],
) {
  deps.realtime.push({
    type: 'callIncoming',
    call: record({ role: 'callee', remoteUserId: '100001', media }),
    caller: { userId: '100001', userName: 'Bo', avatar: '/b.svg' },
    iceServers: [],
    minuteMs: CALL_LIMITS.minuteMs,
    ringTimeoutMs: 5_000,
  });
  await until(() => store.getState().call.phase === 'incoming');
  store.dispatch(answerPressed());
  await until(() => deps.engine.sessions.length > 0 && deps.engine.last.published !== undefined);
  deps.engine.last.events.emit('connectionState', 'connected');
}

describe('video snapshots during a call (spec §7 videos/snapshots)', () => {
  it('uploads frames of this side’s own camera while a video call runs, and none after it ended', async () => {
    const { store, deps, frames } = snapshotStore();
    await answeredCall(deps, store, 'video');
    await until(() => snapshots(deps).length >= 2);
    expect(snapshots(deps).slice(0, 2)).toEqual([`snapshot ${ROOM} frame1`, `snapshot ${ROOM} frame2`]);
    expect(frames.taken[0]).toBe(deps.engine.last.published);
    expect(deps.api.log.filter((line) => line === 'snapshotConfig')).toHaveLength(1);

    store.dispatch(hangUpPressed());
    await until(() => store.getState().call.phase !== 'connected');
    const after = frames.taken.length;
    // Several intervals later, not one more frame.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(frames.taken).toHaveLength(after);
  });

  it('takes none while the camera is off, and goes on when it is back', async () => {
    const { store, deps, frames } = snapshotStore();
    await answeredCall(deps, store, 'video');
    await until(() => frames.taken.length >= 1);
    store.dispatch(cameraToggled());
    const before = frames.taken.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    // A frame under way when the camera went off may still land; no more after it.
    expect(frames.taken.length).toBeLessThanOrEqual(before + 1);
    const off = frames.taken.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(frames.taken).toHaveLength(off);
    store.dispatch(cameraToggled());
    await until(() => frames.taken.length > off);
    store.dispatch(hangUpPressed());
  });

  it('takes none in a voice call, nor when the config says snapshots are off', async () => {
    const voice = snapshotStore();
    await answeredCall(voice.deps, voice.store, 'audio');
    const off = snapshotStore(false);
    await answeredCall(off.deps, off.store, 'video');
    await until(() => off.deps.api.log.includes('snapshotConfig'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(voice.frames.taken).toHaveLength(0);
    expect(off.frames.taken).toHaveLength(0);
    voice.store.dispatch(hangUpPressed());
    off.store.dispatch(hangUpPressed());
  });
});
