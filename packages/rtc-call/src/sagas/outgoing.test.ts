import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { signedOut } from '@aura/auth';
import { callRequested } from '@aura/hosts';
import { describe, expect, it } from 'vitest';
import { cancelPressed, hangUpPressed, microphoneToggled } from '../slice.ts';
import {
  callStore,
  fakeApi,
  fakeDevices,
  type fakeStream,
  record,
  ROOM,
  type FakeEngine,
  type FakeRealtime,
} from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

function refused(code: number) {
  return new GatewayCallError({
    code,
    message: 'no',
    data: undefined,
    httpStatus: 200,
    reason: 'server',
    call: 'x',
  });
}

describe('an outgoing call', () => {
  it('checks the price, asks for the camera, launches, rings, connects, bills and hangs up', async () => {
    const { store, deps } = callStore();
    const engine = deps.engine as FakeEngine;
    const realtime = deps.realtime as FakeRealtime;
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    expect(store.getState().call.peer).toMatchObject({ userId: '100002', userName: 'Ada' });
    expect(store.getState().call.pricePerMinute).toBe(60);
    expect(deps.devices.asked).toHaveLength(1);
    expect(deps.streams.current.local).toBeDefined();
    // Nobody joins the media room before the callee answers.
    expect(engine.sessions).toHaveLength(0);

    realtime.push({
      type: 'callState',
      call: record({ state: 'connected', outcome: 'connected', minutesBilled: 1 }),
    });
    await until(() => engine.sessions.length === 1);
    expect(engine.last.options).toMatchObject({ room: ROOM, role: 'caller' });
    expect(store.getState().call.phase).toBe('connecting');
    await until(() => engine.last.published !== undefined);

    engine.last.events.emit('connectionState', 'connected');
    engine.last.events.emit('quality', 'good');
    expect(store.getState().call).toMatchObject({ phase: 'connected', quality: 'good', minutesBilled: 1 });

    realtime.push({ type: 'callBilled', roomNum: ROOM, minute: 2, nextChargeAt: 0, balance: 380 });
    realtime.push({
      type: 'callCoinsRunningOut',
      roomNum: ROOM,
      code: BUSINESS_CODES.callCoinsRunningOut,
      endsAt: 99,
    });
    expect(store.getState().call).toMatchObject({ minutesBilled: 2, balance: 380, coinsRunOutAt: 99 });

    store.dispatch(microphoneToggled());
    expect(engine.last.microphone).toBe(false);

    store.dispatch(hangUpPressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('hungUp');
    await until(() => (deps.api as ReturnType<typeof fakeApi>).log.includes(`hangup ${ROOM}`));
    expect(engine.last.left).toBe(true);
    expect(deps.streams.current).toEqual({ local: undefined, remote: undefined });
  });

  // Regression: the caller saw "Someone — Getting ready…" while the price was checked, though the card had the name.
  it('names the host from the press, before the price check answers', async () => {
    const { store } = callStore({ api: fakeApi({ priceAndCoins: () => new Promise(() => {}) }) });
    store.dispatch(
      callRequested({ hostId: '100002', kind: 'video', userName: 'Ada', avatar: 'https://a/ada.png' }),
    );
    expect(store.getState().call).toMatchObject({
      phase: 'preparing',
      peer: { userId: '100002', userName: 'Ada', avatar: 'https://a/ada.png' },
    });
  });

  it('stops before asking for the camera when the coins do not pay the first minute', async () => {
    const api = fakeApi({
      priceAndCoins: async () => ({
        pricePerMinute: 60,
        currentCoin: 10,
        canAfford: false,
        remoteUserInfo: { id: '1', userName: 'Ada', avatar: '', isHost: true, status: 2 },
      }),
    });
    const { store, deps } = callStore({ api });
    store.dispatch(callRequested({ hostId: '100002', kind: 'voice' }));
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toMatchObject({
      outcome: 'failed',
      messageKey: 'base:coins.insufficientForCall',
    });
    expect(deps.devices.asked).toHaveLength(0);
    expect(api.log.some((line) => line.startsWith('launch'))).toBe(false);
  });

  it('shows the permission prompt and launches nothing when the camera is refused', async () => {
    const api = fakeApi();
    const { store } = callStore({ api, devices: fakeDevices(new DOMException('no', 'NotAllowedError')) });
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.mediaFailure).toBe('denied');
    expect(api.log.some((line) => line.startsWith('launch'))).toBe(false);
  });

  it('asks a voice call for the microphone only', async () => {
    const { store, deps } = callStore();
    store.dispatch(callRequested({ hostId: '100002', kind: 'voice' }));
    await until(() => store.getState().call.phase === 'outgoing');
    expect(deps.devices.asked[0]?.video).toBe(false);
    expect(store.getState().call.media).toBe('audio');
  });

  it('ends as busy when the callee is in another call', async () => {
    const api = fakeApi({
      launch: async () => {
        throw refused(BUSINESS_CODES.calleeBusy);
      },
    });
    const { store, deps } = callStore({ api });
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toMatchObject({
      outcome: 'busy',
      messageKey: 'base:call.calleeBusy',
    });
    // The camera it opened for the call is let go.
    expect(deps.streams.current.local).toBeUndefined();
  });

  it('cancels while ringing', async () => {
    const api = fakeApi();
    const { store } = callStore({ api });
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    store.dispatch(cancelPressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('cancelledByCaller');
    await until(() => api.log.includes(`cancel ${ROOM}`));
    // Spec §4 "Bell cancel": the callee's status looked up (online: 1, not busy), the caller's record posted.
    await until(() => api.log.some((line) => line.startsWith('bell ')));
    const bell = JSON.parse(api.log.find((line) => line.startsWith('bell '))!.slice('bell '.length));
    expect(api.log).toContain('status 100002');
    expect(bell).toMatchObject({
      matchUserId: '100002',
      roomId: ROOM,
      onlineStatus: 1,
      busyStatus: 0,
      requestType: 1,
    });
    // What the record says of the call, from the launch's record: a host's call at 60 coins a minute, paid in coins,
    // from a browser tab (not the installed app), not of a match.
    expect(bell).toMatchObject({ goddessCall: 1, gold: 60, feeType: 1, inappFlag: 0, matchFlag: 0 });
  });

  it('shows the outcome the server decided while ringing (declined)', async () => {
    const { store, deps } = callStore();
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ state: 'ended', outcome: 'declined', endReason: 'refused' }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('declined');
    expect((deps.engine as FakeEngine).sessions).toHaveLength(0);
  });

  it('shows the time the server billed when it ends the call before this side counted a second', async () => {
    const { store, deps } = callStore();
    const engine = deps.engine as FakeEngine;
    const realtime = deps.realtime as FakeRealtime;
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    realtime.push({ type: 'callState', call: record({ state: 'connected', minutesBilled: 1 }) });
    await until(() => engine.sessions.length === 1 && engine.last.published !== undefined);
    // The paid minute is over (the coins paid one) while the media are still coming up here.
    realtime.push({
      type: 'callState',
      call: record({
        state: 'ended',
        outcome: 'hungUp',
        endReason: 'coinsDepleted',
        minutesBilled: 1,
        callTimeSec: 60,
      }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.elapsedSec).toBe(0);
    expect(store.getState().call.ending).toMatchObject({
      messageKey: 'base:coins.insufficientForCall',
      durationSec: 60,
    });
  });

  it('says "Call connection failed" when the media path cannot come up', async () => {
    const api = fakeApi();
    const { store, deps } = callStore({ api });
    const engine = deps.engine as FakeEngine;
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    (deps.realtime as FakeRealtime).push({ type: 'callState', call: record({ state: 'connected' }) });
    await until(() => engine.sessions.length === 1 && engine.last.published !== undefined);
    engine.last.events.emit('connectionState', 'failed');
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toMatchObject({
      outcome: 'failed',
      messageKey: 'base:call.connectionFailed',
    });
    await until(() => api.log.includes(`notifyEnd ${ROOM}`));
    expect(engine.last.left).toBe(true);
  });

  it('lets go of the camera and the room when the user signs out mid-call', async () => {
    const { store, deps } = callStore();
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    deps.realtime.push({ type: 'callState', call: record({ state: 'connected' }) });
    await until(() => deps.engine.sessions.length === 1 && deps.engine.last.published !== undefined);
    const stream = deps.engine.last.published as unknown as ReturnType<typeof fakeStream>;
    store.dispatch(signedOut({ reason: 'logout' }));
    await until(() => deps.engine.last.left);
    expect(stream.tracks.every((track) => track.stopped)).toBe(true);
    expect(store.getState().call.phase).toBe('idle');
  });

  it('takes the next call after one ended', async () => {
    const api = fakeApi();
    const { store } = callStore({ api });
    store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    store.dispatch(cancelPressed());
    await until(() => store.getState().call.phase === 'ended');
    store.dispatch(callRequested({ hostId: '100003', kind: 'video' }));
    await until(() => api.log.includes('launch 100003 video'));
  });
});
