import { CALL_LIMITS, type CallRecord, type ServerMessage, type VideoUpgradeOutcome } from '@aura/contracts';
import { callRequested } from '@aura/hosts';
import { describe, expect, it } from 'vitest';
import {
  answerPressed,
  cancelPressed,
  endingDismissed,
  hangUpPressed,
  videoUpgradePressed,
} from '../slice.ts';
import { callStore, fakeApi, record, ROOM, type FakeDependencies } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';
import { videoSeconds } from './video-record.ts';

/** Lets spawned posts run (the fake API answers at once). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const videoPosts = (deps: FakeDependencies) =>
  deps.api.log.filter((line) => line.startsWith('video ')).map((line) => JSON.parse(line.slice(6)) as object);

const upgrade = (outcome: VideoUpgradeOutcome): ServerMessage => ({
  type: 'videoUpgrade',
  roomNum: ROOM,
  from: '100001',
  outcome,
});

/** A tab whose clock the test moves. */
function clockedStore(api = fakeApi()) {
  const clock = { now: 1_000_000 };
  const { store, deps } = callStore({ api, now: () => clock.now });
  return { store, deps, clock };
}

/** A call rung in on this tab and answered, its media connected. */
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
  expect(store.getState().call).toMatchObject({ phase: 'connected', media });
}

describe('the user-video record (spec §7 users/videos)', () => {
  it('is posted once when a video call is hung up, with the seconds its video ran and the other side', async () => {
    const { store, deps, clock } = clockedStore();
    await answeredCall(deps, store, 'video');
    clock.now += 42_400;
    store.dispatch(hangUpPressed());
    await until(() => videoPosts(deps).length === 1);
    expect(videoPosts(deps)).toEqual([{ matchId: ROOM, matchUserId: '100001', roomId: ROOM, videoTime: 42 }]);
    // The server's word that the call ended, and closing the outcome, post nothing more.
    deps.realtime.push({
      type: 'callState',
      call: record({ role: 'callee', remoteUserId: '100001', state: 'ended', outcome: 'hungUp' }),
    });
    store.dispatch(endingDismissed());
    await settle();
    expect(videoPosts(deps)).toHaveLength(1);
  });

  it('is posted by the side the server told the call ended, too', async () => {
    const { store, deps, clock } = clockedStore();
    await answeredCall(deps, store, 'video');
    clock.now += 5_000;
    deps.realtime.push({
      type: 'callState',
      call: record({
        role: 'callee',
        remoteUserId: '100001',
        state: 'ended',
        outcome: 'hungUp',
        endReason: 'hungUp',
      }),
    });
    await until(() => videoPosts(deps).length === 1);
    expect(videoPosts(deps)[0]).toMatchObject({ roomId: ROOM, videoTime: 5 });
  });

  it('counts a voice call only from its switch to video, and a voice call that stays voice not at all', async () => {
    const switched = clockedStore();
    await answeredCall(switched.deps, switched.store, 'audio');
    switched.clock.now += 9_000; // voice only
    switched.store.dispatch(videoUpgradePressed());
    await until(() => switched.deps.realtime.sent.some((m) => m.type === 'videoUpgrade'));
    switched.deps.realtime.push(upgrade('accepted'));
    await until(() => switched.store.getState().call.media === 'video');
    switched.clock.now += 12_000;
    switched.store.dispatch(hangUpPressed());
    await until(() => videoPosts(switched.deps).length === 1);
    expect(videoPosts(switched.deps)[0]).toMatchObject({ roomId: ROOM, videoTime: 12 });

    const voice = clockedStore();
    await answeredCall(voice.deps, voice.store, 'audio');
    voice.clock.now += 9_000;
    voice.store.dispatch(hangUpPressed());
    await until(() => voice.deps.api.log.includes(`hangup ${ROOM}`));
    await settle();
    expect(videoPosts(voice.deps)).toEqual([]);
  });

  it('is not posted for a video call that never connected (cancelled while it rang)', async () => {
    const { store, deps } = clockedStore();
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    store.dispatch(cancelPressed());
    await until(() => store.getState().call.phase === 'ended');
    await settle();
    expect(videoPosts(deps)).toEqual([]);
  });

  it('rounds to whole seconds and counts under one second as one', () => {
    expect(videoSeconds(0, 400)).toBe(1);
    expect(videoSeconds(0, 1_499)).toBe(1);
    expect(videoSeconds(0, 1_500)).toBe(2);
    expect(videoSeconds(0, 3_725_000)).toBe(3_725);
  });
});
