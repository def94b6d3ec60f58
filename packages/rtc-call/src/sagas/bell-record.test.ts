import { USER_STATUS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { record } from '../testing/fakes.ts';
import { callFields, presenceFields } from './bell-record.ts';

describe('presenceFields (spec §4 "Bell cancel")', () => {
  it('maps each live status, and an unknown one to hidden', () => {
    expect(presenceFields(USER_STATUS.offline)).toEqual({ onlineStatus: 0, busyStatus: 0 });
    expect(presenceFields(USER_STATUS.busy)).toEqual({ onlineStatus: 2, busyStatus: 1 });
    expect(presenceFields(USER_STATUS.online)).toEqual({ onlineStatus: 1, busyStatus: 0 });
    expect(presenceFields(USER_STATUS.invisible)).toEqual({ onlineStatus: -1, busyStatus: 0 });
    expect(presenceFields(undefined)).toEqual({ onlineStatus: -1, busyStatus: 0 });
  });
});

describe('callFields (docs/calls.md "The bell-cancel record")', () => {
  it('tells a host’s paid call from a free call to someone who is no host', () => {
    expect(callFields(record({ hostCall: true, pricePerMinute: 120 }), false)).toEqual({
      goddessCall: 1,
      gold: 120,
      inappFlag: 0,
      matchFlag: 0,
      feeType: 1,
    });
    expect(callFields(record({ hostCall: false, pricePerMinute: 0 }), true)).toEqual({
      goddessCall: 0,
      gold: 0,
      inappFlag: 1,
      matchFlag: 0,
      feeType: 0,
    });
    expect(callFields(record({ matchCall: true }), false)).toMatchObject({ matchFlag: 1 });
  });
});
