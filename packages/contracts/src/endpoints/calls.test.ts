import { describe, expect, it } from 'vitest';
import { CALL_ACTIONS, CALL_LIMITS, ROOM_REQUIRED_CALL_ACTIONS, callRecordSchema } from '../calls.ts';
import { CALL_BILLING } from '../limits.ts';
import { clientMessageSchema, serverMessageSchema } from '../realtime.ts';
import { postCallAnswer, postCallLaunch, postCallNotifyEnd } from './calls.ts';

const ROOM = '0123456789abcdef';

describe('call contracts', () => {
  it('a billed minute is the spec’s billing unit', () => {
    expect(CALL_LIMITS.minuteMs).toBe(CALL_BILLING.billedUnitSeconds * 1000);
  });

  it('call actions take an optional room number; the room-bound ones are those of spec §4', () => {
    expect(postCallAnswer.input.parse({})).toEqual({});
    expect(postCallNotifyEnd.input.parse({ roomNum: ROOM })).toEqual({ roomNum: ROOM });
    expect(postCallAnswer.input.safeParse({ roomNum: 'not a room' }).success).toBe(false);
    expect([...ROOM_REQUIRED_CALL_ACTIONS].sort()).toEqual(
      [
        CALL_ACTIONS.cancel,
        CALL_ACTIONS.answer,
        CALL_ACTIONS.refuse,
        CALL_ACTIONS.timeout,
        CALL_ACTIONS.hangup,
      ].sort(),
    );
  });

  it('launch defaults to video and refuses a callee id that is no id', () => {
    expect(postCallLaunch.input.parse({ calleeId: '42' })).toEqual({ calleeId: '42', media: 'video' });
    expect(postCallLaunch.input.safeParse({ calleeId: 'x' }).success).toBe(false);
  });

  it('relays signalling addressed by room, and refuses unknown signal kinds', () => {
    const offer = { type: 'rtcSignal', roomNum: ROOM, signal: { kind: 'offer', sdp: 'v=0' } };
    expect(clientMessageSchema.parse(offer)).toEqual(offer);
    const endOfCandidates = {
      type: 'rtcSignal',
      roomNum: ROOM,
      signal: { kind: 'candidate', candidate: null },
    };
    expect(clientMessageSchema.safeParse(endOfCandidates).success).toBe(true);
    expect(clientMessageSchema.safeParse({ ...offer, signal: { kind: 'bye' } }).success).toBe(false);
    expect(
      serverMessageSchema.safeParse({ ...offer, from: '7', signal: { kind: 'answer', sdp: 'v=0' } }).success,
    ).toBe(true);
  });

  it('a call record carries the spec’s call data', () => {
    const record = {
      callId: '1',
      roomNum: ROOM,
      role: 'caller',
      remoteUserId: '2',
      media: 'audio',
      state: 'ended',
      outcome: 'cancelledByCaller',
      endReason: 'cancelled',
      pricePerMinute: 1,
      hostCall: false,
      matchCall: false,
      minutesBilled: 0,
      amount: 0,
      createdAt: 1,
      callTimeSec: 0,
    };
    expect(callRecordSchema.parse(record)).toEqual(record);
    expect(callRecordSchema.safeParse({ ...record, outcome: 'offline' }).success).toBe(false);
  });
});
