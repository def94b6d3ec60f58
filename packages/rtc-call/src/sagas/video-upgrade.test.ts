import { BUSINESS_CODES, type ServerMessage, type VideoUpgradeOutcome } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerPressed,
  videoInvitationAccepted,
  videoInvitationDeclined,
  videoInvitationWithdrawn,
  videoUpgradePressed,
} from '../slice.ts';
import {
  callStore,
  fakeDevices,
  record,
  ROOM,
  type FakeDependencies,
  type FakeTrack,
} from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

const upgradeMessage = (outcome: VideoUpgradeOutcome): ServerMessage => ({
  type: 'videoUpgrade',
  roomNum: ROOM,
  from: '100001',
  outcome,
});

/** A voice call rung in, answered here and connected; the store and its fakes. */
async function voiceCall(devices = fakeDevices()) {
  const { store, deps } = callStore({ devices });
  deps.realtime.push({
    type: 'callIncoming',
    call: record({ role: 'callee', remoteUserId: '100001', media: 'audio' }),
    caller: { userId: '100001', userName: 'Bo', avatar: '/b.svg' },
    iceServers: [],
    minuteMs: 60_000,
    ringTimeoutMs: 5_000,
  });
  await until(() => store.getState().call.phase === 'incoming');
  store.dispatch(answerPressed());
  await until(() => deps.engine.sessions.length > 0 && deps.engine.last.published !== undefined);
  deps.engine.last.events.emit('connectionState', 'connected');
  expect(store.getState().call).toMatchObject({ phase: 'connected', media: 'audio' });
  return { store, deps };
}

const sentActions = (deps: FakeDependencies) =>
  deps.realtime.sent.flatMap((message) => (message.type === 'videoUpgrade' ? [message.action] : []));
const videoTracks = (deps: FakeDependencies) => deps.engine.last.published!.getVideoTracks();
/** The camera streams the saga asked for (video only), in order. */
const cameraAsks = (deps: FakeDependencies) =>
  deps.devices.asked.filter((asked) => asked.audio === undefined);

