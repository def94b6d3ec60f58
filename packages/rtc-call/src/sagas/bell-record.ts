import { USER_STATUS, type CallRecord, type UserStatus } from '@aura/contracts';
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

/** How the feeType of the record names who pays for the call (docs/calls.md "The bell-cancel record"). */
export const FEE_TYPES = { free: 0, coinsPerMinute: 1 } as const;

/**
 * What the record says of the call itself, from this side's record of it (docs/calls.md): whether it was a host's,
 * its price, whether this side runs as the installed web app, whether it came of a random match, and who pays.
 */
export function callFields(
  record: CallRecord,
  installedApp: boolean,
): { goddessCall: 0 | 1; gold: number; inappFlag: 0 | 1; matchFlag: 0 | 1; feeType: number } {
  return {
    goddessCall: record.hostCall ? 1 : 0,
    gold: record.pricePerMinute,
    inappFlag: installedApp ? 1 : 0,
    matchFlag: record.matchCall ? 1 : 0,
    feeType: record.pricePerMinute > 0 ? FEE_TYPES.coinsPerMinute : FEE_TYPES.free,
  };
}

/** Whether this page runs as the installed web app (home screen, standalone window) rather than in a tab. */
export function runsAsInstalledApp(): boolean {
  const standalone = (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone;
  if (standalone) return true;
  return globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

/**
 * The bell-cancel record (spec §4): the other side's status is looked up, then the record is posted, by the caller
 * (requestType 1) and the callee (2), with what this side knows of the call. A failed lookup records hidden and
 * still posts; a failed post is logged only, as the record changes nothing the user sees.
 */
export function* postBellRecord(deps: CallDependencies, record: CallRecord, requestType: 1 | 2) {
  const remoteUserId = record.remoteUserId;
  let status: UserStatus | undefined;
  try {
    status = yield call([deps.api, deps.api.statusOf], remoteUserId);
  } catch {
    status = undefined;
  }
  try {
    yield call([deps.api, deps.api.bellRecord], {
      matchUserId: remoteUserId,
      roomId: record.roomNum,
      ...presenceFields(status),
      ...callFields(record, (deps.installedApp ?? runsAsInstalledApp)()),
      requestType,
    });
  } catch (error) {
    console.warn('[rtc-call] bell-cancel record failed', error);
  }
}
