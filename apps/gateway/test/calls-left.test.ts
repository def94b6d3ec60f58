// A side that leaves a connected call (issue 11; docs/calls.md "A side that leaves"): when none of a side's
// realtime sockets is open for CALL_LIMITS.leftGraceSeconds (a closed tab), the gateway ends the call as `left`,
// and a minute that falls due meanwhile is held, never charged; a socket back within the grace (a reload) lets the
// call go on and the held minute is charged then. All on the gateway's test clock; the sides keep their HTTP
// heartbeat, so presence says online throughout and only the sockets decide.
import { CALL_LIMITS, type CallRecord } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callByRoom } from '../src/modules/calls/queries.ts';
import { presence, presenceSockets } from '../src/modules/presence/index.ts';
import type { SignedInUser } from './account-kit.ts';
import { CallBed } from './call-kit.ts';

const PRICE = 10;
const POINTS = 6;
const MINUTE = CALL_LIMITS.minuteMs;
const GRACE = CALL_LIMITS.leftGraceSeconds * 1000;
/** How far before the next minute the tab closes: the minute falls due inside the grace. */
const BEFORE_MINUTE = GRACE / 4;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

const db = () => bed.gateway.services.database.db;

/** Waits until the gateway has handled the close: the user's last socket is marked gone. */
async function markedGone(user: SignedInUser): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await db().select().from(presence).where(eq(presence.userId, user.userId));
      expect(row?.socketsGoneAt).toBeInstanceOf(Date);
    },
    { timeout: 5000, interval: 20 },
  );
}

async function connectedWithSockets() {
  const call = await bed.connected(PRICE, POINTS, PRICE * 10);
  const callerSocket = await bed.socket(call.caller);
  const hostSocket = await bed.socket(call.host);
  return { ...call, callerSocket, hostSocket };
}

describe('a side that leaves', () => {
  it('ends the call after the grace when the caller’s tab closes, without charging the minute due meanwhile', async () => {
    const { caller, host, roomNum, callId, callerSocket, hostSocket } = await connectedWithSockets();
    const coins = await bed.coins(caller.userId);
    await bed.elapse(MINUTE - BEFORE_MINUTE);
    await callerSocket.close();
    await markedGone(caller);

    // The second minute falls due while the caller is gone but within the grace: held, not charged.
    await bed.elapse(BEFORE_MINUTE);
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'connected', minutesBilled: 1 });

    await bed.elapse(GRACE - BEFORE_MINUTE);
    // The ended state, past any earlier callState still on its way (the minutes' updates come over the socket too).
    const ended = (
      await hostSocket.next(
        (message) => message.type === 'callState' && (message.call as CallRecord).state === 'ended',
      )
    ).call as CallRecord;
    expect(ended).toMatchObject({
      state: 'ended',
      endReason: 'left',
      outcome: 'hungUp',
      minutesBilled: 1,
    });
    expect(await callByRoom(db(), roomNum)).toMatchObject({
      state: 'ended',
      endReason: 'left',
      callerOutcome: 'hungUp',
      calleeOutcome: 'hungUp',
    });
    expect(await bed.minuteKeys(callId)).toEqual([`call:${callId}:1`]);
    expect(await bed.coins(caller.userId)).toBe(coins);
    expect(await bed.points(host.userId)).toBe(POINTS);
    // Both are free again: the caller, back later, finds no call to be put into.
    const current = (await caller.client.get('/api/call/current')) as { body: { data: object } };
    expect(current.body.data).toEqual({});
    await hostSocket.close();
  });

  it('ends it when the callee leaves, too', async () => {
    const { host, roomNum, callId, callerSocket, hostSocket } = await connectedWithSockets();
    await hostSocket.close();
    await markedGone(host);
    await bed.elapse(GRACE);
    const ended = await callerSocket.next(
      (message) => message.type === 'callState' && (message.call as CallRecord).state === 'ended',
    );
    expect(ended.call).toMatchObject({ state: 'ended', endReason: 'left' });
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'ended', endReason: 'left' });
    expect(await bed.minuteKeys(callId)).toHaveLength(1);
    await callerSocket.close();
  });

  it('goes on when the caller is back within the grace (a reload), and charges the held minute then', async () => {
    const { caller, roomNum, callId, callerSocket, hostSocket } = await connectedWithSockets();
    await bed.elapse(MINUTE - BEFORE_MINUTE);
    await callerSocket.close();
    await markedGone(caller);
    await bed.elapse(BEFORE_MINUTE * 2);
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'connected', minutesBilled: 1 });

    const reloaded = await bed.socket(caller);
    await bed.elapse(0);
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'connected', minutesBilled: 2 });
    // Long past the grace since the close: the caller is there, the call runs on.
    await bed.elapse(GRACE);
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'connected', minutesBilled: 2 });
    expect(await bed.minuteKeys(callId)).toEqual([`call:${callId}:1`, `call:${callId}:2`]);
    expect((await reloaded.next({ type: 'callBilled' })).minute).toBe(2);
    await bed.gateway.services.calls.act(caller.userId, 'hangup', roomNum);
    await reloaded.close();
    await hostSocket.close();
  });

  it('does not count one tab closing while another of the same user stays open', async () => {
    const { caller, roomNum, callerSocket, hostSocket } = await connectedWithSockets();
    const secondTab = await bed.socket(caller);
    await callerSocket.close();
    await vi.waitFor(
      async () =>
        expect(
          await db().select().from(presenceSockets).where(eq(presenceSockets.userId, caller.userId)),
        ).toHaveLength(1),
      { timeout: 5000, interval: 20 },
    );
    await bed.elapse(GRACE * 2);
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'connected' });
    const [row] = await db().select().from(presence).where(eq(presence.userId, caller.userId));
    expect(row?.socketsGoneAt).toBeNull();
    await bed.gateway.services.calls.act(caller.userId, 'hangup', roomNum);
    await secondTab.close();
    await hostSocket.close();
  });
});
