import { PROTOCOL_ERRORS } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TestClock } from '../../clock.ts';
import { GatewayError, invalidRequest } from '../../protocol/errors.ts';

/** A move forward: by `ms`, or to the time `to` (ms since the epoch). A week at most, so a typo stays a test's. */
const MAX_STEP_MS = 7 * 24 * 60 * 60 * 1000;
const advanceSchema = z.union([
  z.object({ ms: z.number().int().min(0).max(MAX_STEP_MS) }).strict(),
  z.object({ to: z.number().int().positive() }).strict(),
]);

/**
 * /dev/clock: the test clock, for tests driving the gateway from outside (the e2e suite, a gateway in a child
 * process). Registered only when TEST_CLOCK is set, which the configuration allows only in test mode with sandbox
 * providers. Not part of protocol v1: plain JSON, no envelope, like /dev/outbox.
 */
export function devClockRoutes(app: FastifyInstance, clock: TestClock): void {
  const reading = () => ({ now: clock.now(), offsetMs: clock.offsetMs });
  app.get('/dev/clock', async () => reading());
  // Answers once the schedulers have run their pass at the new time: what fell due is settled (a minute charged,
  // a bell rung out, a Face to Face countdown over).
  app.post('/dev/clock/advance', async (request) => {
    const parsed = advanceSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest(parsed.error.issues);
    const step = 'ms' in parsed.data ? parsed.data.ms : parsed.data.to - clock.now();
    if (step < 0 || step > MAX_STEP_MS) {
      throw new GatewayError(
        PROTOCOL_ERRORS.invalidRequest,
        `Invalid request. The clock moves forward only, by a week at most (asked: ${step} ms).`,
        null,
      );
    }
    await clock.advance(step);
    return reading();
  });
}
