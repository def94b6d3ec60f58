import { USER_STATUS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { presenceFields } from './bell-record.ts';

describe('presenceFields (spec §4 "Bell cancel")', () => {
  it('maps each live status, and an unknown one to hidden', () => {
    expect(presenceFields(USER_STATUS.offline)).toEqual({ onlineStatus: 0, busyStatus: 0 });
    expect(presenceFields(USER_STATUS.busy)).toEqual({ onlineStatus: 2, busyStatus: 1 });
    expect(presenceFields(USER_STATUS.online)).toEqual({ onlineStatus: 1, busyStatus: 0 });
    expect(presenceFields(USER_STATUS.invisible)).toEqual({ onlineStatus: -1, busyStatus: 0 });
    expect(presenceFields(undefined)).toEqual({ onlineStatus: -1, busyStatus: 0 });
  });
});
