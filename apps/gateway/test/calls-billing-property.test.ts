// Billing as a property (docs/calls.md, "Billing"): whatever the order and lateness of the scheduler's passes
// and whenever the hangup comes, a call is charged exactly one minute per started minute, at the price of the
// call, with one ledger transaction per minute, and the host earns the same number of minutes' points.
import { CALL_LIMITS } from '@aura/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callByRoom } from '../src/modules/calls/queries.ts';
import { CallBed, act, launch } from './call-kit.ts';

const PRICE = 4;
const POINTS = 3;
const MINUTE = CALL_LIMITS.minuteMs;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

/** One step of time: how far the clock moves, and whether a scheduler pass runs after it. */
const step = fc.record({
  ms: fc.integer({ min: 0, max: MINUTE * 2 }),
  pass: fc.boolean(),
});

describe('per-minute billing', () => {
  it('charges exactly the started minutes, once each, whatever the passes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 6 }),
        fc.constantFrom('caller', 'host'),
        async (steps, who) => {
          const caller = await bed.caller(PRICE * 100);
          const host = await bed.host(PRICE, POINTS);
          const coins = await bed.coins(caller.userId);
          const { roomNum, callId } = (await launch(caller, host.userId)).body.data.call;
          await act(host, 'answer', roomNum);
          for (const { ms, pass } of steps) {
            await bed.advance(ms);
            if (pass) await bed.gateway.services.callScheduler.pass();
          }
          await act(who === 'caller' ? caller : host, 'hangup', roomNum);
          // Passes after the end change nothing.
          await bed.elapse(MINUTE * 3);

          const call = (await callByRoom(bed.gateway.services.database.db, roomNum))!;
          const started = Math.floor((call.endedAt!.getTime() - call.answeredAt!.getTime()) / MINUTE) + 1;
          expect(call.minutesBilled).toBe(started);
          expect(await bed.minuteKeys(callId)).toHaveLength(started);
          expect(await bed.coins(caller.userId)).toBe(coins - started * PRICE);
          expect(await bed.points(host.userId)).toBe(started * POINTS);
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
