import { expect } from 'vitest';

/** Waits (at most 3 s) for the sagas to get somewhere; fails the test if they do not. */
export async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(check()).toBe(true);
}
