// Calls over real HTTP and the realtime channel (spec §4, §7; docs/calls.md): the bell, the state machine, the
// outcomes of both sides, signalling relayed by room, the switch from audio to video, the call screens' reports.
// Per-minute billing is calls-billing.test.ts.
import { BUSINESS_CODES, CALL_LIMITS, PROTOCOL_ERRORS, USER_STATUS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callByRoom } from '../src/modules/calls/queries.ts';
import { CallBed, act, launch } from './call-kit.ts';
import { IndependentClient } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

const PRICE = 10;
const POINTS = 6;
const MINUTE = CALL_LIMITS.minuteMs;
/** The test's clock also runs in real time: "just before" a deadline keeps this much room. */
const SLACK = MINUTE / 10;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

const db = () => bed.gateway.services.database.db;

const connected = (coins = PRICE * 5) => bed.connected(PRICE, POINTS, coins);

describe('launch', () => {
  it('rings the callee’s bell, marks both busy, and answers the room, ICE servers and timings', async () => {
    const caller = await bed.caller(PRICE);
    const host = await bed.host(PRICE, POINTS, 'Bell');
    const bell = await bed.socket(host);
    const { body } = await launch(caller, host.userId, 'audio');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      iceServers: [],
      minuteMs: MINUTE,
      ringTimeoutMs: CALL_LIMITS.ringTimeoutSeconds * 1000,
      call: {
        role: 'caller',
        remoteUserId: String(host.userId),
        media: 'audio',
        state: 'ringing',
        pricePerMinute: PRICE,
        // The callee is a host who earns points; launched, not made of a match (the friend-video record).
        hostCall: true,
        matchCall: false,
        minutesBilled: 0,
      },
    });
    expect(body.data.call.roomNum).toMatch(/^[0-9a-f]{16}$/);
    const ring = await bell.next({ type: 'callIncoming' });
    expect(ring).toMatchObject({
      call: { role: 'callee', roomNum: body.data.call.roomNum, remoteUserId: String(caller.userId) },
      caller: { userId: String(caller.userId), userName: 'Caller' },
    });
    const statuses = await bed.gateway.services.presence.statuses([
      String(caller.userId),
      String(host.userId),
    ]);
    expect(statuses.map((entry) => entry.status)).toEqual([USER_STATUS.busy, USER_STATUS.busy]);
    await act(caller, 'cancel', body.data.call.roomNum);
    await bell.close();
  });

  it('refuses calling oneself, nobody, an offline user, and without coins for the first minute', async () => {
    const caller = await bed.caller(0);
    await bed.drain(caller.userId, await bed.coins(caller.userId));
    const host = await bed.host(PRICE, POINTS);
    expect((await launch(caller, caller.userId)).body.code).toBe(BUSINESS_CODES.callSelf);
    expect((await launch(caller, 999_999_999)).body.code).toBe(BUSINESS_CODES.userNotFound);
    const offline = await bed.gateway.services.hosts.create({ nickname: 'Away', pricePerMinute: PRICE });
    expect((await launch(caller, offline.id)).body.code).toBe(BUSINESS_CODES.calleeOffline);
    const poor = await launch(caller, host.userId);
    expect(poor.body).toMatchObject({
      code: BUSINESS_CODES.insufficientCoins,
      data: { balance: 0, required: PRICE },
    });
  });

  it('answers busy when the callee is in another call, and records it for both', async () => {
    const { host, roomNum } = await connected();
    const second = await bed.caller(PRICE, 'Second');
    const busy = await launch(second, host.userId);
    expect(busy.body.code).toBe(BUSINESS_CODES.calleeBusy);
    expect(await bed.gateway.services.presence.status(second.userId)).toBe(USER_STATUS.online);
    await act(host, 'hangup', roomNum);
  });

  it('rings a callee whose busy flag outlived their call (a process killed before clearing it)', async () => {
    const caller = await bed.caller(PRICE);
    const host = await bed.host(PRICE, POINTS);
    await bed.gateway.services.presence.setBusy(host.userId, true);
    const { body } = await launch(caller, host.userId);
    expect(body.code).toBe(200);
    await act(caller, 'cancel', body.data.call.roomNum);
  });

  it('clears busy flags of users in no call, and leaves those in a call busy', async () => {
    const { caller, host, roomNum } = await connected();
    const idle = await bed.host(PRICE, POINTS, 'Idle');
    const { presence, calls } = bed.gateway.services;
    await presence.setBusy(idle.userId, true);
    expect(await calls.clearStaleBusy()).toBeGreaterThanOrEqual(1);
    const statuses = await presence.statuses([caller, host, idle].map((user) => String(user.userId)));
    expect(statuses.map((entry) => entry.status)).toEqual([
      USER_STATUS.busy,
      USER_STATUS.busy,
      USER_STATUS.online,
    ]);
    await act(caller, 'hangup', roomNum);
  });

  it('lets two launches at one callee race: one rings, the other is busy', async () => {
    const host = await bed.host(PRICE, POINTS);
    const [a, b] = [await bed.caller(PRICE, 'A'), await bed.caller(PRICE, 'B')];
    const answers = await Promise.all([launch(a, host.userId), launch(b, host.userId)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, BUSINESS_CODES.calleeBusy].sort());
  });
});

