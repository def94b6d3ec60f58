import { CALL_LIMITS, USER_STATUS } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { PresenceService } from '../presence/index.ts';
import type { CallLog } from './ports.ts';
import { callById, dueCallIds, lockDueCall, staleBusyUsers } from './queries.ts';
import type { CallTransitions, Effect } from './transitions.ts';

export interface SettlementDeps {
  db: Db;
  presence: PresenceService;
  steps: CallTransitions;
  log: CallLog;
  now: () => number;
  /** Runs a step's effects after its transaction committed. */
  run(effects: Effect[]): Promise<void>;
}

/**
 * One step of the scheduler for every call with something due now: a bell rung out, a minute to charge. Each call
 * in its own transaction; a call another instance is handling is skipped (it is done there).
 */
export async function settleDue(deps: SettlementDeps, limit: number): Promise<number> {
  const ids = await dueCallIds(deps.db, new Date(deps.now()), limit);
  let settled = 0;
  for (const id of ids) {
    try {
      if (await settle(deps, id)) settled += 1;
    } catch (error) {
      deps.log.error({ err: error, callId: id }, 'call settlement failed; retried on the next pass');
    }
  }
  return settled;
}

async function settle(deps: SettlementDeps, id: number): Promise<boolean> {
  const { db, steps } = deps;
  const now = deps.now();
  // Presence is read before the transaction: PGlite has one connection, which the transaction holds.
  const parties = await callById(db, id);
  if (!parties) return false;
  const statuses = await deps.presence.statuses([String(parties.callerId), String(parties.calleeId)]);
  const bothThere = statuses.every(({ status }) => status !== USER_STATUS.offline);

  const result = await db.transaction(async (tx) => {
    const due = await lockDueCall(tx, id, new Date(now));
    if (!due) return undefined;
    const { call, goneAt } = due;
    if (call.state === 'ringing') return steps.endIn(tx, call, 'timedOut', null, now);
    // A side with no socket for the whole grace left (a closed tab): the minute held meanwhile is not charged.
    if (goneAt && goneAt.getTime() <= now - CALL_LIMITS.leftGraceSeconds * 1000)
      return steps.endIn(tx, call, 'left', null, now);
    if (!bothThere) return steps.endIn(tx, call, 'connectionLost', null, now);
    return steps.chargeNextIn(tx, call, now);
  });
  if (!result) return false;
  await deps.run(result.effects);
  return true;
}

/**
 * Clears the busy flag of users in no call (a process killed between a call's end and clearing it), so the wall
 * shows them reachable again. The number cleared. (A launch between the read and the write may lose its flag to
 * this; the flag is only shown, launches ask call_participants.)
 */
export async function clearStaleBusy(db: Db, presence: PresenceService): Promise<number> {
  const stale = await staleBusyUsers(db);
  for (const userId of stale) await presence.setBusy(userId, false);
  return stale.length;
}
