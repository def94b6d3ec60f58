import { USER_STATUS, type UserStatus } from '@aura/contracts';
import { call } from 'redux-saga/effects';
import type { CallDependencies } from './context.ts';

/** What the record says of the other side (spec §4 "Bell cancel"); -1 is hidden, or a failed lookup. */
export function presenceFields(status: UserStatus | undefined): { onlineStatus: number; busyStatus: 0 | 1 } {
  switch (status) {
    case USER_STATUS.offline:
      return { onlineStatus: 0, busyStatus: 0 };
    case USER_STATUS.busy:
      return { onlineStatus: 2, busyStatus: 1 };
    case USER_STATUS.online:
      return { onlineStatus: 1, busyStatus: 0 };
    default:
      return { onlineStatus: -1, busyStatus: 0 };
  }
}

/**
 * The bell-cancel record (spec §4): the other side's status is looked up, then the record is posted, by the caller
 * (requestType 1) and the callee (2). A failed lookup records hidden and still posts; a failed post is logged
 * only, as the record changes nothing the user sees.
 */
export function* postBellRecord(
  deps: CallDependencies,
  remoteUserId: string,
  room: string,
  requestType: 1 | 2,
) {
  let status: UserStatus | undefined;
  try {
    status = yield call([deps.api, deps.api.statusOf], remoteUserId);
  } catch {
    status = undefined;
  }
  try {
    yield call([deps.api, deps.api.bellRecord], {
      matchUserId: remoteUserId,
      roomId: room,
      ...presenceFields(status),
      goddessCall: 0,
      gold: 0,
      requestType,
      inappFlag: 0,
      matchFlag: 0,
      feeType: 0,
    });
  } catch (error) {
    console.warn('[rtc-call] bell-cancel record failed', error);
  }
}