describe('call actions', () => {
  it('skip cancel, answer, refuse, timeout and hangup without a room number (spec §4)', async () => {
    const caller = await bed.caller(PRICE);
    for (const action of ['cancel', 'answer', 'refuse', 'timeout', 'hangup']) {
      expect((await act(caller, action)).body).toMatchObject({ code: 200, data: { skipped: true } });
    }
  });

  it('notify without a room number names the current call, and answers callNotFound outside one', async () => {
    const { caller, host, roomNum } = await connected();
    const joined = await act(caller, 'notifyJoinCall');
    expect(joined.body.data).toMatchObject({ skipped: false, call: { roomNum, state: 'connected' } });
    const ended = await act(host, 'notifyEndCall');
    expect(ended.body.data.call).toMatchObject({ state: 'ended', outcome: 'hungUp', endReason: 'hungUp' });
    expect((await act(caller, 'notifyStartCall')).body.code).toBe(BUSINESS_CODES.callNotFound);
  });

  it('cancel: cancelled by caller for the caller, missed for the callee; both free again', async () => {
    const caller = await bed.caller(PRICE);
    const host = await bed.host(PRICE, POINTS);
    const hostSocket = await bed.socket(host);
    const { roomNum } = (await launch(caller, host.userId)).body.data.call;
    const stranger = await bed.caller(PRICE, 'Stranger');
    expect((await act(stranger, 'cancel', roomNum)).body.code).toBe(BUSINESS_CODES.callNotFound);
    expect((await act(host, 'cancel', roomNum)).body.code).toBe(BUSINESS_CODES.callStateConflict);
    const cancelled = await act(caller, 'cancel', roomNum);
    expect(cancelled.body.data.call).toMatchObject({ state: 'ended', outcome: 'cancelledByCaller' });
    const seen = await hostSocket.next({ type: 'callState' });
    expect(seen.call).toMatchObject({ role: 'callee', outcome: 'missed', endReason: 'cancelled' });
    expect(await bed.gateway.services.presence.status(host.userId)).toBe(USER_STATUS.online);
    expect((await act(host, 'answer', roomNum)).body.code).toBe(BUSINESS_CODES.callStateConflict);
    // A second cancel changes nothing and answers the call as it is.
    expect((await act(caller, 'cancel', roomNum)).body.data.call?.outcome).toBe('cancelledByCaller');
    await hostSocket.close();
  });

  it('refuse: declined for both, nothing charged', async () => {
    const caller = await bed.caller(PRICE);
    const before = await bed.coins(caller.userId);
    const host = await bed.host(PRICE, POINTS);
    const { roomNum, callId } = (await launch(caller, host.userId)).body.data.call;
    const refused = await act(host, 'refuse', roomNum);
    expect(refused.body.data.call).toMatchObject({ outcome: 'declined', minutesBilled: 0 });
    expect(await bed.coins(caller.userId)).toBe(before);
    expect(await bed.minuteKeys(callId)).toEqual([]);
  });

  it('timeout: the server rings the bell out by itself at the deadline (not answered / missed)', async () => {
    const caller = await bed.caller(PRICE);
    const host = await bed.host(PRICE, POINTS);
    const callerSocket = await bed.socket(caller);
    const { roomNum } = (await launch(caller, host.userId)).body.data.call;
    await bed.elapse(CALL_LIMITS.ringTimeoutSeconds * 1000 - SLACK);
    expect((await callByRoom(db(), roomNum))?.state).toBe('ringing');
    await bed.elapse(SLACK);
    const ended = await callerSocket.next({ type: 'callState' });
    expect(ended.call).toMatchObject({ state: 'ended', outcome: 'notAnswered', endReason: 'timedOut' });
    expect((await callByRoom(db(), roomNum))?.calleeOutcome).toBe('missed');
    await callerSocket.close();
  });
});

