import { CALL_LIMITS, type CurrentCall } from '@aura/contracts';
import { realtimeConnected } from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import { hangUpPressed } from '../slice.ts';
import { CALL_TAB_LOCK, webLocksTabLock } from '../tab-lock.ts';
import { FakeLockManager } from '../testing/fake-locks.ts';
import { callStore, fakeApi, record, ROOM } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

/** Lets the sagas and the lock manager settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const PEER = { userId: '100002', userName: 'Ada', avatar: '/a.svg' };
const NOW = 1_000_000;

/** The server's answer about the user's open call. */
function current(
  call: Partial<CurrentCall['session']['call']>,
  patch: Partial<CurrentCall> = {},
): CurrentCall {
  return {
    session: { call: record(call), iceServers: [], minuteMs: CALL_LIMITS.minuteMs, ringTimeoutMs: 5_000 },
    peer: PEER,
    rtcRole: call.role ?? 'caller',
    ...patch,
  };
}

const connectedCall = current({
  state: 'connected',
  outcome: 'connected',
  minutesBilled: 1,
  callTimeSec: 30,
});

/** One of the user's tabs: its own store and fakes, the browser's one lock manager shared with its other tabs. */
function tab(locks: FakeLockManager, answer: CurrentCall | undefined) {
  const api = fakeApi({ current: async () => answer });
  return callStore({ api, tabLock: webLocksTabLock(locks), now: () => NOW });
}

const opened = () =>
  realtimeConnected({ connectionId: 'c', userId: '100001', reconnected: true, serverTime: 0 });

describe('one tab holds the call (the tab lock)', () => {
  it('the first tab takes the connected call up; a second tab of the user does not, until the first lets go', async () => {
    const locks = new FakeLockManager();
    const first = tab(locks, connectedCall);
    first.store.dispatch(opened());
    await until(() => first.store.getState().call.phase === 'connecting');
    await until(() => first.deps.engine.sessions.length === 1);
    expect(locks.isHeld(CALL_TAB_LOCK)).toBe(true);

    const second = tab(locks, connectedCall);
    second.store.dispatch(opened());
    await until(() => second.deps.api.log.includes('current'));
    await settle();
    // Nothing of the call here: no call screen, no camera, no room joined, no action sent.
    expect(second.store.getState().call.phase).toBe('idle');
    expect(second.deps.devices.asked).toHaveLength(0);
    expect(second.deps.engine.sessions).toHaveLength(0);
    expect(second.deps.api.log).toEqual(['current']);
    // The first tab's call goes on untouched.
    expect(first.deps.engine.last.left).toBe(false);

    // Once the first tab's call is over the lock is free: were the call still open, the second could take it up.
    first.store.dispatch(hangUpPressed());
    await until(() => first.store.getState().call.phase === 'ended');
    await until(() => !locks.isHeld(CALL_TAB_LOCK));
    second.store.dispatch(opened());
    await until(() => second.deps.engine.sessions.length === 1);
  });

  it('a second tab neither rings the bell again nor cancels while another tab runs the ringing call', async () => {
    const locks = new FakeLockManager();
    // The first tab has the bell ringing (the server rang it live).
    const ringing = tab(locks, undefined);
    ringing.deps.realtime.push({
      type: 'callIncoming',
      call: record({ role: 'callee', remoteUserId: PEER.userId }),
      caller: PEER,
      iceServers: [],
      minuteMs: CALL_LIMITS.minuteMs,
      ringTimeoutMs: 5_000,
    });
    await until(() => ringing.store.getState().call.phase === 'incoming');
    await until(() => locks.isHeld(CALL_TAB_LOCK));

    const asCallee = tab(locks, current({ role: 'callee' }, { ringsUntil: NOW + 4_000 }));
    asCallee.store.dispatch(opened());
    await until(() => asCallee.deps.api.log.includes('current'));
    await settle();
    expect(asCallee.store.getState().call.phase).toBe('idle');
    expect(asCallee.deps.ringer.rang).toBe(0);

    // Were this user the caller, another tab must not cancel the call the ringing tab shows.
    const asCaller = tab(locks, current({ role: 'caller' }));
    asCaller.store.dispatch(opened());
    await until(() => asCaller.deps.api.log.includes('current'));
    await settle();
    expect(asCaller.deps.api.log).toEqual(['current']);
    expect(ringing.store.getState().call.phase).toBe('incoming');
  });

  it('a reloaded tab finds the lock free (the browser let the old page’s go) and takes the call up', async () => {
    const locks = new FakeLockManager();
    const before = tab(locks, connectedCall);
    before.store.dispatch(opened());
    await until(() => before.deps.engine.sessions.length === 1);
    // The reload: the old page's lock is let go with the page.
    before.deps.tabLock!.release();
    await until(() => !locks.isHeld(CALL_TAB_LOCK));
    const after = tab(locks, connectedCall);
    after.store.dispatch(opened());
    await until(() => after.deps.engine.sessions.length === 1);
    expect(after.deps.engine.last.options).toMatchObject({ room: ROOM, role: 'caller' });
    expect(locks.isHeld(CALL_TAB_LOCK)).toBe(true);
  });
});
