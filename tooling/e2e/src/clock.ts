// The gateway's test clock from outside (docs/testing.md, "The test clock"): a server started with TEST_CLOCK
// moves its time at POST /dev/clock/advance and answers once its schedulers acted on the new time.

export interface ClockReading {
  /** The gateway's time, ms since the epoch. */
  now: number;
  /** How far it runs ahead of real time. */
  offsetMs: number;
}

export type ClockStep = { ms: number } | { to: number };

/** Moves the test clock of the gateway at `url` forward; resolves once the minute is charged, the bell rung out… */
export async function advanceClock(url: string, step: ClockStep): Promise<ClockReading> {
  const response = await fetch(`${url}/dev/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(step),
  });
  const answer = (await response.json()) as Partial<ClockReading> & { message?: string };
  if (!response.ok || answer.now === undefined) {
    throw new Error(
      `the gateway's clock did not move (${response.status}: ${answer.message ?? JSON.stringify(answer)}); ` +
        'was the server started with TEST_CLOCK=true?',
    );
  }
  return answer as ClockReading;
}

/** The test clock of the gateway at `url`. */
export async function readClock(url: string): Promise<ClockReading> {
  const response = await fetch(`${url}/dev/clock`);
  if (!response.ok)
    throw new Error(`no test clock at ${url} (${response.status}): start it with TEST_CLOCK=true`);
  return (await response.json()) as ClockReading;
}
