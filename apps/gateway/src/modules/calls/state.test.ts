import { CALL_ACTIONS, type CallActionName } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { decide, skippedWithoutRoom } from './state.ts';

const ACTIONS = Object.keys(CALL_ACTIONS) as CallActionName[];

describe('the call state machine', () => {
  it('skips exactly cancel, answer, refuse, timeout and hangup without a room number (spec §4)', () => {
    expect(ACTIONS.filter(skippedWithoutRoom).sort()).toEqual(
      ['answer', 'cancel', 'hangup', 'refuse', 'timeout'].sort(),
    );
  });

  it('rings until the callee answers, refuses, the caller cancels, or the bell times out', () => {
    expect(decide('ringing', 'callee', 'answer')).toEqual({ kind: 'answer' });
    expect(decide('ringing', 'caller', 'cancel')).toMatchObject({
      kind: 'end',
      caller: 'cancelledByCaller',
      callee: 'missed',
    });
    expect(decide('ringing', 'callee', 'refuse')).toMatchObject({
      kind: 'end',
      caller: 'declined',
      callee: 'declined',
    });
    expect(decide('ringing', 'caller', 'timeout')).toMatchObject({
      kind: 'end',
      reason: 'timedOut',
      caller: 'notAnswered',
      callee: 'missed',
    });
  });

  it('refuses actions of the wrong side', () => {
    expect(decide('ringing', 'caller', 'answer')).toEqual({ kind: 'conflict' });
    expect(decide('ringing', 'callee', 'cancel')).toEqual({ kind: 'conflict' });
    expect(decide('ringing', 'caller', 'refuse')).toEqual({ kind: 'conflict' });
    expect(decide('connected', 'caller', 'cancel')).toEqual({ kind: 'conflict' });
  });

  it('treats a hangup while ringing as cancel (caller) or refuse (callee)', () => {
    expect(decide('ringing', 'caller', 'hangup')).toMatchObject({ reason: 'cancelled' });
    expect(decide('ringing', 'callee', 'hangup')).toMatchObject({ reason: 'refused' });
    expect(decide('ringing', 'callee', 'notifyEnd')).toMatchObject({ reason: 'refused' });
  });

  it('ends a connected call by either side’s hangup or media end, as hung up for both', () => {
    for (const role of ['caller', 'callee'] as const)
      for (const action of ['hangup', 'notifyEnd'] as const)
        expect(decide('connected', role, action)).toMatchObject({
          kind: 'end',
          reason: 'hungUp',
          caller: 'hungUp',
          callee: 'hungUp',
        });
    expect(decide('connected', 'callee', 'answer')).toEqual({ kind: 'none' });
    expect(decide('connected', 'caller', 'timeout')).toEqual({ kind: 'none' });
  });

  it('changes nothing once over, and refuses answering a call that is over', () => {
    for (const action of ACTIONS.filter((name) => name !== 'answer'))
      expect(decide('ended', 'caller', action)).toEqual({ kind: 'none' });
    expect(decide('ended', 'callee', 'answer')).toEqual({ kind: 'conflict' });
  });
});