describe('signalling and video', () => {
  it('relays offer, answer and ICE candidates to the other side by room, large SDP included', async () => {
    const caller = await bed.caller(PRICE);
    const host = await bed.host(PRICE, POINTS);
    const [callerSocket, hostSocket] = [await bed.socket(caller), await bed.socket(host)];
    const { roomNum } = (await launch(caller, host.userId)).body.data.call;
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host\r\n'.repeat(200)}`;
    const candidate = {
      candidate: 'candidate:1 1 udp 1 192.0.2.1 1 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    callerSocket.send({ type: 'rtcSignal', roomNum, signal: { kind: 'offer', sdp } });
    // Sent right after the large offer, which travels through the database: it must not overtake it.
    callerSocket.send({ type: 'rtcSignal', roomNum, signal: { kind: 'candidate', candidate } });
    const relayed = [
      await hostSocket.next({ type: 'rtcSignal' }),
      await hostSocket.next({ type: 'rtcSignal' }),
    ];
    expect(relayed).toEqual([
      { type: 'rtcSignal', roomNum, from: String(caller.userId), signal: { kind: 'offer', sdp } },
      { type: 'rtcSignal', roomNum, from: String(caller.userId), signal: { kind: 'candidate', candidate } },
    ]);
    hostSocket.send({ type: 'rtcSignal', roomNum, signal: { kind: 'candidate', candidate } });
    expect(await callerSocket.next({ type: 'rtcSignal' })).toMatchObject({
      from: String(host.userId),
      signal: { kind: 'candidate', candidate },
    });
    const stranger = await bed.caller(PRICE, 'Eavesdropper');
    const strangerSocket = await bed.socket(stranger);
    strangerSocket.send({ type: 'rtcSignal', roomNum, signal: { kind: 'answer', sdp: 'v=0' } });
    expect(await strangerSocket.next({ type: 'error' })).toMatchObject({ code: BUSINESS_CODES.callNotFound });
    await act(caller, 'cancel', roomNum);
    await Promise.all([callerSocket.close(), hostSocket.close(), strangerSocket.close()]);
  });

  it('refuses call messages from a visitor’s socket', async () => {
    const visitor = new IndependentClient(bed.url, { deviceId: 'calls-visitor-1' });
    await visitor.handshake();
    const socket = TestSocket.open(socketUrl(visitor));
    await socket.next({ type: 'hello' });
    socket.send({ type: 'rtcSignal', roomNum: '0123456789abcdef', signal: { kind: 'offer', sdp: 'v=0' } });
    expect(await socket.next({ type: 'error' })).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
    await socket.close();
  });

  it('switches an audio call to video: invite, accept; fails for lack of coins', async () => {
    const caller = await bed.caller(0);
    await bed.drain(caller.userId, await bed.coins(caller.userId));
    await bed.grant(caller.userId, PRICE * 2);
    const host = await bed.host(PRICE, POINTS);
    const [callerSocket, hostSocket] = [await bed.socket(caller), await bed.socket(host)];
    const { roomNum } = (await launch(caller, host.userId, 'audio')).body.data.call;
    await act(host, 'answer', roomNum);
    hostSocket.send({ type: 'videoUpgrade', roomNum, action: 'invite' });
    expect(await callerSocket.next({ type: 'videoUpgrade' })).toMatchObject({
      from: String(host.userId),
      outcome: 'invited',
    });
    callerSocket.send({ type: 'videoUpgrade', roomNum, action: 'decline' });
    expect(await hostSocket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'declined' });
    callerSocket.send({ type: 'videoUpgrade', roomNum, action: 'invite' });
    expect(await hostSocket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'invited' });
    callerSocket.send({ type: 'videoUpgrade', roomNum, action: 'cancel' });
    expect(await hostSocket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'cancelledByCaller' });

    // The second minute leaves the caller without coins for another: an invite now fails at once.
    await bed.elapse(MINUTE);
    hostSocket.send({ type: 'videoUpgrade', roomNum, action: 'invite' });
    expect(await hostSocket.next({ type: 'videoUpgrade' })).toMatchObject({
      outcome: 'failedInsufficientCoins',
    });
    await bed.grant(caller.userId, PRICE);
    hostSocket.send({ type: 'videoUpgrade', roomNum, action: 'invite' });
    await callerSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    callerSocket.send({ type: 'videoUpgrade', roomNum, action: 'accept' });
    expect(await hostSocket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'accepted' });
    expect((await hostSocket.next({ type: 'callState' })).call).toMatchObject({ media: 'video' });
    await act(caller, 'hangup', roomNum);
    await Promise.all([callerSocket.close(), hostSocket.close()]);
  });
});

