// Per-minute billing of calls over real HTTP (spec §4, §9; docs/calls.md "Billing"): the first minute on answer
// with the host's points in the same transaction, each further minute at its start and once whatever runs it, the
// coins-low warning and the end a minute later, and a call ended without charging when a side is gone.
import { BUSINESS_CODES, CALL_LIMITS, USER_STATUS, type CallRecord } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeMinute, minuteKey } from '../src/modules/calls/billing.ts';
import { callByRoom } from '../src/modules/calls/queries.ts';
import { CallBed, act, launch } from './call-kit.ts';

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

describe('billing', () => {
  it('charges the first minute on answer, and the host earns its points in the same transaction', async () => {
    const caller = await bed.caller(0);
    await bed.drain(caller.userId, await bed.coins(caller.userId));
    await bed.grant(caller.userId, PRICE * 3);
    const host = await bed.host(PRICE, POINTS);
    const callerSocket = await bed.socket(caller);
    const { roomNum, callId } = (await launch(caller, host.userId)).body.data.call;
    const answered = await act(host, 'answer', roomNum);
    expect(answered.body.data.call).toMatchObject({
      state: 'connected',
      outcome: 'connected',
      minutesBilled: 1,
      amount: POINTS,
    });
    expect(answered.body.data.iceServers).toEqual([]);
    expect(await bed.coins(caller.userId)).toBe(PRICE * 2);
    expect(await bed.points(host.userId)).toBe(POINTS);
    expect(await bed.minuteKeys(callId)).toEqual([minuteKey(Number(callId), 1)]);
    expect(await callerSocket.next({ type: 'callBilled' })).toMatchObject({ minute: 1, balance: PRICE * 2 });
    await act(caller, 'hangup', roomNum);
    await callerSocket.close();
  });

  it('bills a call under a minute as one minute', async () => {
    const { caller, roomNum, callId } = await connected();
    await bed.advance(MINUTE / 6);
    const hungUp = await act(caller, 'hangup', roomNum);
    expect(hungUp.body.data.call).toMatchObject({ minutesBilled: 1, amount: PRICE, outcome: 'hungUp' });
    expect(hungUp.body.data.call?.callTimeSec).toBe(Math.floor(MINUTE / 6 / 1000));
    await bed.elapse(MINUTE * 2);
    expect(await bed.minuteKeys(callId)).toHaveLength(1);
  });

  it('charges each further minute at its start, once, however many passes run', async () => {
    const { caller, host, roomNum, callId } = await connected(PRICE * 5);
    await bed.elapse(MINUTE - SLACK);
    expect(await bed.minuteKeys(callId)).toHaveLength(1);
    await bed.elapse(SLACK);
    expect(await bed.minuteKeys(callId)).toHaveLength(2);
    await Promise.all([bed.elapse(MINUTE / 2), bed.gateway.services.calls.settleDue()]);
    expect(await bed.minuteKeys(callId)).toHaveLength(2);
    expect(await bed.coins(caller.userId)).toBe(PRICE * 3);
    expect(await bed.points(host.userId)).toBe(POINTS * 2);
    const call = (await act(host, 'hangup', roomNum)).body.data.call as CallRecord;
    expect(call).toMatchObject({ minutesBilled: 2, amount: POINTS * 2 });
  });

  it('charges a minute that started before the hangup even when no pass has charged it yet', async () => {
    const { caller, host, roomNum, callId } = await connected(PRICE * 5);
    await bed.advance(MINUTE + SLACK);
    const hungUp = await act(host, 'hangup', roomNum);
    expect(hungUp.body.data.call).toMatchObject({ minutesBilled: 2, outcome: 'hungUp' });
    expect(await bed.minuteKeys(callId)).toHaveLength(2);
    expect(await bed.coins(caller.userId)).toBe(PRICE * 3);
  });

  it('a minute charged twice (another instance, a retry) moves coins once', async () => {
    const { caller, roomNum, callId } = await connected();
    const row = (await callByRoom(db(), roomNum))!;
    const before = await bed.coins(caller.userId);
    const again = await chargeMinute(bed.gateway.services.ledger, db(), row, 1);
    expect(again.transaction.replayed).toBe(true);
    expect(await bed.coins(caller.userId)).toBe(before);
    expect(await bed.keyCount(minuteKey(Number(callId), 1))).toBe(1);
    await act(caller, 'hangup', roomNum);
  });

  it('warns both sides when the next minute cannot be paid, and ends the call when the paid minute is over', async () => {
    const caller = await bed.caller(0);
    await bed.drain(caller.userId, await bed.coins(caller.userId));
    await bed.grant(caller.userId, PRICE * 2);
    const host = await bed.host(PRICE, POINTS);
    const [callerSocket, hostSocket] = [await bed.socket(caller), await bed.socket(host)];
    const { roomNum, callId } = (await launch(caller, host.userId)).body.data.call;
    await act(host, 'answer', roomNum);
    await bed.elapse(MINUTE);
    const warnings = await Promise.all(
      [callerSocket, hostSocket].map((socket) => socket.next({ type: 'callCoinsRunningOut' })),
    );
    const endsAt = (await callByRoom(db(), roomNum))!.nextChargeAt!.getTime();
    for (const warning of warnings)
      expect(warning).toMatchObject({ roomNum, code: BUSINESS_CODES.callCoinsRunningOut, endsAt });
    expect(await bed.coins(caller.userId)).toBe(0);
    await bed.elapse(MINUTE - SLACK);
    expect((await callByRoom(db(), roomNum))?.state).toBe('connected');
    await bed.elapse(SLACK);
    const ended = await hostSocket.next({ type: 'callState' });
    expect(ended.call).toMatchObject({
      state: 'ended',
      outcome: 'hungUp',
      endReason: 'coinsDepleted',
      minutesBilled: 2,
    });
    expect(await bed.minuteKeys(callId)).toHaveLength(2);
    expect(await bed.points(host.userId)).toBe(POINTS * 2);
    await callerSocket.close();
    await hostSocket.close();
  });

  it('keeps the call going when coins arrive during the warning minute', async () => {
    const { caller, host, roomNum, callId } = await connected(PRICE);
    expect((await callByRoom(db(), roomNum))?.coinsLowAt).not.toBeNull();
    await bed.grant(caller.userId, PRICE);
    await bed.elapse(MINUTE);
    const row = (await callByRoom(db(), roomNum))!;
    expect(row).toMatchObject({ state: 'connected', minutesBilled: 2 });
    expect(await bed.minuteKeys(callId)).toHaveLength(2);
    await act(host, 'hangup', roomNum);
  });

  it('ends a call without charging when a side is gone (no socket, no heartbeat) at a minute’s start', async () => {
    const { caller, roomNum, callId } = await connected();
    await bed.gateway.services.presence.setOwnStatus(caller.userId, USER_STATUS.offline);
    await bed.elapse(MINUTE);
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'ended', endReason: 'connectionLost' });
    expect(await bed.minuteKeys(callId)).toHaveLength(1);
  });
});