describe('a voice call switching to video', () => {
  it('invites after the camera is allowed; accepted, this side publishes its camera and the screen is video', async () => {
    const { store, deps } = await voiceCall();
    expect(videoTracks(deps)).toHaveLength(0);
    store.dispatch(videoUpgradePressed());
    await until(() => sentActions(deps).includes('invite'));
    // The camera was asked for first, alone (the microphone is on already).
    expect(cameraAsks(deps)).toEqual([{ video: { facingMode: 'user' } }]);
    expect(store.getState().call.videoUpgrade).toBe('inviting');
    deps.realtime.push(upgradeMessage('accepted'));
    await until(() => store.getState().call.media === 'video');
    expect(videoTracks(deps)).toHaveLength(1);
    expect(deps.engine.last.camera).toBe(true);
    expect(deps.streams.current.local?.getVideoTracks()).toHaveLength(1);
    expect(store.getState().call).toMatchObject({ videoUpgrade: undefined, cameraOn: true });
  });

  it('shows the invitation; accepted here, the camera first, then the server’s word switches both', async () => {
    const { store, deps } = await voiceCall();
    deps.realtime.push(upgradeMessage('invited'));
    await until(() => store.getState().call.videoUpgrade === 'invited');
    expect(cameraAsks(deps)).toHaveLength(0);
    store.dispatch(videoInvitationAccepted());
    await until(() => sentActions(deps).includes('accept'));
    expect(cameraAsks(deps)).toHaveLength(1);
    expect(store.getState().call.videoUpgrade).toBe('answering');
    deps.realtime.push(upgradeMessage('accepted'));
    await until(() => store.getState().call.media === 'video');
    expect(videoTracks(deps)).toHaveLength(1);
  });

  it('declines an invitation, and stays a voice call', async () => {
    const { store, deps } = await voiceCall();
    deps.realtime.push(upgradeMessage('invited'));
    await until(() => store.getState().call.videoUpgrade === 'invited');
    store.dispatch(videoInvitationDeclined());
    await until(() => sentActions(deps).includes('decline'));
    expect(store.getState().call).toMatchObject({ videoUpgrade: undefined, media: 'audio' });
    expect(cameraAsks(deps)).toHaveLength(0);
  });

  it('says when the other side withdrew its invitation', async () => {
    const { store, deps } = await voiceCall();
    deps.realtime.push(upgradeMessage('invited'));
    await until(() => store.getState().call.videoUpgrade === 'invited');
    deps.realtime.push(upgradeMessage('cancelledByCaller'));
    await until(() => store.getState().call.videoUpgradeNotice === 'app:call.upgrade.cancelled');
    expect(store.getState().call.videoUpgrade).toBeUndefined();
  });

  it.each([
    ['declined', 'app:call.upgrade.declined'],
    ['failedInsufficientCoins', 'base:coins.insufficientForCall'],
  ] as const)('an invitation %s says so, and the call stays a voice call', async (outcome, notice) => {
    const { store, deps } = await voiceCall();
    store.dispatch(videoUpgradePressed());
    await until(() => sentActions(deps).includes('invite'));
    deps.realtime.push(upgradeMessage(outcome));
    await until(() => store.getState().call.videoUpgradeNotice === notice);
    expect(store.getState().call).toMatchObject({ videoUpgrade: undefined, media: 'audio' });
    expect(videoTracks(deps)).toHaveLength(0);
  });

  it('a host who takes video from friends only: the server’s refusal is shown in the spec’s words', async () => {
    const { store, deps } = await voiceCall();
    store.dispatch(videoUpgradePressed());
    await until(() => sentActions(deps).includes('invite'));
    deps.realtime.push({
      type: 'error',
      code: BUSINESS_CODES.videoFriendsOnly,
      message: 'friends only',
      data: { roomNum: ROOM },
    });
    await until(() => store.getState().call.videoUpgradeNotice === 'base:call.videoFriendsOnly');
    expect(store.getState().call.media).toBe('audio');
  });

  it('both asking at once: the other’s invitation came first, so this side accepts it with its camera', async () => {
    const { store, deps } = await voiceCall();
    store.dispatch(videoUpgradePressed());
    await until(() => sentActions(deps).includes('invite'));
    deps.realtime.push(upgradeMessage('invited'));
    // The server refuses this side's own invitation: expected, not shown.
    deps.realtime.push({
      type: 'error',
      code: BUSINESS_CODES.callStateConflict,
      message: 'An invitation to video is waiting already.',
      data: { roomNum: ROOM },
    });
    await until(() => sentActions(deps).includes('accept'));
    expect(cameraAsks(deps)).toHaveLength(1);
    deps.realtime.push(upgradeMessage('accepted'));
    await until(() => store.getState().call.media === 'video');
    expect(store.getState().call.videoUpgradeNotice).toBeUndefined();
    expect(videoTracks(deps)).toHaveLength(1);
  });

  it('a refusal that does not fit the call’s state says the generic words', async () => {
    const { store, deps } = await voiceCall();
    store.dispatch(videoUpgradePressed());
    await until(() => sentActions(deps).includes('invite'));
    deps.realtime.push({
      type: 'error',
      code: BUSINESS_CODES.callStateConflict,
      message: 'Only a connected audio call can switch to video.',
      data: { roomNum: ROOM },
    });
    await until(() => store.getState().call.videoUpgradeNotice === 'base:errors.generic');
  });

  it('withdraws its own invitation', async () => {
    const { store, deps } = await voiceCall();
    store.dispatch(videoUpgradePressed());
    await until(() => store.getState().call.videoUpgrade === 'inviting');
    store.dispatch(videoInvitationWithdrawn());
    await until(() => sentActions(deps).includes('cancel'));
    expect(store.getState().call).toMatchObject({ videoUpgrade: undefined, videoUpgradeNotice: undefined });
    // Invites again later, and is accepted.
    store.dispatch(videoUpgradePressed());
    await until(() => sentActions(deps).filter((action) => action === 'invite').length === 2);
    deps.realtime.push(upgradeMessage('accepted'));
    await until(() => store.getState().call.media === 'video');
  });

  it('without the camera, nothing is sent and the permission message says why', async () => {
    const devices = fakeDevices();
    const { store, deps } = await voiceCall(devices);
    devices.getUserMedia = async () => {
      throw new DOMException('no', 'NotAllowedError');
    };
    store.dispatch(videoUpgradePressed());
    await until(() => store.getState().call.videoUpgradeNotice === 'app:call.permission.denied');
    expect(sentActions(deps)).toEqual([]);
    // Invited then, the camera still refused: the inviter is told no.
    deps.realtime.push(upgradeMessage('invited'));
    await until(() => store.getState().call.videoUpgrade === 'invited');
    store.dispatch(videoInvitationAccepted());
    await until(() => sentActions(deps).includes('decline'));
    expect(store.getState().call.videoUpgradeNotice).toBe('app:call.permission.denied');
  });

  it('the call ending while an invitation waits lets go of the camera', async () => {
    const devices = fakeDevices();
    const cameras: { tracks: FakeTrack[] }[] = [];
    const open = devices.getUserMedia;
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      cameras.push(stream as unknown as { tracks: FakeTrack[] });
      return stream;
    };
    const { store, deps } = await voiceCall(devices);
    cameras.length = 0;
    store.dispatch(videoUpgradePressed());
    await until(() => store.getState().call.videoUpgrade === 'inviting');
    deps.realtime.push({
      type: 'callState',
      call: record({
        role: 'callee',
        media: 'audio',
        state: 'ended',
        outcome: 'hungUp',
        endReason: 'hungUp',
      }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(cameras).toHaveLength(1);
    expect(cameras[0]!.tracks.every((track) => track.stopped)).toBe(true);
  });
});