describe('call screens’ reports and the price lookup', () => {
  it('answers the price, the caller’s coins and the remote user', async () => {
    const caller = await bed.caller(0);
    await bed.drain(caller.userId, await bed.coins(caller.userId));
    await bed.grant(caller.userId, PRICE - 1);
    const host = await bed.host(PRICE, POINTS, 'Priced');
    const { body } = await caller.client.get('/api/call/getPriceAndCurrentCoinAndUserInfo', {
      remoteUserId: String(host.userId),
    });
    expect(body).toMatchObject({
      code: 200,
      data: {
        pricePerMinute: PRICE,
        currentCoin: PRICE - 1,
        canAfford: false,
        remoteUserInfo: {
          id: String(host.userId),
          userName: 'Priced',
          isHost: true,
          status: USER_STATUS.online,
        },
      },
    });
  });

  it('records friend/video and users/videos for a call of the reporter only', async () => {
    const { caller, host, roomNum } = await connected();
    const friendVideo = {
      matchUserId: String(host.userId),
      roomId: roomNum,
      onlineStatus: 2,
      busyStatus: 1,
      requestType: 1,
    };
    expect((await caller.client.post('/api/call/friend/video', friendVideo)).body).toMatchObject({
      code: 200,
      data: { recorded: true },
    });
    const videos = { matchUserId: String(caller.userId), roomId: roomNum, videoTime: 42 };
    expect((await host.client.post('/api/call/users/videos', videos)).body.code).toBe(200);
    const wrong = { ...videos, matchUserId: String(host.userId) };
    expect((await host.client.post('/api/call/users/videos', wrong)).body.code).toBe(
      BUSINESS_CODES.callNotFound,
    );
    expect((await host.client.post('/api/call/users/videos', { roomId: roomNum })).body.code).not.toBe(200);
    await act(caller, 'hangup', roomNum);
  });
});
